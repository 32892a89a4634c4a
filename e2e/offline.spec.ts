import { type BrowserContext, expect, type Page, test, type Worker } from '@playwright/test';
import sharp from 'sharp';
import { MESSAGES } from '../packages/shared/src/messages';
import { baseURL } from '../playwright.config';
import { decodeQrImg } from './qr-and-clipboard';
import {
  appReady,
  bottomBar,
  MOBILE,
  openProfile,
  type SignedUpUser,
  signUpViaApi,
  storeSession,
} from './support';

// Installable and offline (docs/decisions/010-installable-and-offline.md). The other specs block
// service workers (playwright.config.ts); these are about one.
test.use({ serviceWorkers: 'allow', viewport: MOBILE });

const API_CACHE = 'handlehub-api-v1';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** The app's service worker once it is active and controls the page (after a reload if needed). */
async function activeServiceWorker(page: Page, context: BrowserContext): Promise<Worker> {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
    .toBe('activated');
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toBe(`${baseURL}/sw.js`);
  const worker = context.serviceWorkers().find((w) => w.url() === `${baseURL}/sw.js`);
  return worker ?? (await context.waitForEvent('serviceworker'));
}

/** What a fetch from the page and from the service worker itself get: proves the network is really cut. */
async function networkSeenBy(page: Page, worker: Worker): Promise<[string, string]> {
  const probe = () =>
    fetch(`/readyz?probe=${Math.random()}`, { cache: 'no-store' }).then(
      (r) => `status ${r.status}`,
      () => 'offline',
    );
  return [await page.evaluate(probe), await worker.evaluate(probe)];
}

/** Opens 'View QR Code Profile' and decodes the QR image it draws. */
async function readQrCode(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'View QR Code Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'QR Code Profile' });
  await expect(dialog).toBeVisible();
  const { text } = await decodeQrImg(dialog.getByTestId('qr-image'));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return text;
}

/** The profile link in the QR code: PUBLIC_URL/user/{username}, with or without a query. */
const profileLink = (username: string) =>
  new RegExp(`^${`${baseURL}/user/${username}`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(\\?[^#]*)?$`);

/** The per-session copies the service worker keeps (URLs of the API cache carrying a session hash). */
const keptSessionAnswers = (page: Page) =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const keys = await (await caches.open(name)).keys();
    return keys.map((request) => request.url).filter((url) => url.includes('handlehub-session='));
  }, API_CACHE);

test('the app can be installed: a valid manifest with its icons, theme colour and a service worker', async ({
  page,
  context,
}) => {
  await page.goto('/info');
  await appReady(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#5b4bd6');
  const appleIcon = page.locator('link[rel="apple-touch-icon"]');
  await expect(appleIcon).toHaveAttribute('href', '/icons/apple-touch-icon.png');

  const response = await page.request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
  expect(manifest).toMatchObject({
    name: 'HandleHub',
    short_name: 'HandleHub',
    start_url: '/profile',
    scope: '/',
    display: 'standalone',
    theme_color: '#5b4bd6',
  });
  expect(manifest.description).toEqual(expect.any(String));
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);

  // Every icon loads as a PNG of the size it claims; 192 and 512 exist for launchers and for masks.
  for (const icon of manifest.icons) {
    const file = await page.request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type'], icon.src).toBe('image/png');
    const { width, height, format } = await sharp(await file.body()).metadata();
    expect([format, `${width}x${height}`], icon.src).toEqual(['png', icon.sizes]);
  }
  const sizesFor = (purpose: string) =>
    manifest.icons.filter((i) => (i.purpose ?? 'any').split(' ').includes(purpose)).map((i) => i.sizes);
  expect(sizesFor('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(sizesFor('maskable')).toEqual(expect.arrayContaining(['192x192', '512x512']));
  const apple = await page.request.get((await appleIcon.getAttribute('href'))!);
  expect((await sharp(await apple.body()).metadata()).width).toBe(180);

  // Chromium's own reading of the manifest: no parse errors, and nothing stops installing the app.
  const worker = await activeServiceWorker(page, context);
  expect(worker.url()).toBe(`${baseURL}/sw.js`);
  const cdp = await context.newCDPSession(page);
  const parsed = await cdp.send('Page.getAppManifest');
  expect(parsed.url).toBe(`${baseURL}/manifest.webmanifest`);
  expect(parsed.errors).toEqual([]);
  // Playwright's browser contexts are incognito, which Chromium never installs from; nothing else may stand in the way.
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
});

test('once visited, the own profile and its QR code open with the network cut, and only for that session', async ({
  page,
  context,
}) => {
  const other: SignedUpUser = await signUpViaApi(page, { name: 'Other Guest' });
  const host = await signUpViaApi(page, { name: 'Lan Host' });
  const saved = await page.request.post('/api/social/updatesocialaccount', {
    headers: { 'user-token': host.token },
    data: { instagram: 'lan.host', pubg: '5123456789' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const handle = (page: Page) => page.getByTestId('account-username').filter({ hasText: 'lan.host' });
  const hostHeading = page.getByRole('heading', { level: 1, name: 'Lan Host' });
  const accountsFailed = page.getByRole('region', { name: 'Social accounts' }).getByText(MESSAGES.listFailed);

  // The visit: the worker takes over, then the profile and its QR modal load through it once.
  await page.goto('/profile');
  const worker = await activeServiceWorker(page, context);
  await page.reload();
  await expect(hostHeading).toBeVisible();
  await expect(handle(page)).toBeVisible();
  expect(await readQrCode(page)).toMatch(profileLink(host.username));

  // The network goes away while the app is open on another screen; the Profile tab still works.
  await page.goto('/info');
  await appReady(page);
  await context.setOffline(true);
  expect(await networkSeenBy(page, worker)).toEqual(['offline', 'offline']);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  await bottomBar(page).getByRole('link', { name: 'Profile' }).click();
  await expect(hostHeading).toBeVisible();
  await expect(handle(page)).toBeVisible();
  await expect(page.getByTestId('account-username').filter({ hasText: '5123456789' })).toBeVisible();

  // Opened afresh without a network (the LAN party): the shell, the profile, the accounts and the QR code.
  await page.reload();
  await expect(hostHeading).toBeVisible();
  await expect(handle(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Insights' })).toBeVisible();
  await expect(page.getByText(MESSAGES.listFailed)).toHaveCount(0);
  expect(await readQrCode(page)).toMatch(profileLink(host.username));
  expect(await networkSeenBy(page, worker)).toEqual(['offline', 'offline']);

  // Another session on this browser never gets the host's copies, even before anyone logs out.
  await storeSession(page, other.user, other.token);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Other Guest' })).toBeVisible();
  await expect(accountsFailed).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('lan.host')).toHaveCount(0);
  await storeSession(page, host.user, host.token);
  await page.reload();
  await expect(handle(page)).toBeVisible();

  // Back online, the host logs out: the copies go with the session.
  expect(await keptSessionAnswers(page)).not.toEqual([]);
  await context.setOffline(false);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Logout' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(() => keptSessionAnswers(page)).toEqual([]);

  // Offline again: nothing of the host's shows, not even with their old token still in the browser.
  await context.setOffline(true);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Login Required' })).toBeVisible();
  await expect(hostHeading).toHaveCount(0);
  await storeSession(page, host.user, host.token);
  await page.reload();
  await expect(hostHeading).toBeVisible();
  await expect(accountsFailed).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('lan.host')).toHaveCount(0);
  await context.setOffline(false);
});

test('with the service worker in charge, public profiles still come server-rendered and hydrate', async ({
  page,
  context,
}) => {
  await page.goto('/info');
  await appReady(page);
  await activeServiceWorker(page, context);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  const response = await openProfile(page, 'aarav');
  expect(response?.fromServiceWorker()).toBe(true);
  expect(await response?.text()).toMatch(/<div id="root" data-ssr="true">/);
  await expect(page.getByRole('heading', { level: 1, name: 'Aarav Sharma' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Hydrated: React's handlers answer.
  await page.getByRole('button', { name: 'View QR Code Profile' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(problems).toEqual([]);
});
