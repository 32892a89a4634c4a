import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AuthConfig } from '@handlehub/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicAuthConfig } from '../config.js';
import { defaultWebDist } from '../lib/paths.js';
import { loadSsrModule, ssrDirOf } from '../lib/ssr-module.js';
import type { PageHead, ShellRenderer } from './web.js';

/** A screen the web build's server-side module renders (`SERVER_SCREEN_PAGES` in entry-server.tsx). */
interface ScreenPage {
  path: string;
  /** The API GETs whose answers the screen is rendered with, in order. */
  reads: string[];
  /** The screen's chunks beyond the shell's. */
  modules: string[];
  /** What the screen loads on a tap, prefetched when the page is idle (decision 020). */
  prefetch: string[];
  criticalCss: string;
}

type RenderScreenPage = (input: { path: string; authConfig: AuthConfig; answers: unknown[] }) => {
  body: string;
  head: string;
};

/**
 * What the web build wrote next to the module about these screens (`ScreenPagesBuild` in
 * apps/web/src/ssr/critical-css-plugin.ts): each screen's preloads, prefetches and critical CSS file.
 */
const SCREEN_PAGES_FILE = 'screen-pages.json';

interface ScreenPagesSsr {
  screens: Map<string, ScreenPage>;
  render: RenderScreenPage;
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** The screens to render, from the module and the build's file; null when either lacks them. */
function readScreenPages(mod: Record<string, unknown>, ssrDir: string): ScreenPagesSsr | null {
  const buildPath = join(ssrDir, SCREEN_PAGES_FILE);
  if (typeof mod.renderScreenPage !== 'function' || !Array.isArray(mod.SERVER_SCREEN_PAGES)) return null;
  if (!existsSync(buildPath)) return null;
  const build: {
    screens?: Record<string, { preloads?: unknown; prefetch?: unknown; criticalCss?: unknown }>;
  } = JSON.parse(readFileSync(buildPath, 'utf8'));
  const screens = new Map<string, ScreenPage>();
  for (const entry of mod.SERVER_SCREEN_PAGES as { path?: unknown; reads?: unknown }[]) {
    const built = typeof entry.path === 'string' ? build.screens?.[entry.path] : undefined;
    if (typeof entry.path !== 'string' || !isStringList(entry.reads) || !built) {
      throw new Error(`${buildPath} and the server-side module disagree about ${String(entry.path)}`);
    }
    if (
      !isStringList(built.preloads) ||
      !isStringList(built.prefetch) ||
      typeof built.criticalCss !== 'string'
    ) {
      throw new Error(`${buildPath} has no preloads, prefetches or critical CSS for ${entry.path}`);
    }
    screens.set(entry.path, {
      path: entry.path,
      reads: entry.reads,
      modules: built.preloads,
      prefetch: built.prefetch,
      criticalCss: readFileSync(join(ssrDir, built.criticalCss), 'utf8'),
    });
  }
  return { screens, render: mod.renderScreenPage as RenderScreenPage };
}

/**
 * Answers the HTML of the public screens the web build renders on the server (`/`, `/home`, `/search`,
 * `/shop`, `/info`: apps/web/src/ssr/server-screens.tsx), so they paint from the first response like
 * `/user/{username}`. A screen's data comes from the API itself (an inner request per read, for the
 * visitor's address), so the page shows what the API would answer, with the API's rules and caches.
 *
 * A rendered page is kept while its reads answer the same, and they are asked again at most once per
 * page-cache period (PAGE_CACHE_MS, as long as the feed's own pages may be stale). A URL with a query
 * string, a failed read or a failed render is left to the browser (the plain shell), as before.
 */
export function screenPagesShell(app: FastifyInstance): ShellRenderer {
  const webDist = app.config.webDist || defaultWebDist();
  const ssr = loadSsrModule(webDist, app.log).then((mod) => {
    try {
      return mod ? readScreenPages(mod, ssrDirOf(webDist)) : null;
    } catch (error) {
      app.log.error({ err: error }, 'could not read the server-rendered screens of the web build');
      return null;
    }
  });
  const rendered = new Map<string, { answers: string; at: number; page: PageHead }>();

  /** The reads' answers as one JSON array, or null when one is refused or fails. */
  const answersFor = async (screen: ScreenPage, request: FastifyRequest): Promise<string | null> => {
    const answers: string[] = [];
    for (const url of screen.reads) {
      const response = await app
        .inject({ method: 'GET', url, remoteAddress: request.ip })
        .catch((error: unknown) => {
          request.log.error({ err: error }, `inner read ${url} failed`);
          return null;
        });
      if (response?.statusCode !== 200) return null;
      answers.push(response.body);
    }
    return `[${answers.join(',')}]`;
  };

  return async (request) => {
    if (request.url.includes('?')) return null;
    const server = await ssr;
    const screen = server?.screens.get(request.url);
    if (!server || !screen) return null;
    const known = rendered.get(screen.path);
    const now = Date.now();
    if (known && now - known.at < app.config.pageCacheMs) return known.page;
    const answers = await answersFor(screen, request);
    if (answers === null) return null;
    if (known?.answers === answers) {
      known.at = now;
      return known.page;
    }
    try {
      const { body, head } = server.render({
        path: screen.path,
        authConfig: publicAuthConfig(app.config),
        answers: JSON.parse(answers) as unknown[],
      });
      const page: PageHead = {
        status: 200,
        headData: head,
        body,
        modules: screen.modules,
        prefetch: screen.prefetch,
        criticalCss: screen.criticalCss,
      };
      rendered.set(screen.path, { answers, at: now, page });
      return page;
    } catch (error) {
      request.log.error({ err: error }, `server-side render of ${screen.path} failed`);
      return null;
    }
  };
}
