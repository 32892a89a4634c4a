import type { UserCard } from '@handlehub/shared';
import { expect } from 'vitest';
import type { Injector } from './factories.js';

/**
 * Reading the people lists (home feed `/api/home/`, search `/api/search/`) as the app does: one page
 * of cards, or every page until the first empty one.
 */

/** One page of cards; fails the test on anything but 200. */
export async function readCards(
  app: Injector,
  path: string,
  params: Record<string, string>,
): Promise<UserCard[]> {
  const res = await app.inject({ method: 'GET', url: path, query: params });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { users: UserCard[] }).users;
}

/** Every page of a list, up to and including the first empty page (which ends it). */
export async function readAllPages(
  app: Injector,
  path: string,
  params: Record<string, string> = {},
): Promise<UserCard[][]> {
  const pages: UserCard[][] = [];
  for (let page = 1; page < 50; page++) {
    const cards = await readCards(app, path, { ...params, page: String(page) });
    pages.push(cards);
    if (cards.length === 0) return pages;
  }
  throw new Error('the list never ended with an empty page');
}

export const usernamesOf = (pages: UserCard[][]) => pages.flat().map((card) => card.username);
