import type { UserCard } from '@handlehub/shared';
import { usersApi } from '@handlehub/shared/api/users';
import { callApi } from '../../lib/api';

/** What a list of people is limited to: a game (absent: all) and, when set, people with a verified item. */
export interface PeopleFilter {
  game?: string | undefined;
  verified?: boolean | undefined;
}

/** Every home feed query starts with this key; the filter follows, so each filter caches apart. */
export const homeFeedKey = ['home-feed'] as const;
export const homeFeedGameKey = (game: string | undefined, verified = false) =>
  [...homeFeedKey, game ?? 'all', verified ? 'verified' : 'everyone'] as const;
export const searchKey = (q: string, game?: string, verified = false) =>
  ['search', q, game ?? 'all', verified ? 'verified' : 'everyone'] as const;

/** `verified=1` only when asked: an unfiltered list's address stays as it was. */
const filterQuery = ({ game, verified }: PeopleFilter) =>
  ({ game, verified: verified ? '1' : undefined }) as const;

export async function getHomePage(
  page: number,
  signal: AbortSignal,
  filter: PeopleFilter = {},
): Promise<UserCard[]> {
  return (await callApi(usersApi.home, { query: { page: String(page), ...filterQuery(filter) }, signal }))
    .users;
}

export async function searchUsers(
  q: string,
  page: number,
  signal: AbortSignal,
  filter: PeopleFilter = {},
): Promise<UserCard[]> {
  return (
    await callApi(usersApi.search, { query: { q, page: String(page), ...filterQuery(filter) }, signal })
  ).users;
}
