import { readFile } from 'node:fs/promises';
import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { baseURL } from '../playwright.config';

export async function grantClipboard(context: BrowserContext): Promise<void> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
}

export const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** The text of the QR code in a PNG or SVG image (SVG rasterized at 10 px per unit of its view box), or null. */
export async function decodeQrImage(
  image: Buffer,
  format: 'png' | 'svg' = 'png',
): Promise<{ text: string; width: number } | null> {
  const input = format === 'svg' ? sharp(image, { density: 720 }) : sharp(image);
  const { data, info } = await input
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  return code ? { text: code.data, width: info.width } : null;
}

/** Decodes the QR code drawn by an <img> whose src is a PNG data: URL; fails the test when unreadable. */
export async function decodeQrImg(img: Locator): Promise<{ text: string; width: number }> {
  const src = await img.getAttribute('src');
  expect(src).toMatch(/^data:image\/png;base64,/);
  const code = await decodeQrImage(Buffer.from(src!.split(',')[1]!, 'base64'));
  expect(code, 'a readable QR code').not.toBeNull();
  return code!;
}

/** Clicks a download link and returns the file the browser saved. */
export async function download(page: Page, link: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}
