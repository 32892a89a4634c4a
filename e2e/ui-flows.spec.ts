import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../playwright.config';
import { clipboard, grantClipboard } from './qr-and-clipboard';
import {
  appReady,
  bottomBar,
  browserDrawn,
  DESKTOP,
  MOBILE,
  signUpViaApi,
  topBar,
  uniqueEmail,
} from './support';

/** The flows of docs/decisions/016-ui-finish.md, one test per choice made there. */

const devSignIn = async (page: Page, email: string, name = 'Flow Person') => {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Sign in (development)' }).click();
};

const signupDialog = (page: Page) => page.getByRole('dialog', { name: 'One step away!' });

test('D19: a reload during sign-up keeps the sign-up dialog, and signing up then works', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/login');
  await devSignIn(page, uniqueEmail('reload'));
  await expect(signupDialog(page)).toBeVisible();
  await page.reload();
  await expect(signupDialog(page)).toBeVisible();
  const username = `rl${Date.now().toString(36)}`;
  await signupDialog(page).getByLabel('Username').fill(username);
  await signupDialog(page).getByPlaceholder('Select option').click();
  await page.getByRole('option', { name: 'female' }).click();
  await signupDialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('handlehub.user')!).username)).toBe(
    username,
  );
});

test('D10, M5: the sign-up dialog says at the field, while typing, that a name is taken or free', async ({
  page,
}) => {
  const taken = await signUpViaApi(page);
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await devSignIn(page, uniqueEmail('taken'));
  const field = signupDialog(page).getByLabel('Username');
  await field.fill(taken.username);
  await expect(signupDialog(page).getByText('Username is already taken')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill(`${taken.username}x`);
  await expect(signupDialog(page).getByText('Username is available')).toBeVisible();
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
});

test('D10: Edit Profile checks a new username before the change warning', async ({ page }) => {
  const taken = await signUpViaApi(page);
  await signUpViaApi(page);
  await page.goto('/profile/editprofile');
  const field = page.getByRole('textbox', { name: 'Username' });
  await field.fill(taken.username);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Username is already taken')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('dialog', { name: 'Change Username!' })).toHaveCount(0);
});

test('D11: a signed-in person opening /login lands on their profile', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/profile$/);
});

test('D18: a shop-owner role granted after sign-in shows on /profile and /shop without signing in again', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const me = await signUpViaApi(page);
  await page.goto('/shop');
  await appReady(page);
  await expect(page.getByTestId('product-list')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add New Product' })).toHaveCount(0);
  const admin = (action: string) =>
    page.request.post(`/api/admin/users/${me.username}/${action}`, {
      headers: { 'admin-token': E2E_ADMIN_TOKEN, 'admin-actor': 'e2e' },
      data: {},
    });
  expect((await admin('grant-shop')).status()).toBe(200);
  try {
    await topBar(page).getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('handlehub.user')!).isShopOwner))
      .toBe(true);
    await topBar(page).getByRole('link', { name: 'shop' }).click();
    await expect(page.getByRole('button', { name: 'Add New Product' })).toBeVisible();
  } finally {
    expect((await admin('revoke-shop')).status()).toBe(200);
  }
});

test('D5: a search nobody matches says so; D6: wide screens have a way back', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/home');
  await appReady(page);
  await topBar(page).getByRole('link', { name: 'Search' }).click();
  await expect(topBar(page)).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Search for name or username' }).fill('zzzqqqxxnotfound');
  await expect(page.getByText("No one found for 'zzzqqqxxnotfound'")).toBeVisible();
  await expect(page.getByText('Check the spelling, or try part of a name or username.')).toBeVisible();
  await expect(page.getByText('No more data to load')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/home$/);

  // Phones have the bottom bar: no second way back there.
  await page.setViewportSize(MOBILE);
  await page.goto('/search');
  await appReady(page);
  await expect(bottomBar(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeHidden();
});

test("D21: a game chip with nothing typed lists that game's players", async ({ page }) => {
  const player = await signUpViaApi(page, { name: 'Chip Player' });
  const saved = await page.request.post('/api/social/updatesocialaccount', {
    headers: { 'user-token': player.token },
    data: { fortnite: 'ChipPlayer' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto('/search');
  await appReady(page);
  await expect(page.getByTestId('search-picture')).toBeVisible();
  await appReady(page);
  await page.getByRole('radio', { name: 'Fortnite' }).click();
  await expect(page).toHaveURL(/\/search\?game=fortnite$/);
  await expect(page.getByRole('heading', { name: 'People who play Fortnite' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toBeVisible();
  const results = page.getByRole('list', { name: 'Search results' });
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      return results.getByRole('link', { name: new RegExp(player.username) }).count();
    })
    .toBe(1);
});

test("D22: the shop's error has 'Try again', which loads the list", async ({ page }) => {
  let fail = true;
  await page.route('**/api/product/**', (route) =>
    fail ? route.fulfill({ status: 503, json: { error: 'down' } }) : route.continue(),
  );
  await page.goto(browserDrawn('/shop'));
  await expect(page.getByText('Something went wrong. Please try again')).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(
    page
      .getByTestId('product-list')
      .getByRole('link', { name: /Shop Now/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByText('Something went wrong. Please try again')).toHaveCount(0);
});

test('D20: the signed-in card on /home copies the profile link with its Copy Link button', async ({
  page,
  context,
  baseURL,
}) => {
  await grantClipboard(context);
  const me = await signUpViaApi(page);
  await page.goto('/home');
  await appReady(page);
  const panel = page.getByTestId('share-panel');
  await panel.getByRole('button', { name: 'Copy Link' }).click();
  await expect(page.getByText('Link copied!')).toBeVisible();
  expect(await clipboard(page)).toBe(`${baseURL}/user/${me.username}`);
});

test("M4: 'Visit Account' is a link that opens in a new tab too", async ({ page, context }) => {
  await page.goto('/home');
  await appReady(page);
  const visit = page.getByTestId('home-feed').getByRole('link', { name: 'Visit Account' }).first();
  await expect(visit).toHaveAttribute('href', /^\/user\/[a-z0-9._]+$/);
  const href = (await visit.getAttribute('href'))!;
  const opened = context.waitForEvent('page');
  await visit.click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await expect(tab).toHaveURL(new RegExp(`${href}$`));
  // This tab stays on the feed.
  await expect(page).toHaveURL(/\/home$/);
});

test('M1: the landing page leads to sign-in and has the legal links', async ({ page }) => {
  await page.goto('/');
  await appReady(page);
  await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacypolicy$/);
  await page.goto('/');
  await appReady(page);
  await page.getByRole('link', { name: 'Create your link' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

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

test('D16: Add Account says what a YouTube channel name will be stored as', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/profile/addaccount');
  const youtube = page.getByRole('textbox', { name: 'Youtube channel name' });
  await expect(youtube).toBeEnabled();
  await youtube.fill('UX Channel Name');
  await expect(page.getByText('Will be saved as UXChannelName')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog', { name: 'Success' })).toBeVisible({ timeout: 15_000 });
});
