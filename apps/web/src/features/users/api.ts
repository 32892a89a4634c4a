import { type UserCard, usersPage } from '@handlehub/shared';
import { apiRequest } from '../../lib/api';

export const homeFeedKey = ['home-feed'] as const;
export const searchKey = (q: string) => ['search', q] as const;

export async function getHomePage(page: number, signal: AbortSignal): Promise<UserCard[]> {
  return (await apiRequest(`/api/home/?page=${page}`, usersPage, { signal })).users;
}

export async function searchUsers(q: string, page: number, signal: AbortSignal): Promise<UserCard[]> {
  const params = new URLSearchParams({ q, page: String(page) });
  return (await apiRequest(`/api/search/?${params}`, usersPage, { signal })).users;
}
