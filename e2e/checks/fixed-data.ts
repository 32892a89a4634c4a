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

/** Answers GET `path` (a list API with ?page=) with every page's demo entries on page 1 and nothing after. */
async function routeList<T>(
  page: Page,
  path: string,
  key: ListKey,
  keep: (item: T) => boolean,
): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const url = new URL(route.request().url());
      if (Number(url.searchParams.get('page') ?? '1') > 1) return route.fulfill({ json: { [key]: [] } });
      const items: T[] = [];
      for (let n = 1; n <= 50; n++) {
        url.searchParams.set('page', String(n));
        const answer = await page.request.get(url.toString());
        const body = (await answer.json()) as Record<ListKey, T[]>;
        if (!body[key]?.length) break;
        items.push(...body[key]);
      }
      return route.fulfill({ json: { [key]: items.filter(keep) } });
    },
  );
}

/** Makes the home feed, search results and the shop list show the demo content only. */
export async function fixLists(page: Page): Promise<void> {
  await routeList<{ username: string }>(page, '/api/home/', 'users', (u) => DEMO_USERNAMES.has(u.username));
  await routeList<{ username: string }>(page, '/api/search/', 'users', (u) => DEMO_USERNAMES.has(u.username));
  await routeList<{ productName: string }>(page, '/api/product/', 'products', (p) =>
    DEMO_PRODUCTS.has(p.productName),
  );
}
