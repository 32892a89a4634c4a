import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isAppRoute, MESSAGES } from '@handlehub/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What the server puts into the `<head>` of the HTML shell for one page. */
export interface PageHead {
  status: number;
  /** Extra tags for `<head>` (already escaped by the caller). */
  head?: string;
  /** Server-rendered markup for `<div id="root">`, which the browser then hydrates. */
  body?: string;
}

const ROOT = '<div id="root"></div>';

/** Puts server-rendered markup into the empty root element and marks it for hydration. */
function withBody(shell: string, body: string): string {
  if (!body) return shell;
  const at = shell.indexOf(ROOT);
  if (at < 0) return shell;
  return `${shell.slice(0, at)}<div id="root" data-ssr="true">${body}</div>${shell.slice(at + ROOT.length)}`;
}

/** Replaces the default title and description between the shell's head markers with a page's own tags. */
function withHead(shell: string, head: string): string {
  const start = shell.indexOf('<!--app-head-->');
  const end = shell.indexOf('<!--/app-head-->');
  if (start < 0 || end < start) return shell;
  return shell.slice(0, start) + head + shell.slice(end + '<!--/app-head-->'.length);
}

/** Lets a feature answer the HTML of one of its screens (e.g. `/user/{username}` with its preview tags). */
export type ShellRenderer = (request: FastifyRequest) => Promise<PageHead | null>;

/**
 * Serves the built web app: hashed assets cached for a year, and the HTML shell for every screen route
 * (history fallback). Unknown `/api/*` and `/media/*` paths stay JSON 404s.
 */
export async function registerWeb(
  app: FastifyInstance,
  webDist: string,
  renderers: ShellRenderer[] = [],
): Promise<boolean> {
  const indexPath = join(webDist, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn(`no web build at ${webDist}: run 'npm run build:web'; serving the API only`);
    return false;
  }
  const shell = readFileSync(indexPath, 'utf8');

  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    index: false,
    wildcard: true,
    preCompressed: true,
    setHeaders(res, path) {
      if (/[\\/]assets[\\/]/.test(path)) res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', 'public, max-age=0, must-revalidate');
    },
  });

  const sendShell = (reply: FastifyReply, page: PageHead) =>
    reply
      .status(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(withBody(page.head ? withHead(shell, page.head) : shell, page.body ?? ''));

  const answerPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|media)(\/|$)/.test(path);
    if (!wantsPage) return reply.status(404).send({ error: MESSAGES.notFound });
    for (const render of renderers) {
      const page = await render(request);
      if (page) return sendShell(reply, page);
    }
    return sendShell(reply, { status: isAppRoute(path) ? 200 : 404 });
  };
  // The static plugin would answer the bare folder `/` with 403; the landing page is a screen like the others.
  app.get('/', { schema: { hide: true } }, answerPage);
  app.setNotFoundHandler(answerPage);
  return true;
}
