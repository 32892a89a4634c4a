import { expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { baseURL } from '../playwright.config';
import { decodeQrImage, download } from './qr-and-clipboard';
import { DESKTOP, MOBILE, openProfile, type SignedUpUser, signUpViaApi } from './support';

const decode = async (image: Buffer, format: 'png' | 'svg') =>
  (await decodeQrImage(image, format))?.text ?? null;

/** Signs someone up with one handle (so the QR card offers the modal) and opens their QR modal. */
async function openQrModal(page: Page, name: string): Promise<{ owner: SignedUpUser; modal: Locator }> {
  const owner = await signUpViaApi(page, { name });
  const saved = await page.request.post('/api/social/updatesocialaccount', {
    headers: { 'user-token': owner.token },
    data: { instagram: `${owner.username}.gram` },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'View QR Code Profile' }).click();
  const modal = page.getByRole('dialog', { name: 'QR Code Profile' });
  await expect(modal.getByTestId('qr-image')).toBeVisible();
  return { owner, modal };
}

test.describe('on a wide screen', () => {
  test.use({ viewport: DESKTOP });

  test('the QR modal downloads the code as SVG and as a 2048 px PNG, both reading the profile link', async ({
    page,
  }) => {
    const { owner, modal } = await openQrModal(page, 'Dana Print');
    const qrLink = `${baseURL}/user/${owner.username}?src=qr`;

    // The code on screen carries the same address; the link shown to copy stays canonical.
    await expect(modal.getByTestId('qr-profile-link')).toHaveText(`${baseURL}/user/${owner.username}`);
    const onScreen = await modal.getByTestId('qr-image').getAttribute('src');
    expect(onScreen).toMatch(/^data:image\/png;base64,/);
    expect(await decode(Buffer.from(onScreen!.split(',')[1]!, 'base64'), 'png')).toBe(qrLink);

    const svgLink = modal.getByRole('link', { name: 'Download SVG' });
    const pngLink = modal.getByRole('link', { name: 'Download PNG' });
    await expect(svgLink).toBeVisible();
    await expect(pngLink).toBeVisible();

    const svg = await download(page, svgLink);
    expect(svg.name).toBe(`handlehub-${owner.username}.svg`);
    expect(svg.bytes.toString('utf8')).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(await decode(svg.bytes, 'svg')).toBe(qrLink);

    const png = await download(page, pngLink);
    expect(png.name).toBe(`handlehub-${owner.username}.png`);
    const meta = await sharp(png.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 2048, 2048]);
    expect(await decode(png.bytes, 'png')).toBe(qrLink);

    // The modal is still open after the downloads, and the links are reachable with the keyboard.
    await expect(modal).toBeVisible();
    await svgLink.focus();
    await page.keyboard.press('Tab');
    await expect(pngLink).toBeFocused();
  });

  test("the public page's og:image is the profile's 1200×630 PNG card", async ({ page }) => {
    const owner = await signUpViaApi(page, { name: 'Preview Person' });
    await openProfile(page, owner.username);
    await expect(page.getByRole('heading', { level: 1, name: 'Preview Person' })).toBeVisible();
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(new RegExp(`^${baseURL}/api/og/${owner.username}\\.png\\?v=[\\w-]+$`));
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');

    const response = await page.request.get(image!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const meta = await sharp(await response.body()).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: MOBILE });

  test('the download buttons sit one above the other, inside the modal', async ({ page }) => {
    const { modal } = await openQrModal(page, 'Phone Print');
    const svg = await modal.getByRole('link', { name: 'Download SVG' }).boundingBox();
    const png = await modal.getByRole('link', { name: 'Download PNG' }).boundingBox();
    expect(svg && png).toBeTruthy();
    expect(png!.y).toBeGreaterThanOrEqual(svg!.y + svg!.height);
    for (const box of [svg!, png!]) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
      expect(box.height).toBeGreaterThanOrEqual(36);
    }
  });
});
