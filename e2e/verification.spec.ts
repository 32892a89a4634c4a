import { copyFileSync, mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { VERIFY_SITE_HOST, VERIFY_SITE_PORT } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './checks/axe';
import { DESKTOP, signUpViaApi } from './support';

/**
 * An item verified by a proof token on the person's own website, end to end: the owner sees the token,
 * puts it on the site, checks; visitors see the words on the page and find the person with "Verified only";
 * the proof gone twice in a row, the mark goes. The website is a local stand-in (VERIFICATION_STAND_IN in
 * playwright.config.ts): the server asks it in place of https://ann-site.example/.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: DESKTOP });

/** What the stand-in site serves: its page with or without the proof code. */
const site = { token: '' };
let server: Server;

test.beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html><head><title>Ann's site</title></head><body><h1>Ann</h1>${
        site.token ? `<p>HandleHub proof: ${site.token}</p>` : '<p>Nothing to see.</p>'
      }</body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(VERIFY_SITE_PORT, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const SHOT_SIZES = [
  ['390', { width: 390, height: 844 }],
  ['1280', { width: 1280, height: 800 }],
] as const;

/** A screenshot for people to look at, kept with the test's output (and in SHOTS_DIR when set). */
async function shot(page: Page, name: string) {
  const file = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  if (process.env.SHOTS_DIR) {
    mkdirSync(process.env.SHOTS_DIR, { recursive: true });
    copyFileSync(file, join(process.env.SHOTS_DIR, `${name}.png`));
  }
}

const list = (page: Page) => page.getByRole('region', { name: 'Your handles and links' });
const SITE_TITLE = 'Ann site';

async function openVerify(page: Page) {
  await page.goto('/profile/addaccount');
  await list(page)
    .getByRole('button', { name: `Verify ${SITE_TITLE}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Verify ${SITE_TITLE}` });
  await expect(dialog.getByTestId('verify-token')).toBeVisible();
  return dialog;
}

test('a website item verified by its proof code: on the page, found with Verified only, lost when the proof is gone twice', async ({
  page,
  browser,
}) => {
  const name = `Verity ${Math.random().toString(36).slice(2, 8)}`;
  const me = await signUpViaApi(page, { name });
  const added = await page.request.post('/api/handles/add', {
    data: { platform: 'link', value: `https://${VERIFY_SITE_HOST}/`, title: SITE_TITLE },
    headers: { 'user-token': me.token },
  });
  expect(added.status(), await added.text()).toBe(201);

  // The owner's row says self-claimed; Verify shows the proof code and the page address.
  await page.goto('/profile/addaccount');
  await expect(list(page).getByTestId('item-level')).toContainText('Self-claimed');
  let dialog = await openVerify(page);
  const token = (await dialog.getByTestId('verify-token').textContent()) ?? '';
  expect(token).toMatch(/^hh-[a-z2-7]{16}$/);
  await expect(dialog.getByTestId('verify-page-url')).toHaveText(new RegExp(`/user/${me.username}$`));
  await expectNoSeriousA11yViolations(page, 'the verify dialog');

  // Not on the site yet: the check says so and the level stays.
  await dialog.getByRole('button', { name: 'Check now' }).click();
  await expect(dialog.getByTestId('verify-outcome')).toHaveText(
    'We could not find a link to your page or your proof code on that profile yet.',
  );

  // On the site: found.
  site.token = token;
  await dialog.getByRole('button', { name: 'Check now' }).click();
  await expect(dialog.getByTestId('verify-outcome')).toHaveText('Verified: we found the link back.');
  await expect(dialog.getByTestId('verified-mark')).toContainText(
    'Verified: linked back from the website, checked',
  );
  await expectNoSeriousA11yViolations(page, 'the verify dialog, verified');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [size, viewport] of SHOT_SIZES) {
      await page.setViewportSize(viewport);
      await shot(page, `verify-dialog-${size}-${scheme}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(DESKTOP);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(list(page).getByTestId('item-level')).toContainText('Verified: linked back from the website');

  // A visitor: the words beside the item, and the link marked as the person's own.
  const visitor = await browser.newPage({ viewport: DESKTOP });
  await visitor.goto(`/user/${me.username}`);
  const row = visitor.getByRole('link', { name: new RegExp(`^${SITE_TITLE} `) });
  await expect(row).toContainText(/Verified: linked back from the website, checked \d{1,2} [A-Z][a-z]{2}/);
  expect(await row.getAttribute('rel')).toBe('me noopener noreferrer');
  for (const scheme of ['light', 'dark'] as const) {
    await visitor.emulateMedia({ colorScheme: scheme });
    for (const [size, viewport] of SHOT_SIZES) {
      await visitor.setViewportSize(viewport);
      await visitor.reload();
      await expect(visitor.getByTestId('verified-mark')).toBeVisible();
      await shot(visitor, `public-page-verified-${size}-${scheme}`);
    }
  }
  await visitor.emulateMedia({ colorScheme: 'light' });
  await visitor.setViewportSize(DESKTOP);

  // Search with Verified only finds them, marked.
  await visitor.goto(`/search?q=${encodeURIComponent(name)}`);
  // A click, not check(): the address changes in a transition, so the box shows its new state a moment later.
  const verifiedOnly = visitor.getByRole('checkbox', { name: /Verified only/ });
  await verifiedOnly.click();
  await expect(verifiedOnly).toBeChecked();
  await expect(visitor).toHaveURL(/[?&]verified=1/);
  const results = visitor.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  await expect(results.getByRole('img', { name: /^Verified/ })).toBeVisible();

  // The proof gone: one miss keeps the level, the second drops it.
  site.token = '';
  dialog = await openVerify(page);
  await dialog.getByRole('button', { name: 'Check now' }).click();
  await expect(dialog.getByTestId('verify-outcome')).toContainText('We could not find');
  await expect(dialog.getByTestId('verified-mark')).toBeVisible();
  await dialog.getByRole('button', { name: 'Check now' }).click();
  await expect(dialog.getByText('Self-claimed: you added it, and nobody has checked it yet.')).toBeVisible();

  await visitor.goto(`/user/${me.username}`);
  await expect(visitor.getByRole('link', { name: new RegExp(`^${SITE_TITLE} `) })).toBeVisible();
  await expect(visitor.getByTestId('verified-mark')).toHaveCount(0);
  await visitor.goto('/search?verified=1');
  await visitor.getByRole('textbox', { name: 'Search for name or username' }).fill(name);
  await expect(visitor.getByTestId('search-no-match')).toBeVisible();
  // Everyone again: there they are, without the mark.
  await verifiedOnly.click();
  await expect(verifiedOnly).not.toBeChecked();
  await expect(visitor).not.toHaveURL(/verified=1/);
  await expect(
    visitor.getByRole('list', { name: 'Search results' }).getByRole('link', { name: new RegExp(name) }),
  ).toBeVisible();
  await expect(visitor.getByTestId('verified-mark')).toHaveCount(0);
  await visitor.close();
});
