import { writeFileSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './checks/axe';
import { pixelDifference } from './checks/pixels';
import { appReady, bottomBar, DESKTOP, MOBILE, signInOnLoad, signUpViaApi, topBar } from './support';

/**
 * The public screens the server renders besides `/user/{username}` (apps/web/src/ssr/server-screens.tsx):
 * they paint from the first response, the browser hydrates them, and the inlined critical CSS draws them
 * as the whole stylesheet does.
 */
const SCREENS = [
  { path: '/', heading: /Unlock your next\s*connection/ },
  { path: '/home', heading: 'Discover people' },
  { path: '/search', heading: 'Search' },
  { path: '/shop', heading: 'Shop' },
  { path: '/info', heading: 'Frequently asked questions' },
] as const;

const rootOf = (html: string) => html.slice(html.indexOf('<div id="root"'));

/**
 * Markup with the server renderer's character references read back (other specs sign up people whose
 * names are markup); `&amp;` last, so that an escaped reference stays text.
 */
const unescaped = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

for (const { path, heading } of SCREENS) {
  test(`the first response of ${path} carries the screen, and no blocking stylesheet or script`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(rootOf(html)).toMatch(/^<div id="root" data-ssr="true">/);
    const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(rootOf(html));
    expect(h1?.[1]?.replace(/<[^>]+>/g, '')).toMatch(heading);
    expect(html).toMatch(/<style data-critical-css>[^<]+<\/style>/);
    expect(html).not.toMatch(/<link[^>]+rel="(stylesheet|modulepreload)"|<script[^>]+type="module"/);
  });
}

test('the feed and the shop arrive filled in the first response, with the data the browser hydrates with', async ({
  request,
}) => {
  const home = await (await request.get('/home')).text();
  const cards = [...rootOf(home).matchAll(/>Visit Account</g)];
  expect(cards.length).toBeGreaterThan(0);
  const seeds = /<script type="application\/json" id="query-seeds">([^<]*)<\/script>/.exec(home);
  const seeded = JSON.parse(seeds![1]!) as [string[], unknown][];
  // The feed's first page, and the sign-in configuration the app would otherwise fetch (its public address).
  expect(seeded.map(([key]) => key)).toEqual([
    ['auth', 'config'],
    // The feed's key names its game and whether it lists verified people only.
    ['home-feed', 'all', 'everyone'],
  ]);
  expect(seeded[0]![1]).toEqual(await (await request.get('/api/auth/config')).json());
  const data = seeded[1]![1] as { pages: { name: string }[][] };
  expect(data.pages[0]!.length).toBe(cards.length);
  for (const person of data.pages[0]!) expect(unescaped(rootOf(home))).toContain(person.name);

  const shop = await (await request.get('/shop')).text();
  expect(rootOf(shop)).toContain('Gamer Tag Hoodie');
  expect(rootOf(shop)).toContain('Shop Now');
});

test('a URL with a query string is drawn by the browser, as before', async ({ request }) => {
  const html = await (await request.get('/home?game=pubg')).text();
  expect(html).toContain('<div id="root"></div>');
});

/** Opens `path` and waits until the app has hydrated it; fails on any console error or hydration warning. */
async function openHydrated(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(path);
  await appReady(page);
  return problems;
}

test.describe('after hydration', () => {
  test.use({ viewport: MOBILE });

  test('the landing page works: its call to action goes through the router', async ({ page }) => {
    const problems = await openHydrated(page, '/');
    await page.getByRole('link', { name: 'Explore' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Discover people' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the feed works: a game chip filters it', async ({ page }) => {
    const problems = await openHydrated(page, '/home');
    await page.getByRole('radio', { name: 'PUBG' }).click();
    await expect(page).toHaveURL(/game=pubg/);
    expect(problems).toEqual([]);
  });

  test('search works: typing finds a person', async ({ page }) => {
    const problems = await openHydrated(page, '/search');
    await page.getByRole('textbox', { name: 'Search for name or username' }).fill('Aarav Sharma');
    await expect(page.getByText('@aarav', { exact: true })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the shop and the info page hydrate without a problem', async ({ page }) => {
    const problems = await openHydrated(page, '/shop');
    await expect(page.getByRole('link', { name: /Shop Now/ }).first()).toBeVisible();
    problems.push(...(await openHydrated(page, '/info')));
    expect(problems).toEqual([]);
  });
});

/**
 * `path` drawn twice from the same first response: once with only the inlined critical CSS (scripts off,
 * or in dark mode the app's files refused so the scheme script still runs), once with the whole app and
 * stylesheet. The two must look the same in the first viewport.
 */
async function expectFirstPaintAsLoaded(
  browser: Browser,
  path: string,
  viewport: typeof MOBILE,
  dark: boolean,
) {
  const colorScheme = dark ? 'dark' : 'light';
  const firstPaint = await browser.newContext({ viewport, colorScheme, javaScriptEnabled: dark });
  const loaded = await browser.newContext({ viewport, colorScheme });
  try {
    const before = await firstPaint.newPage();
    // One first response for both, so a person joining between the two loads changes neither.
    const response = await before.request.get(path);
    const html = await response.text();
    const sameDocument = (page: Page) =>
      page.route(
        (url) => url.pathname === path,
        (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
      );
    await sameDocument(before);
    if (dark) await before.route('**/assets/**', (route) => route.abort());
    await before.goto(path);
    await before.waitForLoadState('networkidle');
    // Only the inlined CSS applies: no stylesheet loaded (scripts off), or the app never ran (files refused).
    if (dark) expect(await before.locator('html').getAttribute('data-app-ready')).toBeNull();
    else expect(await before.locator('link[rel="stylesheet"]').count()).toBe(0);
    const after = await loaded.newPage();
    await sameDocument(after);
    await after.goto(path);
    await appReady(after);
    await after.waitForLoadState('networkidle');
    const allImages = (page: Page) =>
      expect
        .poll(() => page.evaluate(() => Array.from(document.images).every((image) => image.complete)))
        .toBe(true);
    await allImages(before);
    await allImages(after);
    const shot = { animations: 'disabled', caret: 'hide' } as const;
    const [a, b] = await Promise.all([before.screenshot(shot), after.screenshot(shot)]);
    const difference = await pixelDifference(a, b);
    if (difference.largestStep > 2) {
      writeFileSync(test.info().outputPath('first-paint.png'), a);
      writeFileSync(test.info().outputPath('fully-loaded.png'), b);
    }
    expect(difference.sameSize).toBe(true);
    expect(difference.largestStep).toBeLessThanOrEqual(2);
  } finally {
    await firstPaint.close();
    await loaded.close();
  }
}

for (const { path } of SCREENS) {
  for (const [device, viewport, dark] of [
    ['phone', MOBILE, false],
    ['phone, dark', MOBILE, true],
    ['desktop', DESKTOP, false],
  ] as const) {
    test(`${path} on a ${device}: the inlined CSS draws it as the whole stylesheet does`, async ({
      browser,
    }) => {
      await expectFirstPaintAsLoaded(browser, path, viewport, dark);
    });
  }
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the colour switch shows one icon in the ${scheme} scheme`, async ({ browser }) => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const context = await browser.newContext({ viewport, colorScheme: scheme });
      const page = await context.newPage();
      await page.goto('/info');
      await appReady(page);
      const bar = viewport === MOBILE ? bottomBar(page) : topBar(page);
      const toggle = bar.getByRole('button', { name: /Switch to (light|dark) mode/ });
      await expect(toggle.locator('svg:visible')).toHaveCount(1);
      await context.close();
    }
  });
}

/**
 * The screens of a signed-in person (/profile, the installed app's start page, and /settings): the server
 * cannot know the session (it lives in the browser), so it draws each screen's frame: the buttons and
 * labels, and placeholders where the person's own data goes. The frame paints before any of the app's
 * code, and the app then draws each part where the frame had it.
 */
const FRAMES = [
  {
    path: '/profile',
    // What the frame draws as it will stay: Edit profile and Add account are plain links.
    seen: (page: Page) => [
      page.getByRole('link', { name: 'Edit profile' }),
      page.getByRole('link', { name: 'Add account' }),
    ],
    disabled: (page: Page) => [page.getByRole('button', { name: 'Share' })],
    // Placed under the person and the caption: it sits where the app draws it only if the placeholders are
    // the person's size and the frame's CSS spaces the card as the whole stylesheet does.
    anchor: (page: Page) => page.getByTestId('share-panel').getByRole('link', { name: 'Settings' }),
    loaded: (page: Page, name: string) => page.getByRole('heading', { level: 1, name }),
  },
  {
    path: '/settings',
    seen: (page: Page) => [
      page.getByRole('heading', { level: 1, name: 'Settings' }),
      page.getByRole('link', { name: 'Privacy Policy' }),
    ],
    disabled: (page: Page) => [page.getByRole('switch', { name: 'Lock Account' })],
    anchor: (page: Page) => page.getByRole('button', { name: 'Logout' }),
    loaded: (page: Page) => page.getByRole('switch', { name: 'Display on Home' }),
  },
] as const;

for (const { path, seen, disabled, anchor, loaded } of FRAMES) {
  for (const [device, viewport, scheme] of [
    ['phone', { width: 390, height: 844 }, 'light'],
    ['desktop, dark', DESKTOP, 'dark'],
  ] as const) {
    test(`signed in, ${path} on a ${device} paints its frame before the app, each part where the app draws it`, async ({
      browser,
      page: setUp,
    }) => {
      const me = await signUpViaApi(setUp, { name: 'Framed Fatima' });
      const context = await browser.newContext({ viewport, colorScheme: scheme });
      try {
        const first = await context.newPage();
        await signInOnLoad(first, me.user, me.token);
        // None of the app's files: what shows is what the first response drew, with its inlined CSS.
        await first.route('**/assets/**', (route) => route.abort());
        await first.goto(path);
        for (const part of seen(first)) await expect(part).toBeVisible();
        for (const part of disabled(first)) await expect(part).toBeDisabled();
        expect(await first.locator('html').getAttribute('data-app-ready')).toBeNull();
        await expectNoSeriousA11yViolations(first, `${path} frame`);
        const framed = await anchor(first).boundingBox();

        const app = await context.newPage();
        await signInOnLoad(app, me.user, me.token);
        const problems: string[] = [];
        app.on('console', (message) => {
          if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
        });
        await app.goto(path);
        // The app starts without waiting for a tap, and draws the person's own page.
        await expect(loaded(app, me.name)).toBeVisible({ timeout: 10_000 });
        await expect(app.locator('html')).toHaveAttribute('data-app-ready', 'true');
        await expect(app.locator('[data-awaits-session]')).toHaveCount(0);
        expect(await anchor(app).boundingBox()).toEqual(framed);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
}

test('signed out, /profile shows its invitation to log in without waiting for a tap', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Login Required' })).toBeVisible();
  await expect(page.locator('[data-awaits-session]')).toHaveCount(0);
});
