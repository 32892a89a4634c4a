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

/** The profile screen's key in the build manifest (also in apps/web/src/ssr/critical-css-plugin.ts). */
const PROFILE_SCREEN = 'src/features/users/public-profile-page.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The profile screen's chunks that the HTML shell does not already load. */
export function profilePreloads(manifest: Record<string, ManifestChunk>): string[] {
  const walk = (key: string, seen: Set<string>): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return seen;
    seen.add(key);
    for (const next of chunk.imports ?? []) walk(next, seen);
    return seen;
  };
  const shell = walk('index.html', new Set());
  return [...walk(PROFILE_SCREEN, new Set())]
    .filter((key) => !shell.has(key))
    .map((key) => `/${manifest[key]!.file}`);
}

function readPreloads(webDist: string): string[] {
  try {
    return profilePreloads(JSON.parse(readFileSync(join(webDist, 'manifest.json'), 'utf8')));
  } catch {
    return [];
  }
}

/** Written by the web build (`CRITICAL_CSS_FILE` in apps/web/src/ssr/critical-css-plugin.ts). */
function readCriticalCss(ssrDir: string): string | undefined {
  const path = join(ssrDir, 'profile-critical.css');
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
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
      modules: readPreloads(webDist),
      criticalCss: readCriticalCss(ssrDir),
    };
  } catch (error) {
    log.error({ err: error }, `could not load the server-side module ${path}`);
    return null;
  }
}
