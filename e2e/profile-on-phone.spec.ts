import { MESSAGES } from '@handlehub/shared/messages';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { openProfile, signUpViaApi } from './support';

/** The phone size screens are reviewed at: the public page must work best here. */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** 30 characters: the shortest name that must never be cut (the page once cut one of 17). */
const NAME_30 = 'Alexandria Catherine Montgomer';

const HANDLES = {
  youtube: 'showcase.tube',
  instagram: 'showcase.gram',
  pubg: '5123456789',
  coc: '#2PP0JCGQ',
  twitter: 'showcase_x',
};

async function ownerWithHandles(page: Page, name: string, locked = false) {
  const owner = await signUpViaApi(page, { name });
  const saved = await page.request.post('/api/social/updatesocialaccount', {
    headers: { 'user-token': owner.token },
    data: HANDLES,
  });
  expect(saved.status(), await saved.text()).toBe(200);
  if (locked) {
    const lock = await page.request.post('/api/profile/changestatus', {
      headers: { 'user-token': owner.token },
      data: { fieldname: 'isLocked', status: true },
    });
    expect(lock.status()).toBe(200);
  }
  return owner;
}

const row = (page: Page, platform: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(platform, { exact: true }) });

/** The text fits its box: nothing cut by an ellipsis or hidden overflow. */
async function expectNotCut(locator: Locator) {
  const { scroll, client } = await locator.evaluate((el) => ({
    scroll: el.scrollWidth,
    client: el.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

/** Left edges of the buttons of the given name in every row: one value when they form one column. */
async function columnOf(page: Page, name: RegExp): Promise<number[]> {
  const boxes = await page.getByRole('listitem').getByRole('button', { name }).all();
  expect(boxes.length).toBeGreaterThan(1);
  const xs = await Promise.all(boxes.map(async (b) => Math.round((await b.boundingBox())!.x)));
  return [...new Set(xs)];
}

test.describe('the public profile on a phone', () => {
  test('each handle row is one large link to the platform; copy and QR sit beside it', async ({ page }) => {
    const owner = await ownerWithHandles(page, 'Row Tester');
    await openProfile(page, owner.username);

    const instagram = row(page, 'Instagram');
    const link = instagram.getByRole('link', { name: /^Instagram .*, open profile$/ });
    await expect(link).toHaveAttribute('href', 'https://www.instagram.com/showcase.gram');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toContainText('showcase.gram');
    // A thumb-sized target: at least 48 px high and most of the row's width.
    const linkBox = (await link.boundingBox())!;
    const rowBox = (await instagram.boundingBox())!;
    expect(linkBox.height).toBeGreaterThanOrEqual(48);
    expect(linkBox.width).toBeGreaterThan(rowBox.width * 0.6);

    // Valid HTML: no button inside the link; each secondary button has its own name.
    await expect(link.locator('button, a, [role="button"]')).toHaveCount(0);
    const copy = instagram.getByRole('button', { name: 'Copy Instagram username' });
    const qr = instagram.getByRole('button', { name: 'QR code of the Instagram link' });
    await expect(copy).toBeVisible();
    await expect(qr).toBeVisible();
    for (const button of [copy, qr]) {
      const box = (await button.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
    }

    // Tapping the row anywhere but its buttons opens the platform (in a new tab; no real network here).
    await page
      .context()
      .route('https://www.instagram.com/**', (route) => route.fulfill({ body: 'Instagram' }));
    const popup = page.waitForEvent('popup');
    await instagram.click({ position: { x: rowBox.width - 120, y: 8 } });
    const opened = await popup;
    await opened.waitForLoadState();
    expect(opened.url()).toBe('https://www.instagram.com/showcase.gram');
    await opened.close();

    // The buttons keep their own tap: the QR dialog opens and no tab does.
    let popups = 0;
    page.on('popup', () => popups++);
    await qr.click();
    await expect(page.getByRole('dialog', { name: 'Instagram QR code' })).toBeVisible();
    await page.keyboard.press('Escape');
    expect(popups).toBe(0);

    // Keyboard: the row's link, then its copy and QR buttons.
    await link.focus();
    await page.keyboard.press('Tab');
    await expect(copy).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(qr).toBeFocused();
  });

  test("Social and Games sections in the platforms' order; a game ID has one QR control", async ({
    page,
  }) => {
    const owner = await ownerWithHandles(page, 'Section Tester');
    await openProfile(page, owner.username);

    const social = page.getByRole('region', { name: 'Social', exact: true });
    const games = page.getByRole('region', { name: 'Games', exact: true });
    await expect(page.getByRole('heading', { level: 2, name: 'Social', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Games', exact: true })).toBeVisible();
    await expect(social.getByTestId('account-username')).toHaveText([
      'showcase.gram',
      'showcase_x',
      'showcase.tube',
    ]);
    await expect(games.getByTestId('account-username')).toHaveText(['#2PP0JCGQ', '5123456789']);

    // A game ID without a web profile: its row opens its game page; its one QR control is the handle's QR dialog.
    const pubg = row(page, 'PUBG');
    await expect(pubg.getByRole('link')).toHaveAccessibleName(/^PUBG .*, open game page$/);
    await expect(pubg.getByRole('button', { name: /QR/ })).toHaveCount(1);
    await pubg.getByRole('button', { name: 'QR code of the PUBG link' }).click();
    // The dialog shows the game's code, as the removed in-row QR of the ID did.
    const dialog = page.getByRole('dialog', { name: 'PUBG QR code' });
    await expect(dialog.getByTestId('handle-qr-game-id')).toHaveText('5123456789');
    await expect(dialog.getByTestId('handle-qr-image')).toBeVisible();
  });

  test('the copy and QR buttons form one column on every row (D15)', async ({ page }) => {
    const owner = await ownerWithHandles(page, 'Column Tester');
    await openProfile(page, owner.username);
    await expect(row(page, 'PUBG')).toBeVisible();
    expect(await columnOf(page, /^Copy /)).toHaveLength(1);
    expect(await columnOf(page, /^QR code of/)).toHaveLength(1);
  });

  test('a centred header with the photo; a 30-character name wraps and is never cut', async ({ page }) => {
    const owner = await ownerWithHandles(page, NAME_30);
    await openProfile(page, owner.username);
    const name = page.getByRole('heading', { level: 1, name: NAME_30 });
    await expect(name).toHaveText(NAME_30);
    await expectNotCut(name);
    const username = page.getByRole('button', { name: `@${owner.username}, copy profile link` });
    await expect(username).toHaveText(`@${owner.username}`);
    await expectNotCut(username);

    const photo = (await page.getByTestId('share-panel').getByTestId('user-avatar').boundingBox())!;
    const heading = (await name.boundingBox())!;
    // 80 px on a phone, so the first link is on the first screen (decision 028).
    expect(photo.width).toBeGreaterThanOrEqual(80);
    // Centred: the photo's and the name's middles are on the page's middle line.
    for (const box of [photo, heading]) {
      expect(Math.abs(box.x + box.width / 2 - PHONE.width / 2)).toBeLessThan(4);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});

test.describe('the own profile on a phone', () => {
  test('an even action grid, the name never cut, the rows in one column (D12, D15)', async ({ page }) => {
    await ownerWithHandles(page, NAME_30);
    await page.goto('/profile');
    const name = page.getByRole('heading', { level: 1, name: NAME_30 });
    await expect(name).toHaveText(NAME_30);
    await expectNotCut(name);

    const panel = page.getByTestId('share-panel');
    const buttons = [
      panel.getByRole('button', { name: 'Share' }),
      panel.getByRole('button', { name: 'Copy Link' }),
      panel.getByRole('link', { name: 'Edit profile' }),
      panel.getByRole('link', { name: 'Add account' }),
    ];
    const boxes = await Promise.all(buttons.map(async (b) => (await b.boundingBox())!));
    // Two rows of two, all of one width.
    expect(boxes[0]!.y).toBe(boxes[1]!.y);
    expect(boxes[2]!.y).toBe(boxes[3]!.y);
    expect(boxes[2]!.y).toBeGreaterThan(boxes[0]!.y);
    expect(boxes[0]!.x).toBe(boxes[2]!.x);
    for (const box of boxes) expect(Math.abs(box.width - boxes[0]!.width)).toBeLessThan(1);
    // No label is cut ('Add accoun…').
    for (const button of buttons) await expectNotCut(button.locator('.mantine-Button-label'));

    await expect(row(page, 'PUBG')).toBeVisible();
    expect(await columnOf(page, /^Copy /)).toHaveLength(1);
    expect(await columnOf(page, /^QR code of/)).toHaveLength(1);
  });

  test('a locked account says so and offers no link or QR code to share (D8)', async ({ page }) => {
    await ownerWithHandles(page, 'Locked Lou', true);
    await page.goto('/profile');
    const notice = page.getByTestId('locked-notice');
    await expect(notice).toContainText(MESSAGES.accountLockedTitle);
    await expect(notice).toContainText(MESSAGES.accountLockedNotice);
    const panel = page.getByTestId('share-panel');
    await expect(panel.getByRole('button', { name: 'Share' })).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Copy Link' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'View QR Code Profile' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'QR code of the Instagram link' })).toBeDisabled();
    // Editing stays possible.
    await expect(panel.getByRole('link', { name: 'Edit profile' })).toBeVisible();
  });

  test('an unlocked account has no notice and every share action', async ({ page }) => {
    await ownerWithHandles(page, 'Open Olga');
    await page.goto('/profile');
    const panel = page.getByTestId('share-panel');
    await expect(page.getByRole('button', { name: 'View QR Code Profile' })).toBeEnabled();
    await expect(panel.getByRole('button', { name: 'Share' })).toBeEnabled();
    await expect(panel.getByRole('button', { name: 'Copy Link' })).toBeEnabled();
    await expect(page.getByTestId('locked-notice')).toHaveCount(0);
  });
});
