import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AuthConfig, PublicProfile } from '@handlehub/shared';
import type { InAppBrowser } from '@handlehub/shared/in-app-browser';
import type { FastifyBaseLogger } from 'fastify';
import { loadSsrModule, ssrDirOf } from '../../lib/ssr-module.js';

/** What the web app's server-side module (`apps/web/src/entry-server.tsx`) offers. */
export interface ProfileSsr {
  renderProfilePage(input: {
    url: string;
    profile: PublicProfile | null;
    authConfig: AuthConfig;
    inAppBrowser: InAppBrowser | null;
  }): {
    body: string;
    head: string;
  };
  /** The profile screen's chunks beyond the shell's, preloaded so hydration starts sooner. */
  modules: string[];
  /** The stylesheet the rendered page can use (built next to the module), when the build has it. */
  criticalCss?: string;
  /** Modules the page runs before the app starts: it counts the view and handle links (decision 020). */
  beforeApp: string[];
  /** What the screen loads on a tap, prefetched when the page is idle (decision 020). */
  prefetch: string[];
}

/**
 * What the web build writes about the profile page next to `entry-server.js` (`ProfilePageBuild` in
 * apps/web/src/ssr/critical-css-plugin.ts): the screen's chunks to preload and its critical CSS file.
 */
const PROFILE_PAGE_FILE = 'profile-page.json';

const isPathList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((href) => typeof href === 'string');

function readProfilePageBuild(
  ssrDir: string,
): Pick<ProfileSsr, 'modules' | 'criticalCss' | 'beforeApp' | 'prefetch'> {
  const path = join(ssrDir, PROFILE_PAGE_FILE);
  if (!existsSync(path)) return { modules: [], beforeApp: [], prefetch: [] };
  const build: { preloads?: unknown; criticalCss?: unknown; beforeApp?: unknown; prefetch?: unknown } =
    JSON.parse(readFileSync(path, 'utf8'));
  const { preloads, criticalCss, beforeApp, prefetch } = build;
  if (!isPathList(preloads)) throw new Error(`${path} has no list of preloads`);
  if (!isPathList(prefetch)) throw new Error(`${path} has no list of prefetches`);
  if (!isPathList(beforeApp)) throw new Error(`${path} has no list of modules to run before the app`);
  const cssPath = typeof criticalCss === 'string' ? join(ssrDir, criticalCss) : undefined;
  return {
    modules: preloads,
    beforeApp,
    prefetch,
    criticalCss: cssPath && existsSync(cssPath) ? readFileSync(cssPath, 'utf8') : undefined,
  };
}

/**
 * The profile page's part of the server-side module built next to the web build (lib/ssr-module.ts).
 * Without it the profile page is drawn in the browser only, as before.
 */
export async function loadProfileSsr(webDist: string, log: FastifyBaseLogger): Promise<ProfileSsr | null> {
  const mod = await loadSsrModule(webDist, log);
  if (!mod) return null;
  try {
    if (typeof mod.renderProfilePage !== 'function') throw new Error('renderProfilePage is missing');
    return {
      renderProfilePage: mod.renderProfilePage as ProfileSsr['renderProfilePage'],
      ...readProfilePageBuild(ssrDirOf(webDist)),
    };
  } catch (error) {
    log.error({ err: error }, 'could not read the profile page from the server-side module');
    return null;
  }
}
