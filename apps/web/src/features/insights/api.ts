import { insightsApi } from '@handlehub/shared/api/insights';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

/** Keyed by username so another person signing in on this browser never sees the last one's figures. */
export const insightsKey = (username: string) => ['insights', username] as const;

/** The signed-in user's last 30 days (`insightsApi.insights`), oldest first. */
export function useInsights(username: string) {
  return useQuery({
    queryKey: insightsKey(username),
    queryFn: ({ signal }) => callApi(insightsApi.insights, { signal }),
    select: (data) => data.days,
  });
}
