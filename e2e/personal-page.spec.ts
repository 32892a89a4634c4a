import { PROFILE_THEMES } from '@handlehub/shared';
import { expect, type Page, test } from '@playwright/test';
import { appReady, openProfile, type SignedUpUser, signUpViaApi } from './support';

/**
 * The public page as a person's page: the person, then their links on the first screen; everything else
 * that takes the profile along in the sheet Share opens; the page's theme on what opens from it.
 */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** A person with five handles and, when given, a bio and a page look, set through the API as Edit Profile does. */
async function person(
  page: Page,
  look: { bio?: string; theme?: string; background?: string; buttons?: string } = {},
): Promise<SignedUpUser> {
  const me = await signUpViaApi(page, { name: 'Page Person', gender: 'male' });
  const handles = await page.request.post('/api/social/updatesocialaccount', {
    headers: { 'user-token': me.token },
    data: { instagram: 'page.person', twitter: 'page_person', youtube: 'pageperson', pubg: '5123456789' },
  });
  expect(handles.status(), await handles.text()).toBe(200);
  if (Object.keys(look).length > 0) {
    const update = await page.request.post('/api/profile/updateprofile', {
      headers: { 'user-token': me.token },
      multipart: { name: me.name, username: me.username, gender: 'male', ...look },
    });
    expect(update.status(), await update.text()).toBe(200);
  }
  return me;
}

const firstRowTop = async (page: Page) => (await page.locator('.hh-item-row').first().boundingBox())!.y;

test('on a phone the first link is on the first screen, within 400 px of the top, with or without a one-line bio', async ({
  browser,
  page,
}) => {
  const plain = await person(page);
  const withBio = await person(page, { bio: 'Speedrunner and map maker.' });
  const visitor = await browser.newPage({ viewport: PHONE });
  for (const who of [plain, withBio]) {
    await openProfile(visitor, who.username);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Page Person' })).toBeVisible();
    expect(await firstRowTop(visitor), who.username).toBeLessThanOrEqual(400);
  }
  // Before the first link a visitor meets two buttons, not four and a footnote.
  const card = visitor.getByTestId('share-panel');
  await expect(card.getByRole('button')).toHaveText([`@${withBio.username}`, 'Share', 'Copy Link']);
  await expect(card.getByRole('link')).toHaveCount(0);
  await expect(visitor.getByText('Share the above link to your friends')).toHaveCount(0);
  await visitor.close();
});

test("Share opens one sheet with WhatsApp, the QR code, Save contact and Embed card; the QR code's dialog gives focus back to Share", async ({
  page,
}) => {
  const me = await person(page);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await openProfile(page, me.username);
  await appReady(page);
  const share = page.getByRole('button', { name: 'Share', exact: true });
  await share.click();
  const sheet = page.getByRole('dialog', { name: /Share it on whatsapp/ });
  await expect(sheet.getByRole('link', { name: 'Whatsapp' })).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'Save contact' })).toHaveAttribute(
    'href',
    `/api/vcard/${me.username}.vcf`,
  );
  await sheet.getByRole('button', { name: 'Embed card' }).click();
  await expect(sheet.getByTestId('embed-markdown')).toContainText(`/api/card/${me.username}.svg`);

  await sheet.getByRole('button', { name: 'View QR Code Profile' }).click();
  const qr = page.getByRole('dialog', { name: 'QR Code Profile' });
  await expect(qr.getByTestId('qr-image')).toBeVisible();
  await expect(sheet).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(qr).toBeHidden();
  await expect(share).toBeFocused();
});

test('the QR card after the links shows the real code, drawn by the server, and opens it large', async ({
  page,
}) => {
  const me = await person(page);
  await openProfile(page, me.username);
  const card = page.getByTestId('qr-card');
  const code = card.getByRole('img', { name: /^QR code of / });
  await code.scrollIntoViewIfNeeded();
  await expect(code).toHaveAttribute('src', `/api/qr/${me.username}.svg`);
  await expect.poll(() => code.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await card.getByRole('button', { name: 'View QR Code Profile' }).click();
  await expect(page.getByRole('dialog', { name: 'QR Code Profile' }).getByTestId('qr-image')).toBeVisible();
});

test("a Sunset page's share sheet, QR dialog and a handle's QR dialog wear its colours; both dialogs show the whole link above the code", async ({
  page,
}) => {
  const me = await person(page, { theme: 'sunset' });
  await openProfile(page, me.username);
  await appReady(page);
  const sunset = PROFILE_THEMES.sunset.light;
  const colorOf = (locator: ReturnType<Page['locator']>, property: string) =>
    locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: /Share it on whatsapp/ });
  await expect(sheet).toBeVisible();
  expect(await colorOf(sheet, 'background-color')).toBe(rgb(sunset.surface));
  await sheet.getByRole('button', { name: 'View QR Code Profile' }).click();

  const qr = page.getByRole('dialog', { name: 'QR Code Profile' });
  const copy = qr.getByRole('button', { name: 'Copy' });
  await expect(copy).toBeVisible();
  expect(await colorOf(copy, 'color')).toBe(rgb(sunset.accent));
  const link = qr.getByTestId('qr-profile-link');
  const whole = (locator: typeof link) => locator.evaluate((el) => el.scrollWidth <= el.clientWidth);
  await expect(link).toHaveText(new RegExp(`/user/${me.username}$`));
  expect(await whole(link)).toBe(true);
  expect((await link.boundingBox())!.y).toBeLessThan((await qr.getByTestId('qr-image').boundingBox())!.y);
  await page.keyboard.press('Escape');
  await expect(qr).toBeHidden();

  await page.getByRole('button', { name: 'QR code of the Instagram link' }).click();
  const handleQr = page.getByRole('dialog', { name: 'Instagram QR code' });
  const handleLink = handleQr.getByTestId('handle-qr-link');
  await expect(handleLink).toHaveText(new RegExp(`/user/${me.username}/instagram$`));
  expect(await whole(handleLink)).toBe(true);
  expect((await handleLink.boundingBox())!.y).toBeLessThan(
    (await handleQr.getByTestId('handle-qr-image').boundingBox())!.y,
  );
  expect(await colorOf(handleQr.getByRole('button', { name: 'Copy' }), 'color')).toBe(rgb(sunset.accent));
});

test('every dialog title has one style: bold, a step above its text', async ({ page }) => {
  const me = await person(page);
  await page.evaluate(() => localStorage.clear());
  await openProfile(page, me.username);
  await appReady(page);
  const titles: string[] = [];
  for (const [open, name] of [
    ['View QR Code Profile', 'QR Code Profile'],
    ['Report', `Report @${me.username}`],
  ] as const) {
    await page.getByRole('button', { name: open, exact: true }).click();
    const title = page.getByRole('dialog', { name }).locator('.mantine-Modal-title');
    titles.push(
      await title.evaluate((el) => `${getComputedStyle(el).fontWeight} ${getComputedStyle(el).fontSize}`),
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name })).toBeHidden();
  }
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const sheetTitle = page
    .getByRole('dialog', { name: /Share it on whatsapp/ })
    .locator('.mantine-Drawer-title');
  titles.push(
    await sheetTitle.evaluate((el) => `${getComputedStyle(el).fontWeight} ${getComputedStyle(el).fontSize}`),
  );
  expect(titles).toEqual(['700 18px', '700 18px', '700 18px']);
});

test('one way back: the public page, the unknown page and desktop search draw the same link', async ({
  page,
}) => {
  const styleOf = async () => {
    const back = page.locator('a.hh-back-link:visible').first();
    await expect(back).toBeVisible();
    return back.evaluate((el) => {
      const s = getComputedStyle(el);
      return [s.fontWeight, s.fontSize, s.color, !!el.querySelector('svg')].join(' ');
    });
  };
  await openProfile(page, 'nobody.at.all');
  const profile = await styleOf();
  await page.goto('/no/such/page');
  await appReady(page);
  expect(await styleOf()).toBe(profile);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/search');
  await appReady(page);
  expect(await styleOf()).toBe(profile);
});
