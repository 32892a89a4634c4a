// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type BuiltFile, precacheManifest, readBuild, renderServiceWorker } from './vite-plugin';

const file = (path: string, text = path): BuiltFile => ({ path, content: new TextEncoder().encode(text) });
const BUILD = [
  file('index.html', '<div id="root"></div>'),
  file('assets/index-abc123.js'),
  file('assets/index-def456.css'),
  file('assets/qr-code-modal-x1.js'),
  file('offline.svg'),
  file('favicon.svg'),
  file('icons/icon-192.png'),
  file('manifest.webmanifest'),
  file('manifest.json'),
  file('robots.txt'),
  file('sw.js'),
  file('.vite/manifest.json'),
  file('assets/index-abc123.js.map'),
  file('assets/index-abc123.js.br'),
  file('assets/index-abc123.js.gz'),
];

describe('the precache list of a build', () => {
  it('holds the shell, every script, style, icon and the web manifest, sorted', () => {
    expect(precacheManifest(BUILD).urls).toEqual([
      '/assets/index-abc123.js',
      '/assets/index-def456.css',
      '/assets/qr-code-modal-x1.js',
      '/favicon.svg',
      '/icons/icon-192.png',
      '/index.html',
      '/manifest.webmanifest',
      '/offline.svg',
    ]);
  });

  it('keeps out the worker itself, the build manifest, robots.txt, source maps and compressed twins', () => {
    const urls = precacheManifest(BUILD).urls;
    for (const left of ['/sw.js', '/manifest.json', '/robots.txt', '/.vite/manifest.json']) {
      expect(urls).not.toContain(left);
    }
    expect(urls.filter((url) => /\.(map|br|gz)$/.test(url))).toEqual([]);
  });

  it('gets a new version when any precached file changes, and only then', () => {
    const { version } = precacheManifest(BUILD);
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(precacheManifest([...BUILD].reverse()).version).toBe(version);
    const shellChanged = BUILD.map((f) => (f.path === 'index.html' ? file('index.html', 'new shell') : f));
    expect(precacheManifest(shellChanged).version).not.toBe(version);
    const iconChanged = BUILD.map((f) => (f.path === 'favicon.svg' ? file('favicon.svg', '<svg/>') : f));
    expect(precacheManifest(iconChanged).version).not.toBe(version);
    const renamed = BUILD.map((f) =>
      f.path === 'assets/index-abc123.js' ? file('assets/index-zzz.js', f.path) : f,
    );
    expect(precacheManifest(renamed).version).not.toBe(version);
    expect(precacheManifest([...BUILD, file('assets/new-chunk.js')]).version).not.toBe(version);
    const robotsChanged = BUILD.map((f) => (f.path === 'robots.txt' ? file('robots.txt', 'Disallow: /') : f));
    expect(precacheManifest(robotsChanged).version).toBe(version);
  });

  it('refuses a build without its HTML shell', () => {
    expect(() => precacheManifest(BUILD.filter((f) => f.path !== 'index.html'))).toThrow(/index\.html/);
  });

  it('reads a build folder with paths relative to it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hh-sw-build-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), 'shell');
    writeFileSync(join(dir, 'assets', 'a-1.js'), 'code');
    const files = readBuild(dir).sort((a, b) => a.path.localeCompare(b.path));
    expect(files.map((f) => [f.path, new TextDecoder().decode(f.content)])).toEqual([
      ['assets/a-1.js', 'code'],
      ['index.html', 'shell'],
    ]);
  });
});

describe('the built worker', () => {
  it('is one classic script carrying the list and version', async () => {
    const manifest = precacheManifest(BUILD);
    const code = await renderServiceWorker(resolve(import.meta.dirname, 'service-worker.ts'), manifest);
    expect(code).toContain(`build ${manifest.version}`);
    expect(code).toContain(JSON.stringify(manifest.urls));
    expect(code).not.toMatch(/^\s*(import|export)\s/m);
    expect(code).not.toContain('__PRECACHE__');
    // Parses as a classic script (not run: it needs a worker's scope).
    expect(() => new Function(code)).not.toThrow();
  });
});
