import type { ServerScreenPage } from '@handlehub/shared/ssr';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicAuthConfig } from '../config.js';
import type { SsrBuild } from './ssr-build.js';
import type { PageHead, ShellRenderer } from './web.js';

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
export function screenPagesShell(app: FastifyInstance, ssr: Promise<SsrBuild | null>): ShellRenderer {
  const rendered = new Map<string, { answers: string; at: number; page: PageHead }>();

  /** The reads' answers as one JSON array, or null when one is refused or fails. */
  const answersFor = async (screen: ServerScreenPage, request: FastifyRequest): Promise<string | null> => {
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
    const screen = server?.module.SERVER_SCREEN_PAGES.find((page) => page.path === request.url);
    const built = server?.pages.get(request.url);
    if (!server || !screen || !built) return null;
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
      const { body, head } = server.module.renderScreenPage({
        path: screen.path,
        authConfig: publicAuthConfig(app.config),
        answers: JSON.parse(answers) as unknown[],
      });
      const page: PageHead = {
        status: 200,
        headData: head,
        body,
        modules: built.preloads,
        styles: built.styles,
        prefetch: built.prefetch,
        criticalCss: built.criticalCss,
        appLoader: server.scripts.appLoader,
      };
      rendered.set(screen.path, { answers, at: now, page });
      return page;
    } catch (error) {
      request.log.error({ err: error }, `server-side render of ${screen.path} failed`);
      return null;
    }
  };
}
