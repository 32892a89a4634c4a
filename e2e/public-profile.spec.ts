import { expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { appReady, MOBILE, openProfile, signUpViaApi } from './support';

test.use({ viewport: MOBILE });

test('a visible profile draws from the HTML alone, with accounts, the QR card and preview tags', async ({
  page,
}) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/user/')) apiCalls.push(request.url());
  });
  const response = await openProfile(page, 'aarav');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Aarav Sharma' })).toBeVisible();
  await expect(page.getByText('aarav.clicks', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Instagram .*, open profile$/ })).toHaveAttribute(
    'href',
    'https://www.instagram.com/aarav.clicks',
  );
  await expect(page.getByRole('button', { name: 'View QR Code Profile' })).toBeVisible();
  await expect(page).toHaveTitle('Aarav Sharma (@aarav) | HandleHub');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/user/aarav`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Aarav Sharma (@aarav)');
  expect(apiCalls).toEqual([]);

  await page.getByRole('link', { name: 'Back to HomePage' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('unknown, locked and empty profiles show their own states', async ({ page, browser }) => {
  const unknown = await openProfile(page, 'nobody.at.all');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'User Not Found!' })).toBeVisible();
  await expect(page.getByText('The user that you are looking for does not exist')).toBeVisible();

  await openProfile(page, 'lars.locked');
  await expect(page.getByRole('heading', { name: 'Not Accessible!' })).toBeVisible();
  await expect(page.getByText('User has temporarily taken a brake')).toBeVisible();

  const ownerContext = await browser.newContext();
  const empty = await signUpViaApi(await ownerContext.newPage(), { name: 'Empty Person' });
  await ownerContext.close();
  await openProfile(page, empty.username);
  await expect(page.getByRole('heading', { level: 1, name: 'Empty Person' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Social Account Found!' })).toBeVisible();
  await expect(page.getByText('User has not added any of its social account')).toBeVisible();
  await expect(page.getByTestId('qr-card')).toHaveCount(0);
});

test('without embedded data the page fetches the profile, and a failed fetch offers a reload', async ({
  page,
}) => {
  // Serve the HTML without its profile data, as after an in-app navigation.
  await page.route('**/user/maya.l', async (route) => {
    const original = await route.fetch();
    const body = (await original.text()).replace(
      /<script type="application\/json" id="profile-data">.*?<\/script>/s,
      '',
    );
    await route.fulfill({ response: original, body });
  });
  await page.route('**/api/user/**', (route) => route.abort());
  await openProfile(page, 'maya.l');
  await expect(page.getByRole('heading', { name: 'Some went wrong' })).toBeVisible();

  await page.unroute('**/api/user/**');
  const fetched = page.waitForResponse((r) => r.url().endsWith('/api/user/maya.l'));
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('button', { name: 'Please reload the page' }).click(),
  ]);
  // The reloaded page is drawn by the server again; its app (which fetches) starts on the first intent.
  await appReady(page);
  expect((await fetched).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Maya Lindqvist' })).toBeVisible();
  await expect(page.getByText('mayalindqvist', { exact: true })).toBeVisible();
});

test('a name full of markup is shown as text, never run', async ({ page, browser }) => {
  const name = '<img src=x onerror=window.hacked=1>';
  const ownerContext = await browser.newContext();
  const owner = await signUpViaApi(await ownerContext.newPage(), { name });
  await ownerContext.close();
  await openProfile(page, owner.username);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
});
