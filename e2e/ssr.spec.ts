import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { pixelDifference } from './checks/pixels';
import { DESKTOP, MOBILE, openProfile } from './support';

test.use({ viewport: MOBILE });

test('the first HTML response of a profile already carries the name, photo and handles', async ({
  request,
}) => {
  const response = await request.get('/user/aarav');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const root = html.slice(html.indexOf('<div id="root"'));
  expect(root).toMatch(/^<div id="root" data-ssr="true">/);
  expect(root).toMatch(/<h1[^>]*>Aarav Sharma<\/h1>/);
  expect(root).toContain('aarav.clicks');
  expect(root).toContain('href="https://www.instagram.com/aarav.clicks"');
  expect(root).toMatch(/<img[^>]+alt="Photo of Aarav Sharma"/);
  // Inline scripts run only by their hashes in the CSP (no 'unsafe-inline').
  const scriptSrc = /script-src ([^;]*)/.exec(response.headers()['content-security-policy'] ?? '')![1]!;
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  const inline = [
    // Executable inline scripts only: not the data blocks (the profile, the app's assets, the JSON-LD).
    ...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/(?:ld\+)?json"))[^>]*>([^<]*)<\/script>/g),
  ];
  expect(inline.length).toBe(2); // the colour scheme and the app loader
  for (const [, text] of inline) {
    expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(text!).digest('base64')}'`);
  }
  // The first paint waits for no stylesheet and no script: the page's CSS is inline, the app loads after.
  expect(html).not.toMatch(/<link[^>]+rel="(stylesheet|modulepreload)"|<script[^>]+type="module"/);
});

test("the profile page preloads its screen's own chunks, beyond the ones the shell loads", async ({
  request,
}) => {
  const shell = await (await request.get('/home')).text();
  const shellModules = [...shell.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map(
    ([, href]) => href!,
  );
  const html = await (await request.get('/user/aarav')).text();
  const assets = /<script type="application\/json" id="app-assets">([^<]*)<\/script>/.exec(html);
  expect(assets).not.toBeNull();
  const { modules } = JSON.parse(assets![1]!) as { modules: string[] };
  const own = modules.filter((href) => !shellModules.includes(href));
  // Empty if the server lost track of the profile screen in the web build (a moved or renamed page).
  expect(own.length).toBeGreaterThan(0);
  for (const href of own) {
    expect(href).toMatch(/^\/assets\/[^/]+\.js$/);
    expect((await request.get(href)).status()).toBe(200);
  }
});

const photo = (page: Page) => page.getByRole('img', { name: 'Photo of Aarav Sharma' });

/**
 * Opens /user/aarav with the whole app and stylesheet in `loaded` and expects it to look exactly like
 * `firstPaint`, which shows the page drawn with the inlined critical CSS only.
 */
async function expectSameAsFullyLoaded(firstPaint: Page, loaded: BrowserContext) {
  await expect(photo(firstPaint)).toHaveJSProperty('complete', true);
  const after = await loaded.newPage();
  await openProfile(after, 'aarav');
  // The shell's stylesheet, then the screen's own (its CSS modules), which comes with the screen's chunk.
  await expect(after.locator('link[rel="stylesheet"]').first()).toBeAttached();
  await after.waitForLoadState('networkidle');
  await expect
    .poll(() =>
      after.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every(
          (l) => l.sheet,
        ),
      ),
    )
    .toBe(true);
  await expect(photo(after)).toHaveJSProperty('complete', true);
  const shot = { fullPage: true, animations: 'disabled', caret: 'hide' } as const;
  const [a, b] = await Promise.all([firstPaint.screenshot(shot), after.screenshot(shot)]);
  const difference = await pixelDifference(a, b);
  if (difference.largestStep > 3) {
    await test.info().attach('first-paint', { body: a, contentType: 'image/png' });
    await test.info().attach('fully-loaded', { body: b, contentType: 'image/png' });
    writeFileSync(test.info().outputPath('first-paint.png'), a);
    writeFileSync(test.info().outputPath('fully-loaded.png'), b);
  }
  // Anti-aliasing along rounded card edges may land a few levels apart between two paints (seen: up to
  // 118 edge pixels, one of them 3 levels of one channel, the rest 1–2); anything a missing rule draws
  // differs by far more.
  expect(difference.sameSize).toBe(true);
  expect(difference.largestStep).toBeLessThanOrEqual(3);
}

for (const [device, viewport] of [
  ['phone', MOBILE],
  ['desktop', DESKTOP],
] as const) {
  test(`on a ${device}, the inlined CSS draws the page as the whole stylesheet does`, async ({ browser }) => {
    // Without JavaScript the loader never runs: only the critical CSS the server inlined applies.
    const firstPaint = await browser.newContext({ viewport, javaScriptEnabled: false });
    const loaded = await browser.newContext({ viewport });
    try {
      const before = await firstPaint.newPage();
      await before.goto('/user/aarav');
      expect(await before.locator('link[rel="stylesheet"]').count()).toBe(0);
      await expectSameAsFullyLoaded(before, loaded);
    } finally {
      await firstPaint.close();
      await loaded.close();
    }
  });
}

test('in dark mode too, the inlined CSS draws the page as the whole stylesheet does', async ({ browser }) => {
  // The colour-scheme script runs; the app's own files are refused, so only the inlined CSS applies.
  const firstPaint = await browser.newContext({ viewport: MOBILE, colorScheme: 'dark' });
  const loaded = await browser.newContext({ viewport: MOBILE, colorScheme: 'dark' });
  try {
    const before = await firstPaint.newPage();
    await before.route('**/assets/**', (route) => route.abort());
    await before.goto('/user/aarav');
    await expect(before.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await before.waitForLoadState('networkidle');
    expect(await before.locator('html').getAttribute('data-app-ready')).toBeNull();
    await expectSameAsFullyLoaded(before, loaded);
  } finally {
    await firstPaint.close();
    await loaded.close();
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the profile is still readable', async ({ page }) => {
    await page.goto('/user/aarav');
    await expect(page.getByRole('heading', { level: 1, name: 'Aarav Sharma' })).toBeVisible();
    await expect(page.getByText('aarav.clicks', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Instagram .*, open profile$/ })).toBeVisible();
  });
});

test('after hydration the page works, with no hydration error in the console', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await openProfile(page, 'aarav');
  // Hydrated: React's event handlers answer (the server's markup alone has none).
  await page.getByRole('button', { name: 'View QR Code Profile' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Share it on whatsapp')).toBeVisible();
  await page.keyboard.press('Escape');
  // Client-side navigation still goes through the router.
  await page.getByRole('link', { name: 'Back to HomePage' }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect(problems).toEqual([]);
});
