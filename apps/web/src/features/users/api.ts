import type { UserCard } from '@handlehub/shared';
import { usersApi } from '@handlehub/shared/api/users';
import { callApi } from '../../lib/api';

/** Every home feed query starts with this key; the game (or 'all') follows, so each filter caches apart. */
export const homeFeedKey = ['home-feed'] as const;
export const homeFeedGameKey = (game: string | undefined) => [...homeFeedKey, game ?? 'all'] as const;
export const searchKey = (q: string, game?: string) => ['search', q, game ?? 'all'] as const;

export async function getHomePage(page: number, signal: AbortSignal, game?: string): Promise<UserCard[]> {
  return (await callApi(usersApi.home, { query: { page: String(page), game }, signal })).users;
}

export async function searchUsers(
  q: string,
  page: number,
  signal: AbortSignal,
  game?: string,
): Promise<UserCard[]> {
  return (await callApi(usersApi.search, { query: { q, page: String(page), game }, signal })).users;
}
