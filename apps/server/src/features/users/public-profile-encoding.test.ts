import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession, saveHandles } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let username: string;
beforeAll(async () => {
  t = await createTestApp();
  const { user, token } = await createUserWithSession(t, { name: 'Compressed Person' });
  username = user.username;
  // Enough handles for a body past the compression threshold.
  await saveHandles(t, token, {
    facebook: 'a.rather.long.facebook.name',
    instagram: 'a_rather_long_instagram_name',
    snapchat: 'a-long-snap-name',
    twitter: 'a_long_x_name',
    linkedin: 'a-rather-long-linkedin-name',
    youtube: 'ARatherLongChannelName',
    minecraft: 'Long_Minecraft_1',
  });
});
afterAll(() => t.close());

const get = (acceptEncoding?: string) =>
  t.inject({
    method: 'GET',
    url: `/api/user/${username}`,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('GET /api/user/{username} compression', () => {
  it('answers brotli, gzip or plain by Accept-Encoding, always the same profile', async () => {
    const plain = await get();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const profile = plain.json();
    expect(profile.user[0].username).toBe(username);
    expect(plain.body.length).toBeGreaterThanOrEqual(1024);

    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(profile);

    const gzip = await get('gzip;q=1, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(profile);

    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('still answers 304 for a matching ETag when the client takes brotli', async () => {
    const first = await get('br');
    const again = await t.inject({
      method: 'GET',
      url: `/api/user/${username}`,
      headers: { 'accept-encoding': 'br', 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});
