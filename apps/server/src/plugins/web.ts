import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { APP_ROUTES, isAppRoute, MESSAGES, PUBLIC_PROFILE_PREFIX } from '@handlehub/shared';
import { CRITICAL_CSS_ATTRIBUTE } from '@handlehub/shared/ssr';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Precompressed, sendPrecompressed } from '../lib/precompressed.js';
import { weakMemo } from '../lib/weak-memo.js';
import { deferredAppTags, inlineScriptHashes, scriptHash, withoutAppAssets } from './deferred-app.js';
import { profileReadLimit } from './rate-limits.js';
import { readSsrManifest, ssrDirOf } from './ssr-build.js';

/** What the server puts into the `<head>` of the HTML shell for one page. */
export interface PageHead {
  status: number;
  /** Extra tags for `<head>` (already escaped by the caller). */
  head?: string;
  /** Tags added at the end of `<head>`, beside the shell's title and description (a page's data). */
  headData?: string;
  /** Server-rendered markup for `<div id="root">`, which the browser then hydrates. */
  body?: string;
  /**
   * The stylesheet `body` needs, inlined in `<head>`: the page then paints without waiting for a
   * stylesheet, and the app's own assets load after the first paint (plugins/deferred-app.ts) by
   * `appLoader`.
   */
  criticalCss?: string;
  /** The web build's app loader (SsrBuild's `scripts.appLoader`), inlined with `criticalCss`. */
  appLoader?: string;
  /** Module chunks the page's screen needs for hydration, beyond the shell's. */
  modules?: string[];
  /**
   * The screen's own stylesheets, beyond the shell's, loaded with them when the app starts (with
   * `criticalCss`).
   */
  styles?: string[];
  /** Modules the page runs for a visitor before the app starts (decision 020; with `criticalCss` only). */
  beforeApp?: string[];
  /** What the screen loads on a tap: prefetched when the page is idle (decision 020; with `criticalCss`). */
  prefetch?: string[];
  /** The markup depends on the request's user agent (a profile opened in a social app's own browser). */
  varyByUserAgent?: boolean;
  /**
   * Set for a page the web app never starts on (a game ID's page): drawn in the same shell, but without
   * the app's stylesheet and scripts, its markup not marked for hydration, and with its own inline
   * script, if any, in place of the app's loader (constant text, admitted by its hash in the CSP).
   */
  withoutApp?: { script?: string };
}

const ROOT = '<div id="root"></div>';

/**
 * The shell of a server without a web build (an API-only server, the API tests): what the pages the
 * server draws by itself need, and the head markers the page's own tags replace.
 */
export const BARE_SHELL = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<!--app-head--><!--/app-head-->
</head>
<body>
<div id="root"></div>
</body>
</html>
`;

/** The web build's HTML shell (its index.html), or BARE_SHELL without one. */
export function pageShell(webDist: string | undefined): string {
  const indexPath = webDist === undefined ? undefined : join(webDist, 'index.html');
  return indexPath && existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : BARE_SHELL;
}

/**
 * Files at the build's top level that browsers must re-check on every use: the service worker (an update
 * rolls out through it) and the web app manifest. Their content types are set here, not guessed.
 */
const UNCACHED_FILES: Readonly<Record<string, string>> = {
  'sw.js': 'text/javascript; charset=utf-8',
  'manifest.webmanifest': 'application/manifest+json; charset=utf-8',
};

/** Puts server-rendered markup into the empty root element, marked for hydration unless `hydrate` is false. */
function withBody(shell: string, body: string, hydrate = true): string {
  if (!body) return shell;
  const at = shell.indexOf(ROOT);
  if (at < 0) return shell;
  const root = hydrate ? '<div id="root" data-ssr="true">' : '<div id="root">';
  return `${shell.slice(0, at)}${root}${body}</div>${shell.slice(at + ROOT.length)}`;
}

/** Puts tags just before `</body>` (or at the end). */
function atBodyEnd(shell: string, tags: string): string {
  const at = shell.lastIndexOf('</body>');
  return at < 0 ? shell + tags : shell.slice(0, at) + tags + shell.slice(at);
}

/** Puts tags just before `</head>` (or at the start). */
function atHeadEnd(shell: string, tags: string): string {
  const at = shell.indexOf('</head>');
  return at < 0 ? tags + shell : shell.slice(0, at) + tags + shell.slice(at);
}

/** Replaces the default title and description between the shell's head markers with a page's own tags. */
function withHead(shell: string, head: string): string {
  const start = shell.indexOf('<!--app-head-->');
  const end = shell.indexOf('<!--/app-head-->');
  if (start < 0 || end < start) return shell;
  return shell.slice(0, start) + head + shell.slice(end + '<!--/app-head-->'.length);
}

const styleTag = (css: string, attributes = '') =>
  `<style${attributes}>${css.replace(/<\/style/gi, '<\\/style')}</style>`;

/**
 * The HTML of one page the server answers, the one way every page is drawn: the shell with the page's
 * head tags and server-rendered body, and then either the app's assets (loaded after the first paint
 * when the page comes with its critical CSS, at once otherwise) or, for a page the app never starts on,
 * the page's own script.
 */
export function assemblePage(shell: string, page: PageHead): string {
  const modules = page.modules ?? [];
  if (page.withoutApp) {
    const bare = withoutAppAssets(shell).shell;
    const withPageHead = page.head ? withHead(bare, page.head) : bare;
    const headEnd =
      (page.criticalCss === undefined ? '' : styleTag(page.criticalCss)) + (page.headData ?? '');
    const script = page.withoutApp.script
      ? `<script id="page-script">${page.withoutApp.script}</script>`
      : '';
    return atBodyEnd(withBody(atHeadEnd(withPageHead, headEnd), page.body ?? '', false), script);
  }
  if (page.body && page.criticalCss !== undefined && page.appLoader) {
    const deferred = withoutAppAssets(shell);
    // Marked for the app loader, which puts the app's stylesheets before it and removes it once they are in.
    const style = styleTag(page.criticalCss, ` ${CRITICAL_CSS_ATTRIBUTE}`);
    const assets = {
      ...deferred.assets,
      styles: [...deferred.assets.styles, ...(page.styles ?? [])],
      modules: [...deferred.assets.modules, ...modules],
      beforeApp: page.beforeApp ?? [],
      prefetch: page.prefetch ?? [],
    };
    const withPageHead = page.head ? withHead(deferred.shell, page.head) : deferred.shell;
    // Before </head> on its own, not between the head markers: the page must never lose its styles.
    const headEnd = style + (page.headData ?? '');
    return atBodyEnd(
      withBody(atHeadEnd(withPageHead, headEnd), page.body),
      deferredAppTags(assets, page.appLoader),
    );
  }
  const preloads = modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  const head = [page.head, ...preloads].filter(Boolean).join('\n');
  const withData = page.headData ? atHeadEnd(shell, page.headData) : shell;
  return withBody(head ? withHead(withData, head) : withData, page.body ?? '');
}

/**
 * CSP sources for the inline scripts the pages may carry: the shell's own, and the boot scripts the web
 * build made for the server (the app loader, the game page's), hashed from their built text. Without a
 * readable manifest the server draws no page that carries a boot script (loadSsrBuild is null too).
 */
export function webScriptHashes(webDist: string): string[] {
  const indexPath = join(webDist, 'index.html');
  if (!existsSync(indexPath)) return [];
  let bootScripts: string[] = [];
  try {
    bootScripts = Object.values(readSsrManifest(ssrDirOf(webDist)).scripts);
  } catch {
    // Logged by loadSsrBuild, which reads the same manifest.
  }
  return [...inlineScriptHashes(readFileSync(indexPath, 'utf8')), ...bootScripts.map(scriptHash)];
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
  const webDistPath = resolve(webDist);

  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    index: false,
    wildcard: true,
    preCompressed: true,
    setHeaders(res, path) {
      const uncachedType =
        resolve(dirname(path)) === webDistPath ? UNCACHED_FILES[basename(path)] : undefined;
      if (uncachedType) res.header('cache-control', 'no-cache').header('content-type', uncachedType);
      else if (/[\\/]assets[\\/]/.test(path))
        res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', 'public, max-age=0, must-revalidate');
    },
  });

  const plainShell = new Precompressed(shell);
  /** Finished pages by the renderer's page object: a cached profile's page is assembled and compressed once. */
  const finished = weakMemo((page: PageHead) => new Precompressed(assemblePage(shell, page)));
  const finish = (page: PageHead): Precompressed =>
    !page.head && !page.body && !page.modules && !page.headData ? plainShell : finished(page);

  const sendShell = (request: FastifyRequest, reply: FastifyReply, page: PageHead) => {
    reply
      .status(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache');
    const varyBy = page.varyByUserAgent ? ['user-agent'] : [];
    // With its ETag, which a lock or a rename changes: browsers and edge caches revalidate a page they hold.
    return sendPrecompressed(request, reply, finish(page), { varyBy, etag: true });
  };

  const answerPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|media)(\/|$)/.test(path);
    if (!wantsPage) return reply.status(404).send({ error: MESSAGES.notFound });
    for (const render of renderers) {
      const page = await render(request);
      if (page) return sendShell(request, reply, page);
    }
    return sendShell(request, reply, { status: isAppRoute(path) ? 200 : 404 });
  };
  // Screens get routes of their own: through the static plugin's wildcard, each page view would first
  // look for a file of that name (three file-system lookups with the pre-compressed variants). The
  // static plugin would also answer the bare folder `/` with 403. Pages are compressed once, above.
  for (const route of APP_ROUTES) app.get(route, { schema: { hide: true }, compress: false }, answerPage);
  // A public profile page reads the database with whatever name is asked for (probe M4).
  app.get(
    `${PUBLIC_PROFILE_PREFIX}:username`,
    { schema: { hide: true }, compress: false, onRequest: profileReadLimit(app) },
    answerPage,
  );
  app.setNotFoundHandler(answerPage);
  return true;
}
