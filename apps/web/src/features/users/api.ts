import { type GameField, type UserCard, usersPage } from '@handlehub/shared';
import { apiRequest } from '../../lib/api';

/** Every home feed query starts with this key; the game (or 'all') follows, so each filter caches apart. */
export const homeFeedKey = ['home-feed'] as const;
export const homeFeedGameKey = (game: GameField | undefined) => [...homeFeedKey, game ?? 'all'] as const;
export const searchKey = (q: string, game?: GameField) => ['search', q, game ?? 'all'] as const;

const withGame = (params: Record<string, string>, game: GameField | undefined) =>
  new URLSearchParams(game ? { ...params, game } : params);

export async function getHomePage(page: number, signal: AbortSignal, game?: GameField): Promise<UserCard[]> {
  const params = withGame({ page: String(page) }, game);
  return (await apiRequest(`/api/home/?${params}`, usersPage, { signal })).users;
}

export async function searchUsers(
  q: string,
  page: number,
  signal: AbortSignal,
  game?: GameField,
): Promise<UserCard[]> {
  const params = withGame({ q, page: String(page) }, game);
  return (await apiRequest(`/api/search/?${params}`, usersPage, { signal })).users;
}
