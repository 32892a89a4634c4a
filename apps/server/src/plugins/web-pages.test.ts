import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// A shell past the compression threshold, as the real build's is.
const SHELL = `<!doctype html><html><head><!--app-head--><title>Default</title><!--/app-head--><meta name="x" content="${'padding '.repeat(200)}"></head><body><div id="root"></div></body></html>`;

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'hh-web-pages-'));
  writeFileSync(join(dist, 'index.html'), SHELL);
  t = await createTestApp({ webDist: dist });
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.inject({ method, url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('pages of the web app, compressed once', () => {
  it('answers a screen in brotli, gzip or plain by Accept-Encoding, the same page each time', async () => {
    const plain = await get('/home');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SHELL);

    const br = await get('/home', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SHELL);

    const gzip = await get('/search', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SHELL);
  });

  it('compresses a public profile page with its own head, and an unknown profile keeps its 404', async () => {
    const { user } = await createUserWithSession(t, { name: 'Page Person' });
    const page = await get(`/user/${user.username}?src=qr`, 'br');
    expect(page.statusCode).toBe(200);
    const html = brotliDecompressSync(page.rawPayload).toString();
    expect(html).toContain('<title>Page Person (@');
    expect(html).not.toContain('<title>Default</title>');

    const unknown = await get('/user/nobody-at-all', 'gzip');
    expect(unknown.statusCode).toBe(404);
    expect(gunzipSync(unknown.rawPayload).toString()).toContain('User Not Found!');
  });

  it('still answers paths outside the route table (a trailing slash, unknown pages) and HEAD', async () => {
    const slash = await get('/home/');
    expect(slash.statusCode).toBe(200);
    expect(slash.body).toBe(SHELL);
    const unknown = await get('/no/such/page', 'br');
    expect(unknown.statusCode).toBe(404);
    expect(brotliDecompressSync(unknown.rawPayload).toString()).toBe(SHELL);
    const head = await get('/profile', undefined, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });
});
