import type { PublicProfileResponse } from '@handlehub/shared';
import { usernameKey } from '@handlehub/shared/username';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { readEmbedded } from '../../lib/embedded-profile';
import { publicProfileKeys } from '../../lib/query-keys';

/*
 * The public profile's calls, apart from `api.ts` on purpose: that file imports a Zod schema (`usersPage`)
 * statically, and sharing it would put Zod into the first download of `/user/{username}` (about 30 KB
 * gzipped more, over the bundle budget in scripts/check-bundle-budget.mjs).
 */

const loadedAt = Date.now();

const embedded = readEmbedded();

async function fetchProfile(username: string, signal: AbortSignal): Promise<PublicProfileResponse> {
  const { usersApi } = await import('../../lib/lazy-endpoints');
  return callApi(usersApi.publicProfile, { params: { username }, signal });
}

/** The public profile (`usersApi.publicProfile`), not fetched when the HTML already carried it. */
export function usePublicProfile(username: string) {
  const wanted = usernameKey(username);
  const initial = embedded?.username === wanted ? embedded.response : undefined;
  return useQuery({
    queryKey: publicProfileKeys.of(wanted),
    queryFn: ({ signal }) => fetchProfile(wanted, signal),
    initialData: initial,
    initialDataUpdatedAt: initial ? loadedAt : undefined,
    select: (data) => data.user[0] ?? null,
  });
}
