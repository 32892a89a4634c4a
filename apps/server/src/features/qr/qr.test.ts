import { MESSAGES, QR_DOWNLOAD_SIZE, RATE_LIMITS } from '@handlehub/shared';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { changeStatus, createUserWithSession, updateProfile } from '../../../test/factories.js';
import { getFromNewAddresses, PUBLIC_URL, suiteApp } from '../../../test/test-app.js';

const t = suiteApp({ publicUrl: PUBLIC_URL });

const get = getFromNewAddresses(() => t, 1);

/** The text of the QR code in a PNG or SVG image (SVG rasterized at 10 px per module). */
async function decode(image: Buffer | string): Promise<string | null> {
  const input = typeof image === 'string' ? sharp(Buffer.from(image), { density: 720 }) : sharp(image);
  const { data, info } = await input
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

const qrUrl = (username: string) => `${PUBLIC_URL}/user/${username}?src=qr`;

/** `username`'s code in `format`, checked to be an attachment of `type` named after them, never cached. */
async function download(username: string, format: 'svg' | 'png', type: string) {
  const response = await get(`/api/qr/${username}.${format}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe(type);
  expect(response.headers['content-disposition']).toBe(
    `attachment; filename="handlehub-${username}.${format}"`,
  );
  expect(response.headers['cache-control']).toBe('no-cache');
  return response;
}

describe('GET /api/qr/{username}.svg', () => {
  it('answers an SVG attachment whose code reads PUBLIC_URL/user/{username}?src=qr', async () => {
    const { user } = await createUserWithSession(t);
    const response = await download(user.username, 'svg', 'image/svg+xml; charset=utf-8');
    expect(response.headers.etag).toMatch(/^"[\w-]{22}"$/);
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(await decode(response.body)).toBe(qrUrl(user.username));
  });

  it('sets the width and height of the drawing to ?size=', async () => {
    const { user } = await createUserWithSession(t);
    const plain = await get(`/api/qr/${user.username}.svg`);
    expect(plain.body).not.toMatch(/<svg[^>]* width=/);
    const sized = await get(`/api/qr/${user.username}.svg?size=300`);
    expect(sized.statusCode).toBe(200);
    expect(sized.body).toMatch(/<svg[^>]* width="300" height="300"/);
    expect(sized.headers.etag).not.toBe(plain.headers.etag);
    const { width } = await sharp(Buffer.from(sized.body)).metadata();
    expect(width).toBe(300);
  });
});

describe('GET /api/qr/{username}.png', () => {
  it(`answers a ${QR_DOWNLOAD_SIZE.default} px PNG attachment by default that decodes to the QR address`, async () => {
    const { user } = await createUserWithSession(t);
    const response = await download(user.username, 'png', 'image/png');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1024, 1024]);
    expect(await decode(response.rawPayload)).toBe(qrUrl(user.username));
  });

  it.each([QR_DOWNLOAD_SIZE.min, 500, QR_DOWNLOAD_SIZE.max])(
    'draws ?size=%i px and still decodes',
    async (size) => {
      const { user } = await createUserWithSession(t);
      const response = await get(`/api/qr/${user.username}.png?size=${size}`);
      expect(response.statusCode, response.body).toBe(200);
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([size, size]);
      expect(await decode(response.rawPayload)).toBe(qrUrl(user.username));
    },
  );

  it.each([
    ['below the minimum', 'size=127'],
    ['above the maximum', 'size=2049'],
    ['zero', 'size=0'],
    ['negative', 'size=-512'],
    ['a fraction', 'size=512.5'],
    ['a word', 'size=big'],
    ['an exponent', 'size=1e3'],
    ['empty', 'size='],
    ['huge', 'size=99999999999999999999'],
    ['given twice', 'size=512&size=1024'],
  ])('refuses a size %s with 400', async (_name, query) => {
    const { user } = await createUserWithSession(t);
    const response = await get(`/api/qr/${user.username}.png?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: MESSAGES.qrSizeInvalid });
  });
});

describe('who has a QR code to download', () => {
  it('answers 404 for unknown, blocked and locked users, in both formats', async () => {
    const { user: blocked } = await createUserWithSession(t, { isBlocked: true });
    const { user: locked } = await createUserWithSession(t, { isLocked: true });
    for (const name of ['nobody.here', blocked.username, locked.username]) {
      for (const format of ['svg', 'png']) {
        const response = await get(`/api/qr/${name}.${format}`);
        expect(response.statusCode, `${name}.${format}`).toBe(404);
        expect(response.json()).toEqual({ error: MESSAGES.userNotFound });
        expect(response.headers['content-disposition']).toBeUndefined();
      }
    }
  });

  it('answers 404 for other file names', async () => {
    const { user } = await createUserWithSession(t);
    for (const file of [user.username, `${user.username}.jpg`, `${user.username}.svg.png.x`, '.svg']) {
      const response = await get(`/api/qr/${encodeURIComponent(file)}`);
      expect(response.statusCode, file).toBe(404);
      expect(response.json()).toEqual({ error: MESSAGES.userNotFound });
    }
  });

  it('takes the username in any case and names the file by the stored one', async () => {
    const { user } = await createUserWithSession(t);
    const response = await get(`/api/qr/${user.username.toUpperCase()}.svg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`handlehub-${user.username}.svg`);
    expect(await decode(response.body)).toBe(qrUrl(user.username));
  });

  it('stops at once when the account is locked, and follows a new username', async () => {
    const { user, token } = await createUserWithSession(t, { name: 'Renamed Person' });
    expect((await get(`/api/qr/${user.username}.svg`)).statusCode).toBe(200);

    const renamed = `r${user.username}`.slice(0, 30);
    await updateProfile(t, token, { name: 'Renamed Person', username: renamed, gender: 'female' });
    expect((await get(`/api/qr/${user.username}.svg`)).statusCode).toBe(404);
    const moved = await get(`/api/qr/${renamed}.png?size=256`);
    expect(await decode(moved.rawPayload)).toBe(qrUrl(renamed));

    await changeStatus(t, token, 'isLocked', true);
    expect((await get(`/api/qr/${renamed}.png`)).statusCode).toBe(404);
  });
});

describe('caching and limits', () => {
  it('answers 304 to a matching If-None-Match without drawing again', async () => {
    const { user } = await createUserWithSession(t);
    const first = await get(`/api/qr/${user.username}.png?size=512`);
    const etag = first.headers.etag as string;
    const again = await get(`/api/qr/${user.username}.png?size=512`, { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const otherSize = await get(`/api/qr/${user.username}.png?size=256`, {
      headers: { 'if-none-match': etag },
    });
    expect(otherSize.statusCode).toBe(200);
  });

  it(`allows ${RATE_LIMITS.imagesPerMinutePerAddress} downloads a minute per address, then 429`, async () => {
    const { user } = await createUserWithSession(t);
    const from = { remoteAddress: '10.99.0.1' };
    for (let i = 0; i < RATE_LIMITS.imagesPerMinutePerAddress; i++) {
      const response = await get(`/api/qr/${user.username}.svg`, from);
      expect(response.statusCode).toBe(200);
    }
    const refused = await get(`/api/qr/${user.username}.svg`, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: MESSAGES.tooManyRequests });
    expect((await get(`/api/qr/${user.username}.svg`)).statusCode).toBe(200);
  });
});
