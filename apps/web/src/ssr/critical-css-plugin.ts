import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
import type * as EntryServer from '../entry-server';
import { criticalCss } from './critical-css.js';

/** Where the server finds the profile page's critical CSS, next to `entry-server.js` (public-profile.ssr.ts). */
export const CRITICAL_CSS_FILE = 'profile-critical.css';
/** The profile screen's key in the build manifest, as the server's preload links read it. */
const PROFILE_SCREEN = 'src/features/users/public-profile-page.tsx';

interface ManifestChunk {
  css?: string[];
  imports?: string[];
}

/** The stylesheets of a manifest entry and of everything it imports statically. */
export function stylesheetsOf(
  manifest: Record<string, ManifestChunk>,
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
 * the first paint waits for no stylesheet; the whole sheet follows with the app's scripts.
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
      config.logger.info(`critical CSS of /user/{username}: ${critical.length} of ${css.length} bytes`);
    },
  };
}
