import { expect, type Page, test } from '@playwright/test';
import { MOBILE, signUpViaApi } from './support';

/**
 * Decision 020: on a server-drawn page the app's code runs on the visitor's first sign of intent. Until
 * then the page is whole (text, photos, links), its files are only prefetched, and a tap on a button is
 * held and given to that button once the app has hydrated.
 */
test.use({ viewport: MOBILE, hasTouch: true, isMobile: true });

/** What of the app runs on the page: its modules, its stylesheet, and whether it hydrated. */
const appState = (page: Page) =>
  page.evaluate(() => ({
    modules: Array.from(document.querySelectorAll<HTMLScriptElement>('script[type="module"]'), (script) =>
      new URL(script.src).pathname.replace(/-[\w-]{8}\.js$/, ''),
    ),
    stylesheets: document.querySelectorAll('link[rel="stylesheet"]').length,
    ready: document.documentElement.dataset.appReady ?? null,
    prefetched: document.querySelectorAll('link[rel="prefetch"]').length,
  }));

for (const path of ['/user/aarav', '/home', '/search', '/shop', '/info', '/']) {
  test(`${path}: a visitor who only reads runs none of the app; its files are prefetched`, async ({
    page,
  }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect.poll(async () => (await appState(page)).prefetched).toBeGreaterThan(0);
    // The profile runs its own small module (its view and handle-link beacons); no page runs the app's.
    expect(await appState(page)).toMatchObject({
      modules: path.startsWith('/user/') ? ['/assets/before-app'] : [],
      stylesheets: 0,
      ready: null,
    });
  });
}

test('a tap on a QR button before the app runs opens that QR code', async ({ page }) => {
  await page.goto('/user/aarav');
  expect((await appState(page)).ready).toBeNull();
  const qr = page.getByRole('button', { name: /^QR code of the / }).first();
  const label = await qr.getAttribute('aria-label');
  await qr.tap();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img').first()).toBeVisible();
  expect(label).toMatch(/QR code of the \w+ link/);
  expect((await appState(page)).ready).toBe('true');
});

test('the app a first tap starts takes the sign-in configuration from the page, and fetches none', async ({
  page,
  baseURL,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/config') fetched.push(request.url());
  });
  await page.goto('/user/aarav');
  await page.getByRole('button', { name: 'View QR Code Profile' }).tap();
  const dialog = page.getByRole('dialog', { name: 'QR Code Profile' });
  await expect(dialog).toBeVisible();
  // The link to copy is built from PUBLIC_URL, which the page carried.
  await expect(dialog.getByTestId('qr-profile-link')).toContainText(`${baseURL}/user/aarav`);
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
});

test('a tap on the colour switch before the app runs switches the scheme once', async ({ page }) => {
  await page.goto('/info');
  const html = page.locator('html');
  const before = await html.getAttribute('data-mantine-color-scheme');
  await page
    .locator('nav.hh-bottom-bar')
    .getByRole('button', { name: /Switch to (light|dark) mode/ })
    .tap();
  await expect(html).toHaveAttribute('data-app-ready', 'true');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', before === 'dark' ? 'light' : 'dark');
});

test('a tap on a link before the app runs opens its page', async ({ page }) => {
  await page.goto('/home');
  const card = page.getByRole('link', { name: /Visit Account/ }).first();
  const href = await card.getAttribute('href');
  await card.tap();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("a signed-in person's app starts at once, without any input", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/user/aarav');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
});
