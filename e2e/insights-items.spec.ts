import { type APIRequestContext, expect, test } from '@playwright/test';
import { DESKTOP, MOBILE, signUpViaApi } from './support';

/** A person's browser: Playwright's Chromium says "HeadlessChrome", which the server leaves out as a bot. */
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function addItem(request: APIRequestContext, token: string, item: Record<string, string>) {
  const added = await request.post('/api/handles/add', { headers: { 'user-token': token }, data: item });
  expect(added.status(), await added.text()).toBe(201);
}

// Items beyond the spec's 13 platforms: a click on any of them once made the owner's /profile fail.
test('clicks on a TikTok, a custom link and a game page are named in the owner’s insights', async ({
  browser,
}) => {
  const ownerContext = await browser.newContext({ viewport: MOBILE, userAgent: DESKTOP_CHROME });
  const ownerPage = await ownerContext.newPage();
  const owner = await signUpViaApi(ownerPage, { name: 'Tia Tok' });
  const u = owner.username;
  await addItem(ownerPage.request, owner.token, { platform: 'tiktok', value: 'tia.tok' });
  await addItem(ownerPage.request, owner.token, {
    platform: 'link',
    value: 'https://shop.tia.example/',
    title: 'Tia’s shop',
  });
  await addItem(ownerPage.request, owner.token, { platform: 'nintendo', value: 'SW-1234-5678-9012' });

  const visitorContext = await browser.newContext({ viewport: DESKTOP, userAgent: DESKTOP_CHROME });
  // The rows open other sites in a new tab; here those answer a blank page.
  await visitorContext.route(/^https:\/\/(www\.tiktok\.com|shop\.tia\.example)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>elsewhere</title>' }),
  );
  const visitor = await visitorContext.newPage();
  // The page counts opens once its counting script runs, which also counts the view: after that beacon.
  const viewed = visitor.waitForResponse((r) => r.url().endsWith('/api/insights/view'));
  await visitor.goto(`/user/${u}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Tia Tok' })).toBeVisible();
  expect((await viewed).status()).toBe(204);
  for (const name of [/TikTok/, /Tia’s shop/]) {
    const clicked = visitor.waitForResponse((r) => r.url().endsWith('/api/insights/click'));
    const opened = visitorContext.waitForEvent('page');
    await visitor.getByRole('link', { name }).first().click();
    expect((await clicked).status()).toBe(204);
    await (await opened).close();
  }
  // A game's own page counts as a use of it.
  const game = await visitor.goto(`/user/${u}/nintendo`);
  expect(game?.status()).toBe(200);
  await visitorContext.close();

  await ownerPage.goto('/profile');
  const section = ownerPage.getByRole('region', { name: 'Insights' });
  await expect(section.getByTestId('insights-total-handle-clicks')).toHaveText('3');
  // Equal counts in the order of their slugs: link-{id}, nintendo, tiktok.
  await expect(section.getByRole('list', { name: 'Clicks per handle' }).getByRole('listitem')).toHaveText([
    /^Tia’s shop\s*1$/,
    /^Nintendo Switch\s*1$/,
    /^TikTok\s*1$/,
  ]);
  const today = section.locator('table tbody tr').last();
  await expect(today.locator('td').last()).toHaveText(/^3 \(.+\)$/);
  for (const name of ['TikTok 1', 'Tia’s shop 1', 'Nintendo Switch 1'])
    await expect(today.locator('td').last()).toContainText(name);

  // The rest of the screen works: the card, the list and the QR code, and no failed section.
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Tia Tok' })).toBeVisible();
  await expect(ownerPage.getByRole('link', { name: 'Edit profile' })).toBeVisible();
  await expect(ownerPage.getByText('tia.tok')).toBeVisible();
  await expect(ownerPage.getByText('Some went wrong')).toHaveCount(0);
  await expect(ownerPage.getByTestId('section-error')).toHaveCount(0);
  await ownerContext.close();
});
