import type { Page } from '@playwright/test';

/**
 * The demo content's people and products (apps/server/src/features/demo/seed-demo.ts), which no test changes.
 * Other specs sign people up and add products on the same server at the same time, so the lists of the home
 * feed, search and the shop change from run to run; the screenshot checks answer those lists with the demo
 * entries only (the server's own answers, filtered), one page long, so a screenshot shows the same list each run.
 */
const DEMO_USERNAMES = new Set([
  'aarav',
  'maya.l',
  'kenji_w',
  'sofiarossi',
  'liamoc',
  'amara',
  'diegofz',
  'chloe.m',
  'noahb',
  'priya.nair',
  'hana.private',
  'lars.locked',
  'quinn',
]);
const DEMO_PRODUCTS = new Set([
  'HandleHub QR Sticker Pack',
  'LAN Party Lanyard',
  'Streamer Desk Stand',
  'Gamer Tag Hoodie',
]);

type ListKey = 'users' | 'products';

/** A list API as the screenshot checks answer it. */
interface DemoList<T> {
  /** The member of the answer that holds the entries. */
  key: ListKey;
  /** Whether an entry is demo content. */
  isDemo: (item: T) => boolean;
  /** Newest first, or in an order of its own (search orders some queries by username). */
  order: 'newest-first' | 'any';
}

/** Reads page `n` of a list API at `url` (its other parameters kept). */
async function listPage<T>(page: Page, url: URL, key: ListKey, n: number): Promise<T[]> {
  const pageUrl = new URL(url);
  pageUrl.searchParams.set('page', String(n));
  const body = (await (await page.request.get(pageUrl.toString())).json()) as Record<ListKey, T[]>;
  return body[key] ?? [];
}

/** The number of the last page that has entries (0 when there is none): doubling, then halving. */
async function lastPage(page: Page, url: URL, key: ListKey): Promise<number> {
  let full = 0;
  let empty = 1;
  while ((await listPage(page, url, key, empty)).length > 0) {
    full = empty;
    empty *= 2;
  }
  while (empty - full > 1) {
    const middle = Math.floor((full + empty) / 2);
    if ((await listPage(page, url, key, middle)).length > 0) full = middle;
    else empty = middle;
  }
  return full;
}

/**
 * Every demo entry of a list, read once. A newest-first list holds the demo content at its end, as one block
 * (it is seeded before any test runs), and by the time a late spec runs, the tests' own sign-ups fill dozens
 * of pages in front of it: those are skipped by finding the last page, then reading back until a page holds
 * an entry of a test. Any other order is read from its first page to its last.
 */
async function readDemoEntries<T>(page: Page, url: URL, list: DemoList<T>): Promise<T[]> {
  const pages: T[][] = [];
  if (list.order === 'any') {
    for (let n = 1; ; n++) {
      const entries = await listPage<T>(page, url, list.key, n);
      if (entries.length === 0) break;
      pages.push(entries);
    }
  } else {
    for (let n = await lastPage(page, url, list.key); n >= 1; n--) {
      const entries = await listPage<T>(page, url, list.key, n);
      pages.unshift(entries);
      if (!entries.every(list.isDemo)) break;
    }
  }
  return pages.flat().filter(list.isDemo);
}

/**
 * The demo entries, read until two readings in a row agree. Other specs sign people up and delete them while
 * a list is read page by page, which moves the entries from one page to the next between two requests: one
 * reading may then miss an entry or hold one twice.
 */
async function demoEntries<T>(page: Page, url: URL, list: DemoList<T>): Promise<T[]> {
  let last = await readDemoEntries(page, url, list);
  for (let reading = 2; reading <= 6; reading++) {
    const next = await readDemoEntries(page, url, list);
    if (JSON.stringify(next) === JSON.stringify(last)) return next;
    last = next;
  }
  return last;
}

/** Answers GET `path` (a list API with ?page=) with every page's demo entries on page 1 and nothing after. */
async function routeList<T>(page: Page, path: string, list: DemoList<T>): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const url = new URL(route.request().url());
      const entries =
        Number(url.searchParams.get('page') ?? '1') > 1 ? [] : await demoEntries(page, url, list);
      return route.fulfill({ json: { [list.key]: entries } });
    },
  );
}

/** Makes the home feed, search results and the shop list show the demo content only. */
export async function fixLists(page: Page): Promise<void> {
  const isDemo = (person: { username: string }) => DEMO_USERNAMES.has(person.username);
  await routeList(page, '/api/home/', { key: 'users', isDemo, order: 'newest-first' });
  await routeList(page, '/api/search/', { key: 'users', isDemo, order: 'any' });
  await routeList<{ productName: string }>(page, '/api/product/', {
    key: 'products',
    isDemo: (product) => DEMO_PRODUCTS.has(product.productName),
    order: 'newest-first',
  });
}
