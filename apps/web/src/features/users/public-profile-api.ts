import type { EmbeddedProfile, PublicProfileResponse } from '@handlehub/shared';
import { usernameKey } from '@handlehub/shared/username';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { publicProfileKeys } from '../../lib/query-keys';

/*
 * The public profile's calls, apart from `api.ts` on purpose: that file imports a Zod schema (`usersPage`)
 * statically, and sharing it would put Zod into the first download of `/user/{username}` (about 30 KB
 * gzipped more, over the bundle budget in scripts/check-bundle-budget.mjs).
 */

const loadedAt = Date.now();

/**
 * The profile the server put into this page's HTML, if the page was opened at `/user/{username}`.
 * Our own server wrote it through the shared schema, so a shape check is enough here; the Zod schemas
 * stay out of this route's first download and load only when the profile has to be fetched.
 */
export function readEmbedded(doc: Document | undefined = globalThis.document): EmbeddedProfile | null {
  const text = doc?.getElementById('profile-data')?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { username, response } = parsed as Partial<EmbeddedProfile>;
    return typeof username === 'string' && Array.isArray(response?.user)
      ? { username, response: { user: response.user.slice(0, 1) } }
      : null;
  } catch {
    return null;
  }
}

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
