import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
import type * as EntryServer from '../entry-server';
import { criticalCss } from './critical-css.js';

/**
 * The profile screen's source file, which is its key in the client build's manifest. Written only here:
 * the build fails if the manifest lacks it, and the server reads the result (PROFILE_PAGE_FILE), never this.
 */
export const PROFILE_SCREEN = 'src/app/routes/public-profile-page.tsx';
/** The profile page's critical CSS, written next to `entry-server.js`. */
export const CRITICAL_CSS_FILE = 'profile-critical.css';
/**
 * What the server needs to know about the built profile page, written next to `entry-server.js` and read
 * by the server (apps/server/src/features/users/public-profile.ssr.ts): the one name both apps share.
 */
export const PROFILE_PAGE_FILE = 'profile-page.json';

/** The contents of PROFILE_PAGE_FILE. */
export interface ProfilePageBuild {
  /** The manifest key of the profile screen. */
  screen: string;
  /** The profile screen's chunks that the HTML shell does not already load, as URL paths (`/assets/…`). */
  preloads: string[];
  /** The file beside this one that holds the page's critical CSS. */
  criticalCss: string;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
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
 * The profile screen's chunks that the shell does not already load, preloaded by the server so hydration
 * starts sooner. Throws when the screen is not in the manifest (the page was moved or renamed).
 */
export function profilePreloads(manifest: Record<string, ManifestChunk>, screen = PROFILE_SCREEN): string[] {
  if (!manifest[screen])
    throw new Error(`the profile screen ${screen} is not in the client build's manifest`);
  const shell = closure(manifest, 'index.html');
  const preloads = [...closure(manifest, screen)]
    .filter((key) => !shell.has(key))
    .map((key) => `/${manifest[key]!.file}`);
  if (preloads.length === 0) throw new Error(`the profile screen ${screen} has no chunk of its own`);
  return preloads;
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

/**
 * After the server-side build: the part of the client's stylesheet that the server-rendered profile page
 * can use, written to `dist-ssr/profile-critical.css`. The server inlines it into `/user/{username}`, so
 * the first paint waits for no stylesheet; the whole sheet follows with the app's scripts. Then
 * `dist-ssr/profile-page.json` (ProfilePageBuild) tells the server that file's name and the screen's
 * preload links.
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
      const clientDir = ssrDir.replace(/-ssr$/, '');
      if (clientDir === ssrDir) throw new Error(`the server-side build's folder must end in -ssr: ${ssrDir}`);
      const manifest = JSON.parse(readFileSync(join(clientDir, 'manifest.json'), 'utf8'));
      const preloads = profilePreloads(manifest);
      // The shell's stylesheet and any the profile screen's own chunks bring.
      const sheets = [
        ...new Set([...stylesheetsOf(manifest, 'index.html'), ...stylesheetsOf(manifest, PROFILE_SCREEN)]),
      ];
      if (sheets.length === 0) throw new Error('the client build has no stylesheet for index.html');
      const css = sheets.map((file) => readFileSync(join(clientDir, file), 'utf8')).join('\n');
      // The fixtures come from the built module: this config cannot load the shared package's sources.
      const mod: typeof EntryServer = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
      const markup = mod.PROFILE_FIXTURES.map((profile) =>
        mod.renderProfilePage({
          url: `/user/${profile?.username ?? 'nobody'}`,
          profile,
          publicUrl: 'http://localhost',
        }),
      ).join('\n');
      const critical = criticalCss(css, markup);
      writeFileSync(join(ssrDir, CRITICAL_CSS_FILE), critical);
      const build: ProfilePageBuild = { screen: PROFILE_SCREEN, preloads, criticalCss: CRITICAL_CSS_FILE };
      writeFileSync(join(ssrDir, PROFILE_PAGE_FILE), `${JSON.stringify(build, null, 2)}\n`);
      config.logger.info(`critical CSS of /user/{username}: ${critical.length} of ${css.length} bytes`);
    },
  };
}
