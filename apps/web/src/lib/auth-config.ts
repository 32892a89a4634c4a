import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api';

/**
 * `GET /api/auth/config`: which sign-in this deployment offers and its public address, read at run time so
 * one build serves any deployment.
 */
export const authConfigQuery = {
  queryKey: ['auth', 'config'] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    // Loaded on demand: this module is part of the public profile's first download.
    const { authConfigResponse } = await import('./lazy-schemas');
    return apiRequest('/api/auth/config', authConfigResponse, { signal });
  },
  staleTime: Number.POSITIVE_INFINITY,
};

export const useAuthConfig = () => useQuery(authConfigQuery);
