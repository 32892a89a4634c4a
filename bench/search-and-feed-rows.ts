/**
 * The discovery rows: search and home feed pages, first as visitors repeat them (the page cache answers
 * most), then drawn anew for each request so that a page cache cannot serve them (decisions 011 and 018).
 */
import { PAGE_MAX } from '@handlehub/shared';
import { getHomePage } from '../apps/server/src/features/users/feed.queries.js';
import { searchUsers } from '../apps/server/src/features/users/search.queries.js';
import type { Target } from './lib/load.js';
import { FIRST_NAMES, LAST_NAMES, withClient } from './seed.js';

const SEARCHES = ['may', 'ken', 'sof', 'lin', 'oka', 'ros', 'tan', 'nov'];
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
/** A random full name as the seed makes them ("Maya Sharma"), as someone types a person's name. */
const randomFullName = () => `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`;
const randomLetters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
let searchTurn = 0;

/**
 * The rows that repeat their requests (the first feed page, a deep one, eight searches in turn), so the
 * one-second page cache (decision 011) answers most of them.
 */
export function cachedDiscoveryTargets(): Target[] {
  const deepPage = 500;
  return [
    { name: 'GET /api/home/?page=1', path: '/api/home/?page=1' },
    { name: `GET /api/home/?page=${deepPage}`, path: `/api/home/?page=${deepPage}`, goal: 'p99 < 30 ms' },
    {
      name: 'GET /api/search/?q={3 letters}',
      path: () => `/api/search/?q=${SEARCHES[searchTurn++ % SEARCHES.length]}`,
      goal: 'p99 < 30 ms',
    },
  ];
}

/**
 * The rows that measure discovery: searches and feed pages that a page cache cannot serve (each request
 * draws its own query or page; measured against the app that keeps pages 1 ms). `lastPage`: the home
 * feed's last page (its people counted after seeding).
 */
export function discoveryTargets(lastPage: number): Target[] {
  const kinds: Array<[string, () => string]> = [
    ['1 letter', () => randomLetters(1)],
    ['2 letters', () => randomLetters(2)],
    ['3 letters', () => randomLetters(3)],
    ['full name', randomFullName],
  ];
  const searches = kinds.flatMap(([kind, query]) =>
    [1, 10].map(
      (page): Target => ({
        name: `GET /api/search/?q={random ${kind}}&page=${page}, uncached`,
        path: () => `/api/search/?q=${encodeURIComponent(query())}&page=${page}`,
        goal: 'p99 < 30 ms',
        uncached: true,
        memory: 'search index',
        sample: (db) => searchUsers(db, query(), page),
      }),
    ),
  );
  return [
    ...searches,
    {
      name: 'GET /api/home/?page={random 1..1000}, uncached',
      path: () => `/api/home/?page=${1 + Math.floor(Math.random() * 1000)}`,
      goal: 'p99 < 30 ms',
      uncached: true,
      memory: 'feed index',
      sample: (db) => getHomePage(db, 1 + Math.floor(Math.random() * 1000)),
    },
    {
      name: `GET /api/home/?page={last}, uncached`,
      path: `/api/home/?page=${lastPage}`,
      goal: 'p99 < 30 ms',
      uncached: true,
      memory: 'feed index',
      sample: (db) => getHomePage(db, lastPage),
    },
  ];
}

/** The home feed's last page: its people counted. */
export async function lastHomePage(url: string): Promise<number> {
  const n = await withClient(url, async (c) =>
    Number(
      (await c.query('select count(*) as n from users where is_public and not is_locked and not is_blocked'))
        .rows[0].n,
    ),
  );
  // Past PAGE_MAX (3M people: page 135,000) a page number is refused; the deepest page asked is PAGE_MAX.
  return Math.min(PAGE_MAX, Math.max(1, Math.ceil(n / 20)));
}
