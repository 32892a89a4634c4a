import { expect, type Page, test } from '@playwright/test';
import { pageSettled } from './checks/settled';
import { expectHeading, expectLegalLinks, MOBILE, signUpViaApi, uniqueEmail } from './support';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'One step away!' });
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function devSignIn(page: Page, email: string, name = 'Nina Patel') {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Development sign-in' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Name').fill(name);
  await form.getByRole('button', { name: 'Sign in (development)' }).click();
}

async function chooseGender(page: Page, gender: 'male' | 'female') {
  await dialog(page).getByLabel('Gender').click();
  await page.getByRole('option', { name: gender, exact: true }).click();
}

const storedUser = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('handlehub.user') ?? 'null') as { username: string } | null,
  );

test.describe('Login screen', () => {
  test('shows the texts, the labelled development sign-in and the legal links', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/login');
    await expectHeading(page, "Log in and let's get started!");
    await expect(page.getByText(/secure QR code/)).toBeVisible();
    await expect(page.getByRole('form', { name: 'Development sign-in' })).toBeVisible();
    await expect(page.getByText('Development sign-in', { exact: true })).toBeVisible();
    await expectLegalLinks(page);
  });

  test('a first sign-in opens "One step away!", then Save signs up and goes to /profile', async ({
    page,
  }) => {
    await devSignIn(page, uniqueEmail('new'));
    await expect(dialog(page)).toBeVisible();
    await expect(page.locator('img[src*="login"]')).toHaveCount(0);

    const username = `nina${Date.now().toString(36)}`;
    const box = dialog(page).getByLabel('Username');
    await box.pressSequentially(`Nina ${username.slice(4).toUpperCase()}`);
    await expect(box).toHaveValue(username);
    await chooseGender(page, 'female');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page).getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(dialog(page)).toHaveCount(0);
    expect(await storedUser(page)).toMatchObject({ username, name: 'Nina Patel' });
    expect(await page.evaluate(() => localStorage.getItem('handlehub.token'))).toMatch(/^[\w-]{43,}$/);
  });

  test('the dialog cannot be closed by Escape or a click outside', async ({ page }) => {
    await devSignIn(page, uniqueEmail('stay'));
    await expect(dialog(page)).toBeVisible();
    // Escape from inside the dialog, where a dialog that can close hears it.
    await dialog(page).getByRole('textbox').first().focus();
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await pageSettled(page);
    await expect(dialog(page)).toBeVisible();
    // Not fading out either: a closing dialog is still visible while its transition runs.
    await expect(dialog(page)).toHaveCSS('opacity', '1');
    await expect(dialog(page).getByRole('button', { name: 'Close' })).toHaveCount(0);
  });

  test('validation texts appear in the spec order; a taken username shows at the field', async ({ page }) => {
    await devSignIn(page, uniqueEmail('valid'));
    const save = dialog(page).getByRole('button', { name: 'Save' });
    await save.click();
    await expect(dialog(page).getByText('Username cannot be blank')).toBeVisible();
    await expect(dialog(page).getByText('Please select your gender')).toHaveCount(0);

    await dialog(page).getByLabel('Username').fill('ab');
    await save.click();
    await expect(dialog(page).getByText('Username should contain atleast 3 characters')).toBeVisible();

    await dialog(page).getByLabel('Username').fill('settings');
    await save.click();
    await expect(dialog(page).getByText('This username is reserved')).toBeVisible();

    // A name nobody has: a taken one may be answered by the live check before Save (decision 016), and
    // then the field's 'taken' comes first; which of the two a slow machine shows first is not the point.
    await dialog(page)
      .getByLabel('Username')
      .fill(`free${Date.now().toString(36)}`);
    await save.click();
    await expect(dialog(page).getByText('Please select your gender')).toBeVisible();
    await expect(dialog(page).getByText('This username is reserved')).toHaveCount(0);

    await chooseGender(page, 'male');
    await dialog(page).getByLabel('Username').fill('aarav');
    await save.click();
    // Said at the field (decision 016: the live check or the server's 409), not only in a toast.
    await expect(dialog(page).getByText('Username is already taken')).toBeVisible();
    await expect(dialog(page).getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog(page)).toBeVisible();
    await expect(save).toBeEnabled();
  });

  test('a known person goes straight to /profile', async ({ page }) => {
    const email = uniqueEmail('known');
    const known = await signUpViaApi(page, { email });
    await page.evaluate(() => localStorage.clear());
    await devSignIn(page, email);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(dialog(page)).toHaveCount(0);
    expect(await storedUser(page)).toMatchObject({ username: known.username });
  });

  test.describe('with Google sign-in configured', () => {
    const GSI = 'https://accounts.google.com/gsi/client';
    /** A stand-in for Google Identity Services whose button hands back a fixed credential. */
    const FAKE_GSI = `window.google = { accounts: { id: {
      initialize(o) { window.__gsi = o; },
      renderButton(el) { const b = document.createElement('button'); b.textContent = 'Sign in with Google';
        b.onclick = () => window.__gsi.callback({ credential: 'header.payload.signature' }); el.append(b); },
    } } };`;
    /**
     * Google's script stood in for, and a real dev account whose answers the routes play back (the e2e
     * server has no Google client id); the browser is left signed out.
     */
    async function withFakeGoogle(page: Page) {
      await page.route(GSI, (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_GSI }));
      const account = await signUpViaApi(page);
      await page.evaluate(() => localStorage.clear());
      return account;
    }
    /** Recorded: the JSON body of the request last sent to `path`, which answers with `answer`. */
    async function recordBody(page: Page, path: string, answer: { status?: number; json: unknown }) {
      const sent: { body?: unknown } = {};
      await page.route(path, async (route) => {
        sent.body = route.request().postDataJSON();
        await route.fulfill(answer);
      });
      return sent;
    }
    test.beforeEach(async ({ page }) => {
      await page.route('**/api/auth/config', (route) =>
        route.fulfill({
          json: { googleClientId: 'test-client.apps.googleusercontent.com', devLogin: false, publicUrl: '' },
        }),
      );
    });

    test("Google's script failing to load: the spec's toast, and the Login screen stays", async ({
      page,
    }) => {
      await page.route(GSI, (route) => route.abort());
      await page.goto('/login');
      await expect(toast(page, 'Something went wrong. Please try again after sometime')).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('form', { name: 'Development sign-in' })).toHaveCount(0);
    });

    test('the Google button sends the ID token, never an e-mail, and a known person lands on /profile', async ({
      page,
    }) => {
      const { user, token } = await withFakeGoogle(page);
      const sent = await recordBody(page, '**/api/auth/login', {
        json: { loggedIn: true, user, authToken: token },
      });
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in with Google' }).click();
      await expect(page).toHaveURL(/\/profile$/);
      expect(sent.body).toEqual({ credential: 'header.payload.signature' });
      expect(await storedUser(page)).toEqual(user);
    });

    test('a new Google person signs up with the ID token, not with a client-made profile', async ({
      page,
    }) => {
      const { user, token } = await withFakeGoogle(page);
      await page.route('**/api/auth/login', (route) =>
        route.fulfill({
          json: {
            loggedIn: false,
            googleUser: { googleId: '42', email: 'g@gmail.com', name: 'Gina Google' },
          },
        }),
      );
      const sent = await recordBody(page, '**/api/auth/signup', {
        status: 201,
        json: { user, authToken: token },
      });
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in with Google' }).click();
      await expect(dialog(page)).toBeVisible();
      expect(
        await page.evaluate(() =>
          JSON.parse(sessionStorage.getItem('handlehub.pendingGoogleUser') ?? 'null'),
        ),
      ).toEqual({ googleId: '42', email: 'g@gmail.com', name: 'Gina Google' });
      await dialog(page).getByLabel('Username').fill('gina');
      await chooseGender(page, 'female');
      await dialog(page).getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/profile$/);
      expect(sent.body).toEqual({
        credential: 'header.payload.signature',
        username: 'gina',
        gender: 'female',
      });
    });
  });
});

// The choices of docs/decisions/016-ui-finish.md (the tag names the choice).
test('D19: a reload during sign-up keeps the sign-up dialog, and signing up then works', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await devSignIn(page, uniqueEmail('reload'));
  await expect(dialog(page)).toBeVisible();
  await page.reload();
  await expect(dialog(page)).toBeVisible();
  const username = `rl${Date.now().toString(36)}`;
  await dialog(page).getByLabel('Username').fill(username);
  await dialog(page).getByPlaceholder('Select option').click();
  await page.getByRole('option', { name: 'female' }).click();
  await dialog(page).getByRole('button', { name: 'Save' }).click();
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
  await devSignIn(page, uniqueEmail('taken'));
  const field = dialog(page).getByLabel('Username');
  await field.fill(taken.username);
  await expect(dialog(page).getByText('Username is already taken')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill(`${taken.username}x`);
  await expect(dialog(page).getByText('Username is available')).toBeVisible();
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
});

test('D11: a signed-in person opening /login lands on their profile', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/profile$/);
});
