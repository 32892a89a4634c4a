import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './checks/axe';
import { movedElements, recordPositions } from './checks/positions';
import { DESKTOP, MOBILE, signUpViaApi } from './support';

test.use({ viewport: DESKTOP });

/** Adds one item through the API as the signed-in person (the screens are tested below, not here). */
async function addViaApi(page: Page, token: string, item: Record<string, unknown>) {
  const res = await page.request.post('/api/handles/add', { data: item, headers: { 'user-token': token } });
  expect(res.status(), await res.text()).toBe(201);
}

const list = (page: Page) => page.getByRole('region', { name: 'Your handles and links' });

for (const [size, viewport] of [
  ['a phone', MOBILE],
  ['a desktop', DESKTOP],
] as const) {
  test(`on ${size}, the forms below the list hold their places while the list loads`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signUpViaApi(page, { name: 'Still Sam' });
    await page.route('**/api/handles', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    // Every section heading and the fields of More platforms: what a person aims at while the list loads.
    await recordPositions(page, 'main h2, main input');
    await page.goto('/profile/addaccount');
    await expect(page.getByRole('status', { name: 'Loading your handles and links' })).toBeVisible();
    await expect(list(page).getByText(/^Nothing here yet\./)).toBeVisible({ timeout: 10_000 });
    expect(await movedElements(page)).toEqual({});
  });
}

test('adds a handle from More platforms, a second village with a label and a link; orders, hides; a visitor sees exactly that', async ({
  page,
  browser,
}) => {
  const me = await signUpViaApi(page, { name: 'Items Ivy' });
  await page.goto('/profile/addaccount');

  // More platforms: search the catalogue, then the value in the platform's own words.
  const more = page.getByRole('region', { name: 'More platforms' });
  await more.getByRole('combobox', { name: 'Platform' }).fill('tikt');
  await page.getByRole('option', { name: 'TikTok' }).click();
  await more.getByRole('textbox', { name: /TikTok username/ }).fill('https://www.tiktok.com/@ivy.plays');
  await more.getByRole('button', { name: 'Add' }).click();
  await expect(list(page).getByText('ivy.plays')).toBeVisible();

  for (const [tag, label] of [
    ['#2PP0JCGQ', 'main'],
    ['8qu8j9lp', 'EU server'],
  ]) {
    await more.getByRole('combobox', { name: 'Platform' }).fill('Clash of');
    await page.getByRole('option', { name: 'Clash of Clans' }).click();
    await more.getByRole('textbox', { name: /Player tag/ }).fill(tag!);
    await more.getByRole('textbox', { name: 'Label (optional)' }).fill(label!);
    await more.getByRole('button', { name: 'Add' }).click();
    await expect(list(page).getByText(label!)).toBeVisible();
  }

  // A link with a title; a javascript: address is refused with a clear message and adds nothing.
  const link = page.getByRole('region', { name: 'Add a link' });
  await link.getByRole('textbox', { name: 'Address' }).fill('javascript:alert(1)');
  await link.getByRole('button', { name: 'Add' }).click();
  await expect(
    link.getByText('A link must be a web address that starts with https:// or http://'),
  ).toBeVisible();
  await expect(list(page).getByRole('listitem')).toHaveCount(3);
  await link.getByRole('textbox', { name: 'Address' }).fill('ivy.example/shop');
  await link.getByRole('textbox', { name: 'Title (optional)' }).fill('My shop');
  await link.getByRole('button', { name: 'Add' }).click();
  await expect(list(page).getByText('My shop')).toBeVisible();
  await expect(list(page).getByRole('listitem')).toHaveCount(4);

  // By keyboard: the link moves up to first; focus stays on its button and the move is announced.
  const up = list(page).getByRole('button', { name: /^Move My shop .* up$/ });
  await up.focus();
  // One press at a time, as a person hears each move announced before the next.
  for (const position of [3, 2, 1]) {
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: `to position ${position} of 4` })).toHaveText(
      new RegExp(`^Moved My shop .* to position ${position} of 4$`),
    );
    await expect(up).toBeFocused();
  }
  // The EU village is hidden, and marked so for its owner.
  await list(page)
    .getByRole('switch', { name: /Show on my page: Clash of Clans #8QU8J9LP/ })
    .click({ force: true });
  const euRow = list(page).getByRole('listitem').filter({ hasText: '#8QU8J9LP' });
  await expect(euRow.getByText('Hidden', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Add Account with items');

  // The saved order and state, as the owner's list and as the server has them.
  const saved = await (
    await page.request.get('/api/handles', { headers: { 'user-token': me.token } })
  ).json();
  expect(saved.items.map((i: { shown: string; visible: boolean }) => [i.shown, i.visible])).toEqual([
    ['ivy.example/shop', true],
    ['ivy.plays', true],
    ['#2PP0JCGQ', true],
    ['#8QU8J9LP', false],
  ]);

  // A visitor: the page in that order by section, the label beside the village, the hidden one nowhere.
  const visitor = await (await browser.newContext({ viewport: MOBILE })).newPage();
  await visitor.goto(`/user/${me.username}`);
  const rows = visitor.getByTestId('account-username');
  await expect(rows).toHaveText(['ivy.plays', '#2PP0JCGQ', 'ivy.example/shop']);
  await expect(visitor.getByText('· main')).toBeVisible();
  await expect(visitor.locator('body')).not.toContainText('#8QU8J9LP');
  await expect(visitor.getByRole('link', { name: 'My shop ivy.example/shop, open address' })).toHaveAttribute(
    'href',
    'https://ivy.example/shop',
  );
  await expectNoSeriousA11yViolations(visitor, 'a profile with items');
  await visitor.context().close();
});

test('brings links from a CSV file: a preview names what is added and what is refused, and nothing is saved before Add', async ({
  page,
}) => {
  const me = await signUpViaApi(page, { name: 'Import Ida' });
  await addViaApi(page, me.token, { platform: 'instagram', value: 'ida.gram' });
  await page.goto('/profile/addaccount');
  const csv = [
    'platform,handle,label,visible',
    'TikTok,@ida.tok,,yes',
    'instagram,ida.gram,,yes',
    'Clash of Clans,#2PP0JCGQ,main,no',
    'link,javascript:alert(1),Bad,yes',
    'myspace,ida,,yes',
  ].join('\n');
  const region = page.getByRole('region', { name: 'Bring your links' });
  await region.locator('input[type="file"]').setInputFiles({
    name: 'links.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(region.getByText('2 will be added, 3 refused')).toBeVisible();
  await expect(region.getByText('Refused: Already on your page')).toBeVisible();
  await expect(region.getByText(/Refused: "myspace" is not a platform we know/)).toBeVisible();
  await expect(region.getByText('Will be added, hidden')).toBeVisible();
  // Still only Instagram: the preview wrote nothing.
  let items = (await (await page.request.get('/api/handles', { headers: { 'user-token': me.token } })).json())
    .items;
  expect(items).toHaveLength(1);
  await expectNoSeriousA11yViolations(page, 'the import preview');

  await region.getByRole('button', { name: 'Add 2' }).click();
  await expect(list(page).getByRole('listitem')).toHaveCount(3);
  items = (await (await page.request.get('/api/handles', { headers: { 'user-token': me.token } })).json())
    .items;
  expect(
    items.map((i: { platform: string; value: string; visible: boolean }) => [i.platform, i.value, i.visible]),
  ).toEqual([
    ['instagram', 'ida.gram', true],
    ['tiktok', 'ida.tok', true],
    ['coc', '#2PP0JCGQ', false],
  ]);
});

// The choices of docs/decisions/016-ui-finish.md (the tag names the choice).
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
