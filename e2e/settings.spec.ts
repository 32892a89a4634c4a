import { expect, type Page, test } from '@playwright/test';
import { layoutShiftSoFar, watchLayoutShift } from './checks/layout-shift';
import { movedElements, recordPositions } from './checks/positions';
import { expectHeading, expectLegalLinks, MOBILE, signUpViaApi, storeSession } from './support';

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const sw = (page: Page, name: string) => page.getByRole('switch', { name });
const SWITCHES = ['Display on Home', 'Appear in Search Results', 'Lock Account'];

test.describe('Settings', () => {
  test('signed out: Login Required with a Login button to /login', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/settings');
    await expectHeading(page, 'Login Required');
    await expect(
      page.getByText(
        'Log in to manage your privacy, customize who can view your account, and explore more settings!',
      ),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('while the switches load, they hold their places: nothing below them moves when they arrive', async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await signUpViaApi(page);
    await page.route('**/api/profile/getaccountstatus', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await watchLayoutShift(page);
    await page.goto('/settings');
    await expect(page.getByRole('status').filter({ hasText: 'Loading settings' })).toBeAttached();
    await expect(sw(page, SWITCHES[0]!)).toBeDisabled();
    await expect(sw(page, SWITCHES[0]!)).toBeEnabled({ timeout: 10_000 });
    await expect(sw(page, SWITCHES[0]!)).toBeChecked();
    const shifts = await layoutShiftSoFar(page);
    expect(shifts).toBeLessThan(0.02);
  });

  test('a 401 clears the stored session and shows the login prompt', async ({ page }) => {
    const { user } = await signUpViaApi(page);
    await storeSession(page, user, 'revoked-or-made-up-token');
    await page.goto('/settings');
    await expectHeading(page, 'Login Required');
    expect(await page.evaluate(() => localStorage.getItem('handlehub.token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('handlehub.user'))).toBeNull();
  });

  test('each switch survives a reload', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/settings');
    await expect(sw(page, 'Display on Home')).toBeChecked();
    await expect(sw(page, 'Appear in Search Results')).toBeChecked();
    await expect(sw(page, 'Lock Account')).not.toBeChecked();
    for (const name of SWITCHES) {
      const answered = page.waitForResponse('**/api/profile/changestatus');
      await sw(page, name).click({ force: true });
      expect((await answered).status()).toBe(200);
    }
    await page.reload();
    await expect(sw(page, 'Display on Home')).not.toBeChecked();
    await expect(sw(page, 'Appear in Search Results')).not.toBeChecked();
    await expect(sw(page, 'Lock Account')).toBeChecked();
  });

  test('a failing switch call leaves the switch as it was and shows the server text', async ({ page }) => {
    await signUpViaApi(page);
    await page.route('**/api/profile/changestatus', (route) =>
      route.fulfill({ status: 500, json: { error: 'Something went wrong' } }),
    );
    await page.goto('/settings');
    // Enabled once the server's state is in: the switches are drawn disabled until then.
    await expect(sw(page, 'Lock Account')).toBeEnabled();
    await expect(sw(page, 'Lock Account')).not.toBeChecked();
    await sw(page, 'Lock Account').click({ force: true });
    await expect(toast(page, 'Something went wrong')).toBeVisible();
    await expect(sw(page, 'Lock Account')).not.toBeChecked();
    await page.unroute('**/api/profile/changestatus');
    await page.reload();
    await expect(sw(page, 'Lock Account')).not.toBeChecked();
  });

  test('feedback: empty is refused, a message is sent', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Feedback' }).click();
    const modal = page.getByRole('dialog', { name: 'Feedback' });
    await modal.getByRole('button', { name: 'Submit' }).click();
    await expect(modal.getByText('Feedback cannot be empty')).toBeVisible();
    await modal.getByLabel('Your feedback').fill('The QR card is lovely.');
    await modal.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Thank you for your feedback')).toBeVisible();
    await expect(modal).toHaveCount(0);
  });

  test('Privacy Policy and Terms links', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/settings');
    // Settings' own label for the terms.
    await expectLegalLinks(page, 'Terms and Condition');
  });

  test('logout asks first, then goes to /home and the profile shows the login prompt', async ({ page }) => {
    const { token } = await signUpViaApi(page);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Logout' }).click();
    const confirm = page.getByRole('dialog', { name: 'Logout' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page).toHaveURL(/\/settings$/);

    await page.getByRole('button', { name: 'Logout' }).click();
    await confirm.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/home$/);
    expect(await page.evaluate(() => localStorage.getItem('handlehub.token'))).toBeNull();
    const revoked = await page.request.get('/api/profile/getuser', { headers: { 'user-token': token } });
    expect(revoked.status()).toBe(401);
    await page.goto('/profile');
    await expectHeading(page, 'Login Required');
    await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  test('log out of all devices asks first, then ends every session of the account', async ({ page }) => {
    const { token, email } = await signUpViaApi(page);
    const other = await page.request.post('/api/auth/login', { data: { email, name: 'Other Device' } });
    const otherToken = ((await other.json()) as { authToken: string }).authToken;
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Log out of all devices' }).click();
    const confirm = page.getByRole('dialog', { name: 'Log out of all devices' });
    await expect(
      confirm.getByText('Every device signed in to your account, this one included, will be logged out.'),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Log out of all devices' }).click();
    await expect(toast(page, 'You have been logged out of all devices')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    expect(await page.evaluate(() => localStorage.getItem('handlehub.token'))).toBeNull();
    for (const revoked of [token, otherToken]) {
      const res = await page.request.get('/api/profile/getuser', { headers: { 'user-token': revoked } });
      expect(res.status()).toBe(401);
    }
  });

  test('delete account asks first, goes to /home, and signing in again starts a new sign-up', async ({
    page,
  }) => {
    const { email } = await signUpViaApi(page);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Delete My Account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete My Account' });
    await confirm.getByRole('button', { name: 'Delete My Account' }).click();
    await expect(toast(page, 'Your account has been deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    expect(await page.evaluate(() => localStorage.getItem('handlehub.user'))).toBeNull();

    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Development sign-in' });
    await form.getByLabel('E-mail').fill(email);
    await form.getByRole('button', { name: 'Sign in (development)' }).click();
    await expect(page.getByRole('dialog', { name: 'One step away!' })).toBeVisible();
  });
});

test('from the first paint to the loaded app, no switch, link or button of Settings moves', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await signUpViaApi(page);
  await recordPositions(page, 'main :is(a, button, [role="switch"])');
  await page.goto('/settings');
  await expect(sw(page, SWITCHES[0]!)).toBeEnabled({ timeout: 10_000 });
  await page.waitForLoadState('networkidle');
  expect(await movedElements(page)).toEqual({});
});
