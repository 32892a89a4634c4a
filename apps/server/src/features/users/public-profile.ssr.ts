import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PublicProfile } from '@handlehub/shared';
import type { FastifyBaseLogger } from 'fastify';

/** What the web app's server-side module (`apps/web/src/entry-server.tsx`) offers. */
export interface ProfileSsr {
  renderProfilePage(input: { url: string; profile: PublicProfile | null; publicUrl: string }): string;
  /** The profile screen's chunks beyond the shell's, preloaded so hydration starts sooner. */
  modules: string[];
  /** The stylesheet the rendered page can use (built next to the module), when the build has it. */
  criticalCss?: string;
}

/**
 * What the web build writes about the profile page next to `entry-server.js` (`ProfilePageBuild` in
 * apps/web/src/ssr/critical-css-plugin.ts): the screen's chunks to preload and its critical CSS file.
 */
const PROFILE_PAGE_FILE = 'profile-page.json';

function readProfilePageBuild(ssrDir: string): Pick<ProfileSsr, 'modules' | 'criticalCss'> {
  const path = join(ssrDir, PROFILE_PAGE_FILE);
  if (!existsSync(path)) return { modules: [] };
  const build: { preloads?: unknown; criticalCss?: unknown } = JSON.parse(readFileSync(path, 'utf8'));
  const { preloads, criticalCss } = build;
  if (!Array.isArray(preloads) || !preloads.every((href) => typeof href === 'string')) {
    throw new Error(`${path} has no list of preloads`);
  }
  const cssPath = typeof criticalCss === 'string' ? join(ssrDir, criticalCss) : undefined;
  return {
    modules: preloads,
    criticalCss: cssPath && existsSync(cssPath) ? readFileSync(cssPath, 'utf8') : undefined,
  };
}

/**
 * Loads the server-side module built next to the web build (`<webDist>-ssr/entry-server.js`, from
 * `vite build --ssr`). Without it the profile page is drawn in the browser only, as before.
 */
export async function loadProfileSsr(webDist: string, log: FastifyBaseLogger): Promise<ProfileSsr | null> {
  const ssrDir = `${webDist.replace(/[\\/]+$/, '')}-ssr`;
  const path = join(ssrDir, 'entry-server.js');
  if (!existsSync(path)) {
    log.info(`no server-side module at ${path}: /user/{username} renders in the browser only`);
    return null;
  }
  try {
    const mod: { renderProfilePage?: unknown } = await import(pathToFileURL(path).href);
    if (typeof mod.renderProfilePage !== 'function') throw new Error('renderProfilePage is missing');
    return {
      renderProfilePage: mod.renderProfilePage as ProfileSsr['renderProfilePage'],
      ...readProfilePageBuild(ssrDir),
    };
  } catch (error) {
    log.error({ err: error }, `could not load the server-side module ${path}`);
    return null;
  }
}
