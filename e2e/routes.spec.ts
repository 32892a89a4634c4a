import { APP_ROUTES, profilePath } from '@handlehub/shared/routes';
import { expect, test } from '@playwright/test';
import { DESKTOP, MOBILE } from './support';

/** Every screen of the route table (packages/shared), with a demo user standing in for /user/{username}. */
const ROUTES = [...APP_ROUTES, profilePath('aarav')];

for (const viewport of [MOBILE, DESKTOP]) {
  for (const path of ROUTES) {
    test(`${path} renders one visible h1 without page errors at ${viewport.width}px`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.setViewportSize(viewport);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-type']).toContain('text/html');
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  }
}

test('an unknown path shows Page not found', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  expect(response?.headers()['content-type']).toContain('text/html');
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});
