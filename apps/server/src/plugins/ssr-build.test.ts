import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  PROFILE_PAGE_KEY,
  SSR_MANIFEST_FILE,
  SSR_MANIFEST_VERSION,
  SSR_MODULE_FILE,
  type SsrManifest,
} from '@handlehub/shared/ssr';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadSsrBuild, readSsrManifest, ssrDirOf } from './ssr-build.js';

const PAGE = {
  screen: 'src/app/routes/public-profile-page.tsx',
  preloads: ['/assets/profile.js'],
  styles: ['/assets/profile.css'],
  prefetch: ['/assets/qr-dialog.js'],
  beforeApp: ['/assets/before-app.js'],
  criticalCss: 'profile-critical.css',
};
const MANIFEST: SsrManifest = {
  version: SSR_MANIFEST_VERSION,
  pages: { [PROFILE_PAGE_KEY]: PAGE },
  scripts: { appLoader: 'startApp()', gamePage: 'copy()' },
};
const MODULE = `export const SERVER_SCREEN_PAGES = [];
export function renderProfilePage() { return { body: '<h1>profile</h1>', head: '' }; }
export function renderScreenPage() { return { body: '', head: '' }; }`;

/** A web build's folders: `<root>/dist` and, with what is given, `<root>/dist-ssr`. */
function webBuild(files: { manifest?: unknown; module?: string; css?: boolean } = {}) {
  const dist = join(mkdtempSync(join(tmpdir(), 'hh-ssr-build-')), 'dist');
  const ssr = ssrDirOf(dist);
  mkdirSync(ssr, { recursive: true });
  if (files.manifest !== undefined)
    writeFileSync(join(ssr, SSR_MANIFEST_FILE), JSON.stringify(files.manifest));
  if (files.module !== undefined) writeFileSync(join(ssr, SSR_MODULE_FILE), files.module);
  if (files.css !== false) writeFileSync(join(ssr, PAGE.criticalCss), '.a{color:red}');
  return { dist, ssr };
}

/** A logger that keeps its errors. */
function logger() {
  const errors: string[] = [];
  const log = {
    info: () => {},
    error: (details: { err: Error }, message: string) => errors.push(`${message}: ${details.err.message}`),
  } as unknown as FastifyBaseLogger;
  return { log, errors };
}

describe("the web build's manifest", () => {
  it('reads a manifest of this version', () => {
    expect(readSsrManifest(webBuild({ manifest: MANIFEST }).ssr)).toEqual(MANIFEST);
  });

  it('says the manifest is missing, and how to make it', () => {
    const { ssr } = webBuild();
    expect(() => readSsrManifest(ssr)).toThrow(`no ${join(ssr, SSR_MANIFEST_FILE)}`);
    expect(() => readSsrManifest(ssr)).toThrow("run 'npm run build:web'");
  });

  it('refuses a manifest of another version, or of none (an older build), naming both versions', () => {
    const old = webBuild({ manifest: { pages: MANIFEST.pages } }).ssr;
    expect(() => readSsrManifest(old)).toThrow(
      `is version undefined, and this server reads version ${SSR_MANIFEST_VERSION}`,
    );
    const newer = webBuild({ manifest: { ...MANIFEST, version: SSR_MANIFEST_VERSION + 1 } }).ssr;
    expect(() => readSsrManifest(newer)).toThrow(`is version ${SSR_MANIFEST_VERSION + 1}`);
  });

  it('names the page and the fields a malformed manifest lacks', () => {
    const { prefetch: _prefetch, ...withoutPrefetch } = PAGE;
    const broken = {
      ...MANIFEST,
      pages: { '/home': { ...withoutPrefetch, styles: '/a.css', criticalCss: 3 } },
    };
    expect(() => readSsrManifest(webBuild({ manifest: broken }).ssr)).toThrow(
      'the page /home lacks styles, prefetch, criticalCss',
    );
  });

  it('names the boot scripts a manifest lacks', () => {
    const broken = { ...MANIFEST, scripts: { appLoader: 'startApp()' } };
    expect(() => readSsrManifest(webBuild({ manifest: broken }).ssr)).toThrow(
      'lacks the boot scripts gamePage',
    );
  });

  it('says a file that is not JSON is not', () => {
    const { ssr } = webBuild();
    writeFileSync(join(ssr, SSR_MANIFEST_FILE), '{"version": 1,');
    expect(() => readSsrManifest(ssr)).toThrow('is not JSON');
  });
});

describe("loading the web build's server-side pages", () => {
  it('gives the module and each page with its critical CSS read', async () => {
    const { dist } = webBuild({ manifest: MANIFEST, module: MODULE });
    const build = await loadSsrBuild(dist, logger().log);
    expect(build?.pages.get(PROFILE_PAGE_KEY)).toEqual({ ...PAGE, criticalCss: '.a{color:red}' });
    expect(build?.module.renderProfilePage({} as never).body).toBe('<h1>profile</h1>');
    expect(build?.scripts).toEqual(MANIFEST.scripts);
  });

  it('is null without a module: the pages are drawn in the browser', async () => {
    const { log, errors } = logger();
    expect(await loadSsrBuild(webBuild({ manifest: MANIFEST }).dist, log)).toBeNull();
    expect(errors).toEqual([]);
  });

  it('is null, with the reason logged, when the module has no manifest, an old one, or a missing CSS file', async () => {
    for (const [files, reason] of [
      [{ module: MODULE }, `${SSR_MANIFEST_FILE}: the web build writes it`],
      [{ module: MODULE, manifest: { pages: MANIFEST.pages } }, 'is version undefined'],
      [{ module: MODULE, manifest: MANIFEST, css: false }, `${PAGE.criticalCss} (the critical CSS of`],
    ] as const) {
      const { log, errors } = logger();
      expect(await loadSsrBuild(webBuild(files).dist, log)).toBeNull();
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain(reason);
    }
  });

  it('is null when the module renders a screen the manifest does not know', async () => {
    const module = MODULE.replace('[]', "[{ path: '/home', module: 'home.tsx', reads: [] }]");
    const { log, errors } = logger();
    expect(await loadSsrBuild(webBuild({ manifest: MANIFEST, module }).dist, log)).toBeNull();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('has no page /home, which the module renders');
  });
});
