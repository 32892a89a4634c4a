import { useQuery } from '@tanstack/react-query';
import { callApi } from './api';

/**
 * `authApi.config`: which sign-in this deployment offers and its public address, read at run time so
 * one build serves any deployment.
 */
export const authConfigQuery = {
  queryKey: ['auth', 'config'] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    // Loaded on demand: this module is part of the public profile's first download.
    const { authApi } = await import('./lazy-endpoints');
    return callApi(authApi.config, { signal });
  },
  staleTime: Number.POSITIVE_INFINITY,
};

export const useAuthConfig = () => useQuery(authConfigQuery);
