import { type Browser, expect, type Page, test } from '@playwright/test';
import { DESKTOP, MOBILE, signUpViaApi } from './support';

/** A person's browser: Playwright's Chromium says "HeadlessChrome", which the server leaves out as a bot. */
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function ownerWithHandles(browser: Browser) {
  const context = await browser.newContext({ viewport: MOBILE, userAgent: DESKTOP_CHROME });
  const page = await context.newPage();
  const owner = await signUpViaApi(page, { name: 'Insight Owner' });
  const saved = await page.request.post('/api/social/updatesocialaccount', {
    headers: { 'user-token': owner.token },
    data: { instagram: 'insight.gram', snapchat: 'insightsnaps' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { context, page, owner };
}

/** Opens a profile and waits until its view beacon was answered. */
async function visit(page: Page, path: string, username: string): Promise<number> {
  const beacon = page.waitForResponse((r) => r.url().endsWith('/api/insights/view'));
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Insight Owner' })).toBeVisible();
  const answered = await beacon;
  expect(JSON.parse(answered.request().postData() ?? '{}').username).toBe(username);
  return answered.status();
}

test('visits, a QR scan and a copied handle show in the owner’s insights chart', async ({
  browser,
  page,
}) => {
  const { context: ownerContext, page: ownerPage, owner } = await ownerWithHandles(browser);
  const u = owner.username;

  const visitorContext = await browser.newContext({
    viewport: DESKTOP,
    userAgent: DESKTOP_CHROME,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const visitor = await visitorContext.newPage();

  // A scan of the QR code: counted as one, then `src=qr` leaves the address bar.
  expect(await visit(visitor, `/user/${u}?src=qr`, u)).toBe(204);
  await expect(visitor).toHaveURL(new RegExp(`/user/${u}$`));
  // A reload of that address is a plain view.
  const reloaded = visitor.waitForResponse((r) => r.url().endsWith('/api/insights/view'));
  await visitor.reload();
  expect(JSON.parse((await reloaded).request().postData() ?? '{}').source).toBe('link');

  // Copying a handle is a click on it.
  const clicked = visitor.waitForResponse((r) => r.url().endsWith('/api/insights/click'));
  await visitor.getByRole('button', { name: 'Copy Instagram username' }).click();
  expect((await clicked).status()).toBe(204);
  await expect(visitor.getByText('Link copied!')).toBeVisible();
  await visitorContext.close();

  // Not counted: a headless browser (Playwright's own UA) and the owner looking at their own profile.
  expect(await visit(page, `/user/${u}?src=qr`, u)).toBe(204);
  expect(await visit(ownerPage, `/user/${u}`, u)).toBe(204);

  await ownerPage.goto('/profile');
  const section = ownerPage.getByRole('region', { name: 'Insights' });
  await expect(section.getByText('Last 30 days', { exact: true })).toBeVisible();
  await expect(section.getByTestId('insights-total-profile-views')).toHaveText('2');
  await expect(section.getByTestId('insights-total-qr-scans')).toHaveText('1');
  await expect(section.getByTestId('insights-total-handle-clicks')).toHaveText('1');

  const chart = section.getByRole('img', {
    name: 'Profile views, QR scans and handle clicks per day, last 30 days',
  });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAccessibleDescription(
    /2 profile views, 1 of them from the QR code, and 1 handle click\./,
  );
  // Today's column: a bar of two views with one QR scan at its foot, and the click on the line.
  const today = new Date().toISOString().slice(0, 10);
  const column = chart.locator(`g[data-date="${today}"]`);
  await expect(column.locator('title')).toHaveText(/2 views \(1 QR scan\), 1 handle click$/);
  await expect(column.locator('rect')).toHaveCount(3);
  const box = await chart.boundingBox();
  expect(box?.width).toBeGreaterThan(300);
  expect(box?.width).toBeLessThanOrEqual(MOBILE.width);

  await expect(section.getByRole('list', { name: 'Clicks per handle' }).getByRole('listitem')).toHaveText([
    /Instagram\s*1/,
  ]);
  // The table for screen readers: 30 days, today last with its figures.
  const rows = section.locator('table tbody tr');
  await expect(rows).toHaveCount(30);
  await expect(rows.last().locator('td')).toHaveText(['2', '1', '1 (Instagram 1)']);
  await ownerContext.close();
});

test('an owner without visits sees the empty state, in dark mode too', async ({ browser }) => {
  const context = await browser.newContext({ viewport: MOBILE, colorScheme: 'dark' });
  const page = await context.newPage();
  await signUpViaApi(page, { name: 'Quiet Owner' });
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Insights' });
  await expect(section.getByTestId('insights-total-profile-views')).toHaveText('0');
  await expect(section.getByText(/^No visits yet\./)).toBeVisible();
  await expect(section.getByRole('img')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await context.close();
});
