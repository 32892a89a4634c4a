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

test.describe('nothing a person does before the app runs is lost', () => {
  const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Search for name or username' });
  const results = (page: Page) => page.getByRole('list', { name: 'Search results' });

  test('a paste into the search box (an input without keys) starts the app and is searched for', async ({
    page,
  }) => {
    await page.goto('/search');
    await page.waitForLoadState('networkidle');
    // What a phone keyboard's suggestion, dictation or a paste from the menu sends: no key, no pointer.
    await searchBox(page).evaluate((field: HTMLInputElement) => {
      field.value = 'aarav';
      field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
    });
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    await expect(results(page).getByRole('link', { name: /aarav/i }).first()).toBeVisible();
    await expect(searchBox(page)).toHaveValue('aarav');
  });

  test('every key typed while the app starts on a slow phone is kept and searched for', async ({
    page,
    context,
  }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/search');
    await page.waitForLoadState('networkidle');
    // The app only writes what it was given: no write to the field's value, before or during hydration.
    await searchBox(page).evaluate((field: HTMLInputElement) => {
      const own = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
      const writes: string[] = [];
      Object.assign(window, { fieldWrites: writes });
      Object.defineProperty(field, 'value', {
        get: () => own.get!.call(field),
        set: (text: string) => {
          writes.push(text);
          own.set!.call(field, text);
        },
      });
    });
    await searchBox(page).tap();
    await page.keyboard.type('aarav', { delay: 120 });
    await expect(searchBox(page)).toHaveValue('aarav');
    await expect(results(page).getByRole('link', { name: /aarav/i }).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { fieldWrites: string[] }).fieldWrites)).toEqual(
      [],
    );
  });

  test("Instagram's browser gets 'Open in your browser' in the first HTML, and nothing moves when the app starts", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: MOBILE,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 324.0.4.26.52 (iPhone15,2; iOS 17_4; en_US; en; scale=3.00; 1179x2556; 571238493)',
    });
    const page = await context.newPage();
    const response = await page.goto('/user/aarav');
    expect(await response!.text()).toContain('data-testid="in-app-browser"');
    expect(response!.headers().vary).toContain('user-agent');
    const notice = page.getByTestId('in-app-browser');
    await expect(notice).toBeVisible();
    expect((await appState(page)).ready).toBeNull();
    const heading = page.getByRole('heading', { level: 1 });
    const before = (await heading.boundingBox())!.y;
    await page.mouse.wheel(0, 0);
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    expect((await heading.boundingBox())!.y).toBe(before);
    await expect(notice.getByRole('link', { name: 'Open in your browser' })).toHaveAttribute(
      'href',
      /^instagram:\/\/extbrowser\/\?url=/,
    );
    await context.close();
  });

  test("if the app's scripts do not load, a tapped button says so instead of doing nothing", async ({
    page,
  }) => {
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort('connectionfailed'));
    await page.goto('/user/aarav');
    await page.getByRole('button', { name: 'View QR Code Profile' }).tap();
    const alert = page.getByRole('alert').filter({ hasText: "This button needs the page's scripts" });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('link', { name: 'Reload the page' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("if the screen's own code does not load, a tapped button says so too", async ({ page }) => {
    await page.route(/\/assets\/search-page-[\w-]+\.js$/, (route) => route.abort('connectionfailed'));
    await page.goto('/search');
    await page.getByRole('radio', { name: 'PUBG' }).tap();
    await expect(
      page.getByRole('alert').filter({ hasText: "This button needs the page's scripts" }),
    ).toBeVisible();
  });
});
