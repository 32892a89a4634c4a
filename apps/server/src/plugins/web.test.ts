import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  // A stand-in build: the real one is exercised by the end-to-end tests.
  const dist = mkdtempSync(join(tmpdir(), 'hh-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<html><head><!--app-head--><title>Default</title><!--/app-head--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"HandleHub"}');
  // A file of the same name deeper down is an ordinary asset, not the service worker.
  writeFileSync(join(dist, 'assets', 'sw.js'), 'console.log(2)');
  t = await createTestApp({ webDist: dist });
});
afterAll(() => t.close());

describe('serving the web app', () => {
  it.each([
    '/',
    '/home',
    '/login',
    '/profile',
    '/profile/addaccount',
    '/profile/editprofile',
    '/info',
    '/shop',
    '/search',
    '/settings',
    '/termsandconditions',
    '/privacypolicy',
  ])('answers the HTML shell for %s', async (url) => {
    const res = await t.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers unknown page paths with the shell and status 404', async () => {
    const res = await t.inject({ method: 'GET', url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });

  it('keeps unknown /api and /media paths as JSON 404', async () => {
    for (const url of ['/api/nope', '/api', '/media/nope.webp']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: 'Not found' });
    }
  });

  const YEAR = 'public, max-age=31536000, immutable';
  it.each([
    ['GET', '/assets/index-abc123.js', YEAR],
    ['GET', '/robots.txt', 'public, max-age=0, must-revalidate'],
    // The service worker and the web app manifest are re-checked on every use.
    ['GET', '/sw.js', 'no-cache'],
    ['HEAD', '/sw.js', 'no-cache'],
    ['GET', '/manifest.webmanifest', 'no-cache'],
    // Only at the build's top level: a file of that name among the hashed assets is one of them.
    ['GET', '/assets/sw.js', YEAR],
  ] as const)('%s %s is cached with "%s"', async (method, url, cacheControl) => {
    const res = await t.inject({ method, url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(cacheControl);
  });

  it('serves the service worker and the web app manifest with their types', async () => {
    const sw = await t.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(sw.body).toContain('addEventListener');
    const manifest = await t.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.json()).toEqual({ name: 'HandleHub' });
  });

  it("lets the CSP admit this origin's service worker and manifest only", async () => {
    const res = await t.inject({ method: 'GET', url: '/profile' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});
