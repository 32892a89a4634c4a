import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { baseURL, E2E_ADMIN_TOKEN } from '../playwright.config';
import { appReady, expectHeading, MOBILE, openProfile, type SignedUpUser, signUpViaApi } from './support';

test.use({ viewport: MOBILE });

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** The operators' real command line, `npx tsx apps/server/src/admin/cli.ts …`, against the e2e server. */
function admin(
  args: string[],
  token = E2E_ADMIN_TOKEN,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(
      'npx',
      ['tsx', 'apps/server/src/admin/cli.ts', ...args],
      {
        cwd: ROOT,
        env: { ...process.env, ADMIN_URL: baseURL, ADMIN_TOKEN: token },
        timeout: 60_000,
      },
      (error, stdout, stderr) =>
        done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr: withoutNpmWarnings(stderr) }),
    );
  });
}

/** npx may warn about the machine's npm configuration on stderr; only the CLI's own lines matter here. */
const withoutNpmWarnings = (text: string) =>
  text
    .split('\n')
    .filter((line) => !line.startsWith('npm warn'))
    .join('\n');

/** Someone with a handle, signed up in a browser context of their own (the visitor's page stays signed out). */
async function somebody(browser: Browser, name: string): Promise<SignedUpUser & { page: Page }> {
  const context = await browser.newContext({ viewport: MOBILE });
  const page = await context.newPage();
  const person = await signUpViaApi(page, { name });
  const saved = await page.request.post('/api/social/updatesocialaccount', {
    headers: { 'user-token': person.token },
    data: { instagram: `${person.username}.gram` },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { ...person, page };
}

test.describe('Report a profile', () => {
  test('a signed-out visitor reports a profile; the report reaches the moderation queue', async ({
    page,
    browser,
  }) => {
    const person = await somebody(browser, 'Reported Person');
    await openProfile(page, person.username);
    await expectHeading(page, 'Reported Person');
    const report = page.getByRole('button', { name: 'Report', exact: true });
    await report.click();

    const dialog = page.getByRole('dialog', { name: `Report @${person.username}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio')).toHaveCount(6);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Please choose a reason')).toBeVisible();

    await dialog.getByRole('radio', { name: 'Pretends to be someone else' }).check();
    const note = `Copies my photos ${Date.now().toString(36)}`;
    await dialog.getByRole('textbox', { name: /Anything else we should know/ }).fill(note);
    await expect(dialog.getByText(`${note.length}/500`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(toast(page, 'Thank you, your report has been sent')).toBeVisible();
    await expect(dialog).toBeHidden();

    const queue = await admin(['reports']);
    expect(queue.stderr).toBe('');
    expect(queue.code).toBe(0);
    const line = queue.stdout.split('\n').find((l) => l.includes(`@${person.username}`));
    expect(line).toContain('Pretends to be someone else');
    expect(line).toContain(note);
    await person.page.context().close();
  });

  test('"This handle is not theirs" names one item; moderation sees that item and its level', async ({
    page,
    browser,
  }) => {
    const person = await somebody(browser, 'Claimed Person');
    await openProfile(page, person.username);
    await page.getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Report @${person.username}` });
    await dialog.getByRole('radio', { name: 'This handle is not theirs' }).check();
    const which = dialog.getByRole('combobox', { name: /Which handle is not theirs/ });
    await dialog.getByRole('button', { name: 'Send' }).click();
    // Without the item the report is not sent: the field says why and the dialog stays.
    await expect(dialog).toBeVisible();
    await which.selectOption({ label: `Instagram: ${person.username}.gram` });
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(toast(page, 'Thank you, your report has been sent')).toBeVisible();

    const queue = await admin(['reports']);
    expect(queue.code).toBe(0);
    const line = queue.stdout.split('\n').find((l) => l.includes(`@${person.username}`));
    expect(line).toContain('This handle is not theirs');
    expect(queue.stdout).toMatch(new RegExp(`item \\d+ instagram ${person.username}\\.gram, self-claimed`));
    await person.page.context().close();
  });

  test('too many reports: the error toast, and the dialog stays open; Cancel and Escape close it', async ({
    page,
    browser,
  }) => {
    const person = await somebody(browser, 'Limit Person');
    await page.route('**/api/report', (route) =>
      route.fulfill({ status: 429, json: { error: 'Too many requests, please try again later' } }),
    );
    await openProfile(page, person.username);
    await page.getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Report @${person.username}` });
    await dialog.getByRole('radio', { name: 'Spam or a scam' }).check();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(toast(page, 'Too many requests, please try again later')).toBeVisible();
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    const report = page.getByRole('button', { name: 'Report', exact: true });
    await report.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(report).toBeFocused();
    await person.page.context().close();
  });
});

/** Scrolls the home feed until `username`'s card is there; returns the username of the card after it. */
async function findOnHome(page: Page, username: string): Promise<string> {
  await page.goto('/home');
  await appReady(page);
  let next: string | undefined;
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        const names = await page
          .locator('article[data-username]')
          .evaluateAll((els) => els.map((el) => el.getAttribute('data-username')));
        const at = names.indexOf(username);
        next = at >= 0 ? (names[at + 1] ?? undefined) : undefined;
        return next !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return next!;
}

/** Scrolls the home feed until `neighbour` (the card that followed `username`) is there. */
async function scrollHomeTo(page: Page, neighbour: string): Promise<void> {
  await page.goto('/home');
  await appReady(page);
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        return page.locator(`article[data-username="${neighbour}"]`).count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
}

async function searchFor(page: Page, username: string) {
  await page.goto('/search');
  await appReady(page);
  await page.getByPlaceholder('Search for name or username').fill(username);
  // The list has ended: with people in it, or with nobody found (decision 016).
  await expect(
    page.getByText('No more data to load').or(page.getByText(`No one found for '${username}'`)),
  ).toBeVisible();
  return page.getByRole('list', { name: 'Search results' }).getByRole('link');
}

/**
 * How many times search and the home feed list `username` (1: seen, 0: hidden); on the feed, where the card
 * that followed theirs (`neighbour`) has been reached.
 */
async function expectListed(page: Page, username: string, neighbour: string, times: 0 | 1) {
  await expect(await searchFor(page, username)).toHaveCount(times);
  await scrollHomeTo(page, neighbour);
  await expect(page.locator(`article[data-username="${username}"]`)).toHaveCount(times);
}

test('npm run admin block: the person disappears from home, search and their page; unblock brings them back', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const person = await somebody(browser, 'Blocked Person');

  const neighbour = await findOnHome(page, person.username);
  await expect(await searchFor(page, person.username)).toHaveCount(1);
  await openProfile(page, person.username);
  await expectHeading(page, 'Blocked Person');

  const blocked = await admin(['block', person.username]);
  expect(blocked.stderr).toBe('');
  expect(blocked.code).toBe(0);
  expect(blocked.stdout).toContain(
    `User blocked: they are hidden everywhere and signed out: @${person.username}`,
  );

  const gone = await openProfile(page, person.username);
  expect(gone?.status()).toBe(404);
  await expectHeading(page, 'User Not Found!');
  await expectListed(page, person.username, neighbour, 0);

  // Their own browser is signed out, and signing in again is refused with the reason.
  await person.page.goto('/settings');
  await expectHeading(person.page, 'Login Required');
  const login = await person.page.request.post('/api/auth/login', {
    data: { email: person.email, name: person.name },
  });
  expect(login.status()).toBe(403);
  expect(await login.json()).toEqual({
    error: 'This account has been blocked. Write to support if you think this is a mistake',
  });

  const unblocked = await admin(['unblock', person.username]);
  expect(unblocked.code).toBe(0);
  expect(unblocked.stdout).toContain(
    `User unblocked: they are visible again and may sign in: @${person.username}`,
  );
  const back = await openProfile(page, person.username);
  expect(back?.status()).toBe(200);
  await expectHeading(page, 'Blocked Person');
  await expectListed(page, person.username, neighbour, 1);
  await person.page.context().close();
});

test('npm run admin refuses a wrong token with the server message and exit code 1', async () => {
  const res = await admin(['counts'], 'x'.repeat(40));
  expect(res.code).toBe(1);
  expect(res.stdout).toBe('');
  expect(res.stderr.trim()).toBe('Error: The admin token is not valid (HTTP 403)');
});
