import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { JSON_BODY_LIMIT, MESSAGES, PHOTO_MAX_BYTES } from '@handlehub/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession } from '../factories.js';
import { decompressionBombPng, multipart, png } from '../photo-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { snapshot } from './support.js';

/** Hostile uploads on both photo endpoints: refused with a clear message, nothing stored, memory bounded. */

let t: TestApp;
let userToken: string;
let ownerToken: string;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
  userToken = (await createUserWithSession(t, { username: 'uploader' })).token;
  ownerToken = (await createUserWithSession(t, { isShopOwner: true })).token;
});
afterAll(() => t.close());

const ENDPOINTS = [
  {
    url: '/api/profile/updateprofile',
    token: () => userToken,
    fields: { name: 'Up Loader', username: 'uploader', gender: 'male' },
  },
  {
    url: '/api/product/addproduct',
    token: () => ownerToken,
    fields: { productname: 'Cap', productdesc: 'A cap', productlink: 'https://example.com/cap' },
  },
] as const;

const animatedGif = async () => {
  const frame = (colour: string) =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: colour } })
      .png()
      .toBuffer();
  return sharp([await frame('#f00'), await frame('#00f')], { join: { animated: true } })
    .gif()
    .toBuffer();
};

/** Each bad file, the status and the message it must get. */
const BAD_FILES: [string, () => Promise<Buffer> | Buffer, number, string][] = [
  [
    'a GIF/HTML polyglot',
    () => Buffer.from('GIF89a/*\x00\x00*/=1;<script>alert(document.cookie)</script><html>'),
    400,
    MESSAGES.photoUnreadable,
  ],
  [
    'a PNG with wrong magic bytes',
    async () => {
      const bytes = await png(32, 32);
      bytes[1] = 0x51;
      return bytes;
    },
    415,
    MESSAGES.photoNotImage,
  ],
  ['a truncated PNG', async () => (await png(200, 200)).subarray(0, 60), 400, MESSAGES.photoUnreadable],
  [
    'a decompression bomb (400 megapixels declared)',
    () => decompressionBombPng(),
    400,
    MESSAGES.photoTooManyPixels,
  ],
  ['an animated GIF', animatedGif, 400, MESSAGES.photoNotImage],
  ['a file over 5 MB', () => Buffer.alloc(PHOTO_MAX_BYTES + 1, 0xff), 413, MESSAGES.photoTooLarge],
];

describe.each(ENDPOINTS)('uploads to $url', (endpoint) => {
  const send = async (payload: Buffer, headers: Record<string, string>) => {
    const before = await snapshot(t.db);
    const res = await t.inject({
      method: 'POST',
      url: endpoint.url,
      payload,
      headers: { ...headers, 'user-token': endpoint.token() },
    });
    expect(await snapshot(t.db)).toEqual(before);
    return res;
  };

  it.each(BAD_FILES)('refuses %s', async (_name, make, status, message) => {
    const form = await multipart(endpoint.fields, {
      filename: 'photo.png',
      type: 'image/png',
      bytes: await make(),
    });
    const res = await send(form.payload, form.headers);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { error: message } });
  });

  it('refuses a 0-byte file', async () => {
    const form = await multipart(endpoint.fields, {
      filename: 'empty.png',
      type: 'image/png',
      bytes: Buffer.alloc(0),
    });
    const res = await send(form.payload, form.headers);
    const expected =
      endpoint.url === '/api/product/addproduct'
        ? { status: 400, body: { error: MESSAGES.productPhotoEmpty } }
        : { status: 415, body: { error: MESSAGES.photoNotImage } };
    expect({ status: res.statusCode, body: res.json() }).toEqual(expected);
  });

  it('refuses too many parts', async () => {
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`extra${i}`, 'x']));
    const form = await multipart({ ...endpoint.fields, ...many });
    const res = await send(form.payload, form.headers);
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 400,
      body: { error: MESSAGES.invalidRequest },
    });
  });

  it('refuses a second file part', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(endpoint.fields)) form.append(k, v);
    const bytes = new Uint8Array(await png(16, 16));
    form.append('photo', new Blob([bytes], { type: 'image/png' }), 'a.png');
    form.append('photo', new Blob([bytes], { type: 'image/png' }), 'b.png');
    const response = new Response(form);
    const res = await send(Buffer.from(await response.arrayBuffer()), {
      'content-type': response.headers.get('content-type')!,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MESSAGES.invalidRequest });
  });
});

describe('body limits', () => {
  it(`a JSON body over ${JSON_BODY_LIMIT} bytes → 413`, async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/others/submitfeedback',
      headers: { 'user-token': userToken, 'content-type': 'application/json' },
      payload: JSON.stringify({ feedback: 'x'.repeat(JSON_BODY_LIMIT) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: MESSAGES.bodyTooLarge });
  });

  it('a JSON body to a multipart endpoint → 415', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/profile/updateprofile',
      headers: { 'user-token': userToken },
      payload: { name: 'Json Person', username: 'uploader', gender: 'male' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: MESSAGES.unsupportedMediaType });
  });
});

describe('memory stays bounded', () => {
  it.each(ENDPOINTS)(
    'a 96 MB upload streamed to $url is cut off without being held in memory',
    async (endpoint) => {
      // Its own app, as listening on a port cannot be undone for the shared one.
      const own = await createTestApp({ rateLimits: false });
      const token = (await createUserWithSession(own, { username: 'uploader', isShopOwner: true })).token;
      await own.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = own.app.server.address() as AddressInfo;
      const boundary = 'x-bound';
      const head = Buffer.from(
        Object.entries(endpoint.fields)
          .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
          .join('') +
          `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
      );
      const chunk = Buffer.alloc(64 * 1024, 0x89);
      const total = 96 * 1024 * 1024;
      const baseline = process.memoryUsage().arrayBuffers;
      let peak = 0;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().arrayBuffers - baseline);
      }, 5);

      try {
        const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
          const req = http.request(
            {
              host: '127.0.0.1',
              port,
              method: 'POST',
              path: endpoint.url,
              headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'user-token': token },
            },
            (res) => {
              let body = '';
              res.on('data', (d: Buffer) => {
                body += d.toString();
              });
              res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
            },
          );
          req.on('error', reject);
          let sent = 0;
          const pump = () => {
            while (sent < total) {
              sent += chunk.length;
              if (!req.write(chunk)) return void req.once('drain', pump);
            }
            req.end(`\r\n--${boundary}--\r\n`);
          };
          req.write(head);
          pump();
        });
        expect(answer.status).toBe(413);
        expect(JSON.parse(answer.body)).toEqual({ error: MESSAGES.photoTooLarge });
        // 96 MB went through; buffering it would show at least that much. The sample counts every
        // ArrayBuffer of this process (the sending client's own buffers, garbage of other test files in
        // this worker, the 5 MB limit), so the bound is two thirds of the body, not a tight figure.
        expect(peak).toBeLessThan(64 * 1024 * 1024);
      } finally {
        clearInterval(sampler);
        await own.close();
      }
    },
  );
});
