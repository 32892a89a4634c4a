import { insightsResponse } from '@handlehub/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

/** Keyed by username so another person signing in on this browser never sees the last one's figures. */
export const insightsKey = (username: string) => ['insights', username] as const;

/** `GET /api/profile/insights`: the signed-in user's last 30 days, oldest first. */
export function useInsights(username: string) {
  return useQuery({
    queryKey: insightsKey(username),
    queryFn: ({ signal }) => apiRequest('/api/profile/insights', insightsResponse, { signal }),
    select: (data) => data.days,
  });
}
