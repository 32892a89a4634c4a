import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
// By its path: the Vite config that loads this plugin cannot load a package's TypeScript sources (Node
// loads packages itself), but it bundles the files it reaches by path.
import {
  PROFILE_PAGE_KEY,
  SSR_DIR_SUFFIX,
  SSR_MANIFEST_FILE,
  SSR_MANIFEST_VERSION,
  SSR_MODULE_FILE,
  type SsrManifest,
  type SsrModule,
  type SsrPage,
} from '../../../../packages/shared/src/ssr.js';
import type * as EntryServer from '../entry-server';
import { buildBootScripts } from './boot-scripts.js';
import { criticalCss } from './critical-css.js';

/**
 * The profile screen's source file, which is its key in the client build's manifest. Written only here:
 * the build fails if the manifest lacks it, and the server reads the result (the SsrManifest), never this.
 */
export const PROFILE_SCREEN = 'src/app/routes/public-profile-page.tsx';
/** The profile page's critical CSS, written next to `entry-server.js`. */
export const CRITICAL_CSS_FILE = 'profile-critical.css';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/** The keys of a manifest entry and of everything it imports statically. */
function closure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const next of chunk.imports ?? []) closure(manifest, next, seen);
  return seen;
}

/**
 * A screen's chunks that the shell does not already load, preloaded by the server so hydration
 * starts sooner. Throws when the screen is not in the manifest (the page was moved or renamed).
 */
export function screenPreloads(manifest: Record<string, ManifestChunk>, screen = PROFILE_SCREEN): string[] {
  if (!manifest[screen]) throw new Error(`the screen ${screen} is not in the client build's manifest`);
  const shell = closure(manifest, 'index.html');
  const preloads = [...closure(manifest, screen)]
    .filter((key) => !shell.has(key))
    .map((key) => `/${manifest[key]!.file}`);
  if (preloads.length === 0) throw new Error(`the screen ${screen} has no chunk of its own`);
  return preloads;
}

/**
 * What a screen loads on a tap (its own chunks' dynamic imports, with all they import), beyond what it
 * and the shell load at once: a server-drawn page prefetches them when idle (decision 020), so the first
 * tap on a button waits for no download. Not other screens: those come with a navigation.
 */
export function screenLazyChunks(manifest: Record<string, ManifestChunk>, screen = PROFILE_SCREEN): string[] {
  const shell = closure(manifest, 'index.html');
  const loaded = closure(manifest, screen);
  const seen = new Set([...shell, ...loaded]);
  const queue = [...loaded].filter((key) => !shell.has(key));
  const lazy: string[] = [];
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    for (const dynamic of manifest[key]?.dynamicImports ?? []) {
      for (const next of closure(manifest, dynamic)) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
        const chunk = manifest[next]!;
        lazy.push(`/${chunk.file}`, ...(chunk.css ?? []).map((css) => `/${css}`));
      }
    }
  }
  return lazy;
}

/**
 * A screen's own stylesheets, beyond the shell's, as URL paths: the app loader adds them with the shell's
 * when the app starts, so that the page's critical CSS gives way to the whole stylesheet in one step.
 */
export function screenStyles(manifest: Record<string, ManifestChunk>, screen = PROFILE_SCREEN): string[] {
  const shell = new Set(stylesheetsOf(manifest, 'index.html'));
  return [...new Set(stylesheetsOf(manifest, screen))]
    .filter((sheet) => !shell.has(sheet))
    .map((sheet) => `/${sheet}`);
}

/** The stylesheets of a manifest entry and of everything it imports statically. */
export function stylesheetsOf(
  manifest: Record<string, Omit<ManifestChunk, 'file'>>,
  key: string,
  seen = new Set<string>(),
) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  const sheets: string[] = [...(chunk.css ?? [])];
  for (const next of chunk.imports ?? []) sheets.push(...stylesheetsOf(manifest, next, seen));
  return sheets;
}

function missing(key: string): never {
  throw new Error(`${key} is not in the client build's manifest`);
}

/** The web build's second entry: what the public profile counts before the app runs (decision 020). */
export const BEFORE_APP_ENTRY = 'src/features/insights/before-app.ts';

/**
 * After the server-side build: the part of the client's stylesheet that each server-drawn page can use,
 * written beside the module (`dist-ssr/profile-critical.css`, `dist-ssr/screen-critical-home.css`). The
 * server inlines it, so the first paint waits for no stylesheet; the whole sheet follows with the app's
 * scripts. Then the manifest (`dist-ssr/pages.json`, SsrManifest) tells the server, per page, those files'
 * names and the screen's preload and prefetch links.
 */
export function criticalCssPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'handlehub-critical-css',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild === true,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const ssrDir = resolve(config.root, config.build.outDir);
      // The server's convention: the server-side build sits next to the client's, as `<client>-ssr`.
      if (!ssrDir.endsWith(SSR_DIR_SUFFIX))
        throw new Error(`the server-side build's folder must end in ${SSR_DIR_SUFFIX}: ${ssrDir}`);
      const clientDir = ssrDir.slice(0, -SSR_DIR_SUFFIX.length);
      const manifest = JSON.parse(readFileSync(join(clientDir, 'manifest.json'), 'utf8'));
      // The shell's stylesheet and any a screen's own chunks bring.
      const sheetsOf = (screen: string) => {
        const sheets = [
          ...new Set([...stylesheetsOf(manifest, 'index.html'), ...stylesheetsOf(manifest, screen)]),
        ];
        if (sheets.length === 0) throw new Error('the client build has no stylesheet for index.html');
        return sheets.map((file) => readFileSync(join(clientDir, file), 'utf8')).join('\n');
      };
      // The fixtures come from the built module: this config cannot load the shared package's sources.
      const mod: typeof EntryServer = await import(pathToFileURL(join(ssrDir, SSR_MODULE_FILE)).href);
      // Drawn through the interface the server reads the module by, so this build checks it holds.
      const pagesOf: SsrModule = mod;
      // The markup does not depend on the deployment's sign-in: any configuration draws the same page.
      const authConfig = { googleClientId: null, devLogin: false, publicUrl: 'http://localhost' };
      // Each profile as an ordinary browser and as two in-app browsers draw it (the notice with a link,
      // and with a button).
      const markup = mod.PROFILE_FIXTURES.flatMap((profile) =>
        ([null, 'instagram', 'tiktok'] as const).map(
          (inAppBrowser) =>
            pagesOf.renderProfilePage({
              url: `/user/${profile?.username ?? 'nobody'}`,
              profile,
              authConfig,
              inAppBrowser,
            }).body,
        ),
      ).join('\n');
      const css = sheetsOf(PROFILE_SCREEN);
      const critical = criticalCss(css, markup);
      writeFileSync(join(ssrDir, CRITICAL_CSS_FILE), critical);
      const pages: Record<string, SsrPage> = {
        [PROFILE_PAGE_KEY]: {
          screen: PROFILE_SCREEN,
          preloads: screenPreloads(manifest),
          styles: screenStyles(manifest),
          prefetch: screenLazyChunks(manifest),
          beforeApp: [`/${manifest[BEFORE_APP_ENTRY]?.file ?? missing(BEFORE_APP_ENTRY)}`],
          criticalCss: CRITICAL_CSS_FILE,
        },
      };
      config.logger.info(`critical CSS of /user/{username}: ${critical.length} of ${css.length} bytes`);

      for (const screen of pagesOf.SERVER_SCREEN_PAGES) {
        const fixtures = screen.reads.length === 0 ? [[]] : (mod.SCREEN_FIXTURES[screen.path] ?? []);
        if (fixtures.length === 0)
          throw new Error(`no fixtures for the server-rendered screen ${screen.path}`);
        const screenMarkup = fixtures
          .map((answers) => pagesOf.renderScreenPage({ path: screen.path, authConfig, answers }))
          .map((page) => page.body)
          .join('\n');
        const screenCss = criticalCss(sheetsOf(screen.module), screenMarkup);
        const file = `screen-critical${screen.path === '/' ? '-landing' : screen.path.replace(/\//g, '-')}.css`;
        writeFileSync(join(ssrDir, file), screenCss);
        pages[screen.path] = {
          screen: screen.module,
          preloads: screenPreloads(manifest, screen.module),
          styles: screenStyles(manifest, screen.module),
          prefetch: screenLazyChunks(manifest, screen.module),
          beforeApp: [],
          criticalCss: file,
        };
        config.logger.info(`critical CSS of ${screen.path}: ${screenCss.length} bytes`);
      }
      const scripts = await buildBootScripts(config.root);
      for (const [name, text] of Object.entries(scripts)) {
        config.logger.info(`boot script ${name}: ${text.length} bytes`);
      }
      const ssrManifest: SsrManifest = { version: SSR_MANIFEST_VERSION, pages, scripts };
      writeFileSync(join(ssrDir, SSR_MANIFEST_FILE), `${JSON.stringify(ssrManifest, null, 2)}\n`);
    },
  };
}
