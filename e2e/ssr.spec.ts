import { expect, test } from '@playwright/test';
import { MOBILE } from './support';

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
  // No inline executable script: the CSP stays strict.
  expect(html).not.toMatch(/<script(?![^>]*\b(src=|type="application\/json"))[^>]*>/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the profile is still readable', async ({ page }) => {
    await page.goto('/user/aarav');
    await expect(page.getByRole('heading', { level: 1, name: 'Aarav Sharma' })).toBeVisible();
    await expect(page.getByText('aarav.clicks', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open Instagram profile' })).toBeVisible();
  });
});

test('after hydration the page works, with no hydration error in the console', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/user/aarav');
  await page.waitForLoadState('networkidle');
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
