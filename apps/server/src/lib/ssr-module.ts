import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';

/** The web build's server-side module (`apps/web/src/entry-server.tsx`), untyped until a reader checks it. */
export type SsrModule = Record<string, unknown>;

/** Where the server-side build sits: next to the web build, as `<webDist>-ssr`. */
export const ssrDirOf = (webDist: string): string => `${webDist.replace(/[\\/]+$/, '')}-ssr`;

const loaded = new Map<string, Promise<SsrModule | null>>();

/**
 * Loads `<webDist>-ssr/entry-server.js` (from `vite build --ssr`) once per folder, for every page the
 * server renders. Null without it, or when it fails to load: those pages are then drawn in the browser.
 */
export function loadSsrModule(webDist: string, log: FastifyBaseLogger): Promise<SsrModule | null> {
  const path = join(ssrDirOf(webDist), 'entry-server.js');
  let module = loaded.get(path);
  if (!module) {
    if (existsSync(path)) {
      module = (import(pathToFileURL(path).href) as Promise<SsrModule>).catch((error: unknown) => {
        log.error({ err: error }, `could not load the server-side module ${path}`);
        return null;
      });
    } else {
      log.info(`no server-side module at ${path}: pages render in the browser only`);
      module = Promise.resolve(null);
    }
    loaded.set(path, module);
  }
  return module;
}
