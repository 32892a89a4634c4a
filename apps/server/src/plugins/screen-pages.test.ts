import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withQuery } from '@handlehub/shared/api/endpoint';
import { usersApi } from '@handlehub/shared/api/users';
import {
  PROFILE_PAGE_KEY,
  SSR_MANIFEST_FILE,
  SSR_MANIFEST_VERSION,
  type SsrManifest,
} from '@handlehub/shared/ssr';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUserWithSession } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const SHELL = `<!doctype html><html><head><!--app-head--><title>Default</title><!--/app-head--><link rel="stylesheet" crossorigin href="/assets/index.css"></head><body><div id="root"></div><script type="module" crossorigin src="/assets/index.js"></script></body></html>`;

/**
 * A stand-in for the web build's server-side module: `/home` reads the feed's first page and draws the
 * names it got, `/info` reads nothing, `/shop` reads a path that does not exist, `/search` fails to
 * render. It counts its renders, so a test sees when a page was drawn again.
 */
const MODULE = `
globalThis.__screenRenders = 0;
export const SERVER_SCREEN_PAGES = [
  { path: '/home', module: 'home.tsx', reads: [${JSON.stringify(withQuery(usersApi.home.path, { page: '1' }))}] },
  { path: '/info', module: 'info.tsx', reads: [] },
  { path: '/shop', module: 'shop.tsx', reads: ['/api/no/such/read'] },
  { path: '/search', module: 'search.tsx', reads: [] },
];
export function renderScreenPage({ path, answers, authConfig }) {
  if (path === '/search') throw new Error('render failed');
  globalThis.__screenRenders++;
  globalThis.__screenAuthConfig = authConfig;
  const names = answers.flatMap((answer) => answer.users ?? []).map((user) => user.name);
  return { body: '<h1>' + path + '</h1><p>' + names.join(', ') + '</p>', head: '<script type="application/json" id="query-seeds">' + JSON.stringify(answers.length) + '</script>' };
}
export function renderProfilePage() { return { body: '<h1>profile</h1>', head: '' }; }
`;

const renders = () => (globalThis as { __screenRenders?: number }).__screenRenders ?? 0;

let t: TestApp;
beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'hh-screen-pages-'));
  const dist = join(root, 'dist');
  const ssr = join(root, 'dist-ssr');
  mkdirSync(dist);
  mkdirSync(ssr);
  writeFileSync(join(dist, 'index.html'), SHELL);
  writeFileSync(join(ssr, 'entry-server.js'), MODULE);
  const screen = (name: string) => {
    writeFileSync(join(ssr, `${name}.css`), `.${name}{color:red}`);
    return {
      screen: `${name}.tsx`,
      preloads: [`/assets/${name}.js`],
      styles: [`/assets/${name}.css`],
      prefetch: [`/assets/${name}-dialog.js`],
      beforeApp: [],
      criticalCss: `${name}.css`,
    };
  };
  const manifest: SsrManifest = {
    version: SSR_MANIFEST_VERSION,
    pages: {
      ...Object.fromEntries(['home', 'info', 'shop', 'search'].map((n) => [`/${n}`, screen(n)])),
      [PROFILE_PAGE_KEY]: screen('profile'),
    },
    scripts: { appLoader: 'startApp()', gamePage: 'copy()' },
  };
  writeFileSync(join(ssr, SSR_MANIFEST_FILE), JSON.stringify(manifest));
  t = await createTestApp({ webDist: dist });
});
afterAll(() => t.close());

describe('public screens rendered by the server', () => {
  beforeEach(() => {
    (globalThis as { __screenRenders?: number }).__screenRenders = 0;
  });

  it("draws a screen with the API's own answer, its critical CSS inline and the app loaded after the first paint", async () => {
    const { user } = await createUserWithSession(t, { name: 'Rendered Person' });
    const page = await t.inject({ method: 'GET', url: '/home' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root" data-ssr="true"><h1>/home</h1>');
    expect(page.body).toContain('Rendered Person');
    expect(user.name).toBe('Rendered Person');
    // The page is drawn with the deployment's sign-in configuration, the one the API answers, so the app
    // can take it from the page instead of fetching it.
    const config = await t.inject({ method: 'GET', url: '/api/auth/config' });
    expect((globalThis as { __screenAuthConfig?: unknown }).__screenAuthConfig).toEqual(config.json());
    // The shell's title stays; the data block and the critical CSS are added to the head.
    expect(page.body).toContain('<title>Default</title>');
    expect(page.body).toMatch(
      /<style data-critical-css>\.home\{color:red\}<\/style><script type="application\/json" id="query-seeds">1<\/script><\/head>/,
    );
    // No blocking stylesheet or module script: they are listed for the loader, with the screen's chunk.
    expect(page.body).not.toMatch(/<link[^>]+rel="stylesheet"|<script[^>]+type="module"/);
    const assets = /<script type="application\/json" id="app-assets">([^<]*)<\/script>/.exec(page.body);
    expect(JSON.parse(assets![1]!)).toEqual({
      styles: ['/assets/index.css', '/assets/home.css'],
      entry: '/assets/index.js',
      modules: ['/assets/home.js'],
      beforeApp: [],
      prefetch: ['/assets/home-dialog.js'],
    });
  });

  it('draws a page again only when what its reads answer has changed', async () => {
    await t.inject({ method: 'GET', url: '/home' });
    const drawn = renders();
    const same = await t.inject({ method: 'GET', url: '/home' });
    expect(renders()).toBe(drawn);
    expect(same.body).not.toContain('Joined Later');
    await createUserWithSession(t, { name: 'Joined Later' });
    const changed = await t.inject({ method: 'GET', url: '/home' });
    expect(renders()).toBe(drawn + 1);
    expect(changed.body).toContain('Joined Later');
  });

  it('draws a screen without reads once', async () => {
    const first = await t.inject({ method: 'GET', url: '/info' });
    const second = await t.inject({ method: 'GET', url: '/info' });
    expect(first.body).toContain('<h1>/info</h1>');
    expect(second.body).toBe(first.body);
    expect(renders()).toBe(1);
  });

  it('leaves the page to the browser for a query string, a failed read or a failed render', async () => {
    for (const url of ['/home?game=pubg', '/info?utm_source=x', '/shop', '/search']) {
      const page = await t.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(SHELL);
    }
  });

  it('leaves screens the module does not render, and the profile page keeps its own renderer', async () => {
    expect((await t.inject({ method: 'GET', url: '/settings' })).body).toBe(SHELL);
    const profile = await t.inject({ method: 'GET', url: '/user/nobody-here' });
    expect(profile.statusCode).toBe(404);
    expect(profile.body).not.toContain('/home');
  });
});
