import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  APP_ASSETS_ID,
  CRITICAL_CSS_ATTRIBUTE,
  SSR_MANIFEST_FILE,
  SSR_MANIFEST_VERSION,
  type SsrManifest,
} from '@handlehub/shared/ssr';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import { deferredAppTags, inlineScriptHashes, scriptHash, withoutAppAssets } from './deferred-app.js';
import { ssrDirOf } from './ssr-build.js';
import { assemblePage } from './web.js';

/** Stand-ins for the web build's boot scripts (apps/web/src/boot/, tested there). */
const LOADER = 'startApp()';
const GAME_PAGE_SCRIPT = 'copy()';

const INLINE = "document.documentElement.dataset.x='1'";
// The shape of the real build's index.html.
const SHELL = [
  '<!doctype html><html><head>',
  `<script>${INLINE}</script>`,
  '<!--app-head--><title>Default</title><!--/app-head-->',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/Box-2.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-3.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('withoutAppAssets', () => {
  it('takes the stylesheets, the entry module and the module preloads out of the shell', () => {
    const { shell, assets } = withoutAppAssets(SHELL);
    expect(assets).toEqual({
      styles: ['/assets/index-3.css'],
      entry: '/assets/index-1.js',
      modules: ['/assets/Box-2.js'],
      beforeApp: [],
      prefetch: [],
    });
    expect(shell).not.toMatch(/index-1\.js|Box-2\.js|index-3\.css/);
    expect(shell).toContain(`<script>${INLINE}</script>`);
    expect(shell).toContain('<div id="root"></div>');
  });
});

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts only, not data blocks or external scripts', () => {
    const html = `<script>${INLINE}</script><script type="module">import('/x.js')</script><script type="application/json" id="d">{"a":1}</script><script src="/y.js"></script>`;
    expect(inlineScriptHashes(html)).toEqual([sha(INLINE), sha("import('/x.js')")]);
    expect(scriptHash(LOADER)).toBe(sha(LOADER));
  });
});

describe('assemblePage', () => {
  const page = { status: 200, head: '<title>Aarav</title>', body: '<h1 class="a">Aarav</h1>' };

  it('inlines the critical CSS and loads the app assets from the end of the body after the first paint', () => {
    const html = assemblePage(SHELL, {
      ...page,
      criticalCss: '.a{color:red}',
      appLoader: LOADER,
      modules: ['/assets/profile-4.js'],
      styles: ['/assets/profile-5.css'],
    });
    expect(html).toContain('<title>Aarav</title>');
    // Marked for the loader, which puts the app's stylesheets before it and removes it once they are in.
    expect(html).toContain(`<style ${CRITICAL_CSS_ATTRIBUTE}>.a{color:red}</style></head>`);
    expect(html).not.toContain('<title>Default</title>');
    expect(html).toContain('<div id="root" data-ssr="true"><h1 class="a">Aarav</h1></div>');
    expect(html).not.toMatch(/<link rel="(stylesheet|modulepreload)"|<script type="module"/);
    const tags = deferredAppTags(
      {
        // The shell's stylesheet, then the screen's own.
        styles: ['/assets/index-3.css', '/assets/profile-5.css'],
        entry: '/assets/index-1.js',
        modules: ['/assets/Box-2.js', '/assets/profile-4.js'],
        beforeApp: [],
        prefetch: [],
      },
      LOADER,
    );
    expect(html).toContain(`${tags}</body>`);
    expect(html).toContain(`<script id="app-loader">${LOADER}</script></body>`);
    const data = new RegExp(`<script type="application/json" id="${APP_ASSETS_ID}">([^<]*)</script>`).exec(
      html,
    );
    expect(JSON.parse(data![1]!).modules).toEqual(['/assets/Box-2.js', '/assets/profile-4.js']);
  });

  it('keeps the critical CSS in a shell without head markers', () => {
    const bare = SHELL.replace(/<!--\/?app-head-->/g, '');
    expect(assemblePage(bare, { ...page, criticalCss: '.a{color:red}', appLoader: LOADER })).toContain(
      `<style ${CRITICAL_CSS_ATTRIBUTE}>.a{color:red}</style></head>`,
    );
  });

  it('cannot let the critical CSS close its style element early', () => {
    const html = assemblePage(SHELL, {
      ...page,
      criticalCss: '.a{content:"</style><script>x()</script>"}',
      appLoader: LOADER,
    });
    expect(html).not.toContain('</style><script>x()');
  });

  it('keeps the shell loading its assets when there is no critical CSS or no loader, with the page modules preloaded', () => {
    const withoutLoader = assemblePage(SHELL, {
      ...page,
      criticalCss: '.a{}',
      modules: ['/assets/profile-4.js'],
    });
    expect(withoutLoader).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(withoutLoader).not.toContain(APP_ASSETS_ID);
    const html = assemblePage(SHELL, { ...page, modules: ['/assets/profile-4.js'] });
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/profile-4.js">');
    expect(html).not.toContain(APP_ASSETS_ID);
  });

  it("draws a page the app never starts on in the same shell, with its own script and none of the app's", () => {
    const html = assemblePage(SHELL, {
      ...page,
      criticalCss: '.a{color:red}',
      withoutApp: { script: 'copy()' },
    });
    expect(html).toContain('<title>Aarav</title>');
    expect(html).not.toContain('<title>Default</title>');
    // The shell's own inline script (the colour scheme) stays.
    expect(html).toContain(`<script>${INLINE}</script>`);
    expect(html).toContain('<style>.a{color:red}</style></head>');
    // Not marked for hydration: no app comes to hydrate it.
    expect(html).toContain(
      '<div id="root"><h1 class="a">Aarav</h1></div><script id="page-script">copy()</script></body>',
    );
    expect(html).not.toMatch(/index-1\.js|Box-2\.js|index-3\.css/);
    expect(html).not.toContain(APP_ASSETS_ID);
    expect(inlineScriptHashes(html)).toEqual([sha(INLINE), sha('copy()')]);
  });
});

describe('the CSP of an app serving the web build', () => {
  it("admits the shell's inline script and the web build's boot scripts by their hashes, and no other inline script", async () => {
    const dist = join(mkdtempSync(join(tmpdir(), 'hh-deferred-')), 'dist');
    mkdirSync(dist);
    mkdirSync(ssrDirOf(dist));
    writeFileSync(join(dist, 'index.html'), SHELL);
    const manifest: SsrManifest = {
      version: SSR_MANIFEST_VERSION,
      pages: {},
      scripts: { appLoader: LOADER, gamePage: GAME_PAGE_SCRIPT },
    };
    writeFileSync(join(ssrDirOf(dist), SSR_MANIFEST_FILE), JSON.stringify(manifest));
    const t = await createTestApp({ webDist: dist });
    try {
      const csp = String((await t.inject({ url: '/home' })).headers['content-security-policy']);
      const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!.split(' ');
      expect(scriptSrc).toContain(sha(INLINE));
      expect(scriptSrc).toContain(sha(LOADER));
      expect(scriptSrc).toContain(sha(GAME_PAGE_SCRIPT));
      expect(scriptSrc).not.toContain("'unsafe-inline'");
    } finally {
      await t.close();
    }
  });
});
