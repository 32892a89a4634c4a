import { expect, test } from '@playwright/test';
import { pageSettled } from './checks/settled';
import { appReady, bottomBar, browserDrawn, DESKTOP, MOBILE, topBar } from './support';

test.describe('navigation bars', () => {
  test('narrow screens show the bottom bar only, with the five entries', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/home');
    await appReady(page);
    await expect(bottomBar(page)).toBeVisible();
    await expect(topBar(page)).toBeHidden();
    for (const label of ['Home', 'Info', 'shop', 'Search', 'Profile']) {
      await expect(bottomBar(page).getByRole('link', { name: label, exact: true })).toBeVisible();
    }
  });

  test('wide screens show the top bar with brand, links and settings gear', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/info');
    await appReady(page);
    await expect(topBar(page)).toBeVisible();
    await expect(bottomBar(page)).toBeHidden();
    await expect(topBar(page).getByRole('link', { name: 'HandleHub home' })).toHaveAttribute('href', '/');
    for (const label of ['Home', 'Info', 'shop', 'Search', 'Profile']) {
      await expect(topBar(page).getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(topBar(page).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });

  test('the active link is highlighted', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/info');
    await appReady(page);
    await expect(topBar(page).getByRole('link', { name: 'Info', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(topBar(page).getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
    const color = await topBar(page)
      .getByRole('link', { name: 'Info', exact: true })
      .evaluate((el) => getComputedStyle(el).fontWeight);
    expect(Number(color)).toBeGreaterThanOrEqual(700);
  });

  test('the top bar is hidden on /search, both bars on /profile/addaccount', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/search');
    await appReady(page);
    await expect(topBar(page)).toHaveCount(0);
    await page.setViewportSize(MOBILE);
    await expect(bottomBar(page)).toBeVisible();
    await page.goto('/profile/addaccount');
    await expect(topBar(page)).toHaveCount(0);
    await expect(bottomBar(page)).toHaveCount(0);
  });

  test('a route change scrolls to the top', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/termsandconditions');
    // The screen is a lazy chunk: 'load' fires before it renders, and an empty page cannot scroll.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 0);
    await bottomBar(page).getByRole('link', { name: 'Info', exact: true }).click();
    await expect(page).toHaveURL(/\/info$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a route change moves focus to the new screen's heading, never the first load", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/termsandconditions');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await appReady(page);
    // The first load (drawn by the server or not) leaves focus where the browser put it.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    // By keyboard: focus lands on the new heading (not the link, not <body>), with the focus ring, and Tab
    // goes on from there: to the screen's first control, not the next link of the bar.
    await bottomBar(page).getByRole('link', { name: 'Profile', exact: true }).focus();
    await page.keyboard.press('Enter');
    const prompt = page.getByRole('heading', { level: 1, name: 'Login Required' });
    await expect(prompt).toBeFocused();
    expect(await prompt.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').getByRole('link', { name: 'Login', exact: true })).toBeFocused();

    // By pointer: focus moves too, but shows no ring.
    await bottomBar(page).getByRole('link', { name: 'Search', exact: true }).click();
    const search = page.getByRole('heading', { level: 1, name: 'Search' });
    await expect(search).toBeFocused();
    expect(await search.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
  });

  test('a screen that loads its data first: focus goes to its heading once it shows', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(browserDrawn('/home'));
    await appReady(page);
    const visit = page.getByRole('link', { name: 'Visit Account' }).first();
    await visit.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/user\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    // And back through the top bar.
    await topBar(page).getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('dark mode chosen by the user survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize(DESKTOP);
    await page.goto('/home');
    await appReady(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  test('the colour scheme follows the system until the user picks one', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/home');
    await appReady(page);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });
});

test.describe('deep links and unknown paths', () => {
  test('a deep link loaded directly gets the app', async ({ page }) => {
    for (const path of ['/user/someone', '/profile/editprofile', '/termsandconditions']) {
      const response = await page.goto(path);
      expect(response?.headers()['content-type']).toContain('text/html');
      await expect(page.locator('#root')).not.toBeEmpty();
    }
  });

  test('/api/nope answers 404 JSON', async ({ request }) => {
    const response = await request.get('/api/nope');
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });
});

test('Back while the next screen is still loading shows the screen left, and keeps it once that loads', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  // The search screen's chunk is held until the visitor has gone back, then let through.
  const chunk = '**/assets/search-page-*.js';
  let releaseChunk = () => {};
  const chunkReleased = new Promise<void>((resolve) => {
    releaseChunk = resolve;
  });
  await page.route(chunk, async (route) => {
    await chunkReleased;
    await route.continue();
  });
  const arrived = page.waitForResponse(chunk);
  await page.goto('/info');
  await appReady(page);
  await topBar(page).getByRole('link', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/info$/);
  const heading = page.getByRole('heading', { name: 'Frequently asked questions' });
  await expect(heading).toBeVisible();
  releaseChunk();
  // The late chunk has run (importing it again resolves only once it has) and the page has settled.
  const chunkUrl = (await arrived).url();
  await page.evaluate((url) => import(url), chunkUrl);
  await pageSettled(page);
  await expect(heading).toBeVisible();
  await expect(page.getByRole('searchbox')).toHaveCount(0);
});

// The choices of docs/decisions/016-ui-finish.md (the tag names the choice).
test('M3: phones reach Settings and switch the colour scheme from the bottom bar (44px targets)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/home');
  await appReady(page);
  const bar = bottomBar(page);
  const toggle = bar.getByRole('button', { name: 'Switch to dark mode' });
  for (const target of [...(await bar.getByRole('link').all()), toggle]) {
    const box = (await target.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await bar.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
});
