import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
import sharp from 'sharp';
import { baseURL } from '../playwright.config';
import { clipboard, decodeQrImage, decodeQrImg, download, grantClipboard } from './qr-and-clipboard';
import { DESKTOP, MOBILE, openProfile, type SignedUpUser, signUpViaApi } from './support';

const COC_LINK = 'https://link.clashofclans.com/en?action=OpenPlayerProfile&tag=%232PP0JCGQ';
const TRAINER_CODE = '123456789012';

/** Signs someone up with a social handle and two games. */
async function player(page: Page, name: string): Promise<SignedUpUser> {
  const owner = await signUpViaApi(page, { name });
  const saved = await page.request.post('/api/social/updatesocialaccount', {
    headers: { 'user-token': owner.token },
    data: { instagram: `${owner.username}.gram`, coc: '#2PP0JCGQ', pokemongo: '1234 5678 9012' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return owner;
}

/** A player's public profile with the QR dialog of one of their handles open (by its platform's name). */
async function handleQrDialog(page: Page, name: string, platform: string) {
  const owner = await player(page, name);
  await openProfile(page, owner.username);
  await page.getByRole('button', { name: `QR code of the ${platform} link` }).click();
  return { owner, dialog: page.getByRole('dialog', { name: `${platform} QR code` }) };
}

/** The text of the QR code drawn inside an element (a server-drawn inline SVG), read from a screenshot. */
async function decodeElement(element: Locator): Promise<string> {
  const code = await decodeQrImage(await element.screenshot());
  expect(code, 'a readable QR code').not.toBeNull();
  return code!.text;
}

test.describe('one link and one QR code per handle', () => {
  test.use({ viewport: DESKTOP });

  test("'QR' on a handle row shows the code of that handle's link, which leads to the platform", async ({
    page,
  }) => {
    const { owner, dialog } = await handleQrDialog(page, 'Quinn Row', 'Instagram');
    const link = `${baseURL}/user/${owner.username}/instagram`;
    await expect(dialog.getByTestId('handle-qr-link')).toHaveText(link);
    expect((await decodeQrImg(dialog.getByTestId('handle-qr-image'))).text).toBe(link);

    // The file to print holds the same link.
    const svg = await download(page, dialog.getByRole('link', { name: 'Download SVG' }));
    expect(svg.name).toBe(`handlehub-${owner.username}-instagram.svg`);
    expect((await decodeQrImage(svg.bytes, 'svg'))?.text).toBe(link);

    // The link itself: a redirect to exactly the address the profile links to.
    const profileLink = await page
      .getByRole('link', { name: /^Instagram .*, open profile$/ })
      .getAttribute('href');
    const followed = await page.request.get(link, { maxRedirects: 0 });
    expect(followed.status()).toBe(302);
    expect(followed.headers().location).toBe(profileLink);
    expect(profileLink).toBe(`https://www.instagram.com/${owner.username}.gram`);
  });

  test("Clash of Clans: the game's own player link, on the profile and on the game's page, both as QR codes", async ({
    page,
  }) => {
    const { owner, dialog } = await handleQrDialog(page, 'Clash Player', 'Clash of Clans');
    await expect(dialog.getByRole('link', { name: 'Open in Clash of Clans' })).toHaveAttribute(
      'href',
      COC_LINK,
    );
    expect((await decodeQrImg(dialog.getByTestId('game-open-qr'))).text).toBe(COC_LINK);
    expect((await decodeQrImg(dialog.getByTestId('handle-qr-image'))).text).toBe(
      `${baseURL}/user/${owner.username}/coc`,
    );

    await page.goto(`/user/${owner.username}/coc`);
    await expect(page.getByRole('heading', { level: 1, name: 'Clash Player' })).toBeVisible();
    await expect(page.getByTestId('game-id')).toHaveText('#2PP0JCGQ');
    await expect(page.getByRole('link', { name: 'Open in Clash of Clans' })).toHaveAttribute(
      'href',
      COC_LINK,
    );
    expect(await decodeElement(page.getByTestId('game-open-qr').locator('svg'))).toBe(COC_LINK);
  });

  test('Pokemon GO: the game page copies the code and its QR holds exactly the 12 digits, under a strict CSP', async ({
    page,
    context,
  }) => {
    await grantClipboard(context);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    const owner = await player(page, 'Trainer Tess');
    await page.goto(`/user/${owner.username}/pokemongo`);
    await expect(page.getByTestId('game-id')).toHaveText('1234 5678 9012');
    const qr = page.getByTestId('game-scan-qr');
    await expect(qr.getByText('Scan in Pokemon GO to add me')).toBeVisible();
    expect(await decodeElement(qr.locator('svg'))).toBe(TRAINER_CODE);

    await page.getByRole('button', { name: 'Copy Pokemon GO ID' }).click();
    await expect(page.getByRole('status')).toHaveText('Copied!');
    expect(await clipboard(page)).toBe(TRAINER_CODE);
    await page.getByRole('link', { name: "See all of Trainer Tess's handles" }).click();
    await expect(page).toHaveURL(`${baseURL}/user/${owner.username}`);
    expect(violations).toEqual([]);
  });

  test("on the profile, Pokemon GO's code stands beside the link's", async ({ page }) => {
    const { dialog } = await handleQrDialog(page, 'Beside Bea', 'Pokemon GO');
    await expect(dialog.getByText('Scan in Pokemon GO to add me')).toBeVisible();
    expect((await decodeQrImg(dialog.getByTestId('game-scan-qr'))).text).toBe(TRAINER_CODE);
  });

  test("a locked profile's link says Not Accessible!", async ({ page }) => {
    const owner = await player(page, 'Locked Lou');
    const lock = await page.request.post('/api/profile/changestatus', {
      headers: { 'user-token': owner.token },
      data: { fieldname: 'isLocked', status: true },
    });
    expect(lock.status()).toBe(200);
    const response = await page.goto(`/user/${owner.username}/pokemongo`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Not Accessible!' })).toBeVisible();
    await expect(page.getByText('1234 5678 9012')).toHaveCount(0);
  });
});

test.describe('take the profile along', () => {
  test.use({ viewport: DESKTOP });

  test("'Save contact' downloads a vCard that a vCard library reads", async ({ page }) => {
    const owner = await player(page, 'Contact Cleo');
    await openProfile(page, owner.username);
    // On the public page it is in the sheet Share opens.
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const file = await download(page, page.getByRole('dialog').getByRole('link', { name: 'Save contact' }));
    expect(file.name).toBe(`${owner.username}.vcf`);
    const card = new ICAL.Component(ICAL.parse(file.bytes.toString('utf8')) as unknown[]);
    expect(card.getFirstPropertyValue('version')).toBe('4.0');
    expect(card.getFirstPropertyValue('fn')).toBe('Contact Cleo');
    expect(card.getFirstPropertyValue('url')).toBe(`${baseURL}/user/${owner.username}`);
    expect(card.getAllProperties('socialprofile').map((p) => p.getFirstValue())).toEqual([
      `https://www.instagram.com/${owner.username}.gram`,
      '#2PP0JCGQ',
      TRAINER_CODE,
    ]);
    expect(card.getAllProperties('x-socialprofile')).toHaveLength(3);
  });

  test('the embeddable card renders with the name, in the page and as a PNG', async ({ page }) => {
    const owner = await player(page, 'Card Casey');
    await openProfile(page, owner.username);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Embed card' }).click();
    await expect(page.getByTestId('embed-markdown')).toHaveText(
      `[![@${owner.username} on HandleHub](${baseURL}/api/card/${owner.username}.svg)](${baseURL}/user/${owner.username})`,
    );
    const preview = page.getByRole('img', { name: `@${owner.username} on HandleHub` });
    await expect(preview).toBeVisible();
    expect(await preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
      480, 160,
    ]);

    // The card as a document of its own: the browser draws the name as text.
    const card = await page.goto(`/api/card/${owner.username}.svg`);
    expect(card?.headers()['content-type']).toBe('image/svg+xml; charset=utf-8');
    await expect(page.locator('text').first()).toHaveText('Card Casey');
    const screenshot = await page.locator('svg').first().screenshot();
    expect((await sharp(screenshot).metadata()).width).toBe(480);

    // And drawn to PNG by sharp (librsvg): the name is there as text, and it is painted.
    const svg = Buffer.from(await card!.body());
    const png = await sharp(svg).png().toBuffer();
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 480, height: 160 });
    expect(svg.toString()).toContain('>Card Casey</text>');
    const nameArea = await sharp(png)
      .extract({ left: 156, top: 34, width: 200, height: 30 })
      .greyscale()
      .raw()
      .toBuffer();
    expect(Math.min(...nameArea), 'dark pixels of the name').toBeLessThan(100);
  });
});

/** A phone's in-app browser (its user agent names the app), with no service worker. */
const inAppBrowser = (browser: Browser, userAgent: string) =>
  browser.newContext({ viewport: MOBILE, userAgent, serviceWorkers: 'block' });

test.describe('out of in-app browsers', () => {
  test.use({ viewport: MOBILE });

  test("Instagram's browser is offered the phone's own browser", async ({ browser, page }) => {
    const owner = await player(page, 'Insta Ivy');
    const context = await inAppBrowser(
      browser,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 324.0.4.26.52 (iPhone15,2; iOS 17_4; en_US; en; scale=3.00; 1179x2556; 571238493)',
    );
    const inApp = await context.newPage();
    await openProfile(inApp, owner.username);
    await expect(inApp.getByRole('link', { name: 'Open in your browser' })).toHaveAttribute(
      'href',
      `instagram://extbrowser/?url=${encodeURIComponent(`${baseURL}/user/${owner.username}`)}`,
    );
    await context.close();
  });

  test("TikTok's browser gets the link copied and a plain instruction", async ({ browser, page }) => {
    const owner = await player(page, 'Tok Tam');
    const context = await inAppBrowser(
      browser,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 musical_ly_33.1.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en Region/US BytedanceWebview/d8a21c6',
    );
    await grantClipboard(context);
    const inApp = await context.newPage();
    await openProfile(inApp, owner.username);
    await inApp.getByRole('button', { name: 'Open in your browser' }).click();
    await expect(inApp.getByText(/^Link copied\. Now open your browser/)).toBeVisible();
    expect(await clipboard(inApp)).toBe(`${baseURL}/user/${owner.username}`);
    await context.close();
  });

  test('an ordinary browser sees no such offer', async ({ page }) => {
    const owner = await player(page, 'Plain Pat');
    await openProfile(page, owner.username);
    await expect(page.getByRole('heading', { level: 1, name: 'Plain Pat' })).toBeVisible();
    await expect(page.getByTestId('in-app-browser')).toHaveCount(0);
  });
});

test.describe('with the service worker of a returning visitor', () => {
  test.use({ serviceWorkers: 'allow', viewport: MOBILE });

  test('the links still reach the platform and the game page', async ({ page, context }) => {
    const owner = await player(page, 'Return Rae');
    await context.route('https://www.instagram.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Instagram stand-in</title>' }),
    );
    await openProfile(page, owner.username);
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
      .toBe('activated');
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // The worker answers navigations network-first: a redirect must pass through it as a redirect.
    await page.goto(`/user/${owner.username}/ig`);
    await expect(page).toHaveURL(`https://www.instagram.com/${owner.username}.gram`);
    await expect(page).toHaveTitle('Instagram stand-in');

    await page.goto(`/user/${owner.username}/pokemongo`);
    await expect(page.getByTestId('game-id')).toHaveText('1234 5678 9012');
  });
});
