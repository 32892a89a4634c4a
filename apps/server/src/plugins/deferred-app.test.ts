import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import {
  APP_ASSETS_ID,
  BOOT_SCRIPT,
  deferredAppTags,
  inlineScriptHashes,
  scriptHash,
  withoutAppAssets,
} from './deferred-app.js';
import { assemblePage } from './web.js';

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
    expect(scriptHash(BOOT_SCRIPT)).toBe(sha(BOOT_SCRIPT));
    // Nothing in the loader can read as markup inside the page (and simple readers of the page find it whole).
    expect(BOOT_SCRIPT).not.toContain('<');
  });
});

describe('assemblePage', () => {
  const page = { status: 200, head: '<title>Aarav</title>', body: '<h1 class="a">Aarav</h1>' };

  it('inlines the critical CSS and loads the app assets from the end of the body after the first paint', () => {
    const html = assemblePage(SHELL, {
      ...page,
      criticalCss: '.a{color:red}',
      modules: ['/assets/profile-4.js'],
    });
    expect(html).toContain('<title>Aarav</title>');
    expect(html).toContain('<style>.a{color:red}</style></head>');
    expect(html).not.toContain('<title>Default</title>');
    expect(html).toContain('<div id="root" data-ssr="true"><h1 class="a">Aarav</h1></div>');
    expect(html).not.toMatch(/<link rel="(stylesheet|modulepreload)"|<script type="module"/);
    const tags = deferredAppTags({
      styles: ['/assets/index-3.css'],
      entry: '/assets/index-1.js',
      modules: ['/assets/Box-2.js', '/assets/profile-4.js'],
      beforeApp: [],
      prefetch: [],
    });
    expect(html).toContain(`${tags}</body>`);
    const data = new RegExp(`<script type="application/json" id="${APP_ASSETS_ID}">([^<]*)</script>`).exec(
      html,
    );
    expect(JSON.parse(data![1]!).modules).toEqual(['/assets/Box-2.js', '/assets/profile-4.js']);
  });

  it('keeps the critical CSS in a shell without head markers', () => {
    const bare = SHELL.replace(/<!--\/?app-head-->/g, '');
    expect(assemblePage(bare, { ...page, criticalCss: '.a{color:red}' })).toContain(
      '<style>.a{color:red}</style></head>',
    );
  });

  it('cannot let the critical CSS close its style element early', () => {
    const html = assemblePage(SHELL, { ...page, criticalCss: '.a{content:"</style><script>x()</script>"}' });
    expect(html).not.toContain('</style><script>x()');
  });

  it('keeps the shell loading its assets when there is no critical CSS, with the page modules preloaded', () => {
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
    expect(html).toContain('<div id="root"><h1 class="a">Aarav</h1></div><script>copy()</script></body>');
    expect(html).not.toMatch(/index-1\.js|Box-2\.js|index-3\.css/);
    expect(html).not.toContain(APP_ASSETS_ID);
    expect(inlineScriptHashes(html)).toEqual([sha(INLINE), sha('copy()')]);
  });
});

describe('the CSP of an app serving the web build', () => {
  it("admits the shell's inline script and the app loader by their hashes, and no other inline script", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'hh-deferred-'));
    writeFileSync(join(dist, 'index.html'), SHELL);
    const t = await createTestApp({ webDist: dist });
    try {
      const csp = String((await t.inject({ url: '/home' })).headers['content-security-policy']);
      const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!.split(' ');
      expect(scriptSrc).toContain(sha(INLINE));
      expect(scriptSrc).toContain(sha(BOOT_SCRIPT));
      expect(scriptSrc).not.toContain("'unsafe-inline'");
    } finally {
      await t.close();
    }
  });
});
