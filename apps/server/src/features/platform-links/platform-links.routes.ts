import {
  type CataloguePlatform,
  type HandleItem,
  hasUsernameShape,
  itemDestination,
  itemFromSegment,
  MESSAGES,
  normaliseLink,
  ownsHost,
  platformLinkPath,
  platformOf,
  QR_DOWNLOAD_FORMATS,
  type QrDownloadFormat,
  usernameKey,
  type VisiblePublicProfile,
} from '@handlehub/shared';
import { platformLinksApi } from '@handlehub/shared/api/platform-links';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ProfileInsights } from '../../core/insights/profile-insights.js';
import { getPublicProfile } from '../../core/public-profile.queries.js';
import { memoOnProfile } from '../../core/public-profile-cache.js';
import { qrSvg } from '../../core/qr-code.js';
import { QrDownloads } from '../../core/qr-download.js';
import { qrCodeFor, shownInFull } from '../../core/visibility.js';
import { notFound } from '../../lib/http-error.js';
import { Precompressed, sendPrecompressed } from '../../lib/precompressed.js';
import { docsOf, type RequestTypes, routeOf } from '../../lib/route-of.js';
import { beaconLimit, imageLimit } from '../../plugins/rate-limits.js';
import type { SsrBuild } from '../../plugins/ssr-build.js';
import { assemblePage, type PageHead } from '../../plugins/web.js';
import { gameCodeTexts, gamePage, noticePage } from './platform-page.html.js';

const FILE = new RegExp(`^([a-z0-9-]+)\\.(${QR_DOWNLOAD_FORMATS.join('|')})$`, 'i');

/** The QR download sits with the profile's QR code in the OpenAPI document; a handle's page is hidden. */
const docs = docsOf('qr');

/**
 * True when `link` may be a redirect's target for the item of `value`. A platform's link is an https
 * address on one of its own hosts, or on the value's own server where the platform has one (a Mastodon
 * address's server); the links are built by the catalogue from an encoded value, so this holds by
 * construction, and is checked anyway. A custom link is re-checked by the same rule that accepted it
 * (an http(s) address without credentials or invisible characters), so an old row never redirects elsewhere.
 */
export function isRedirectTarget(platform: CataloguePlatform, link: string, value: string): boolean {
  if (platform.kind === 'link') {
    const checked = normaliseLink(link);
    return checked.ok && checked.value === link;
  }
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  return (
    url.protocol === 'https:' &&
    url.username === '' &&
    url.password === '' &&
    url.port === '' &&
    (ownsHost(platform, host) || platform.ownServer?.(value) === host)
  );
}

/** The path's username and item, or null when either cannot name anything (decided without a query). */
function parsePath(
  username: string,
  segment: string,
): { username: string; platform: CataloguePlatform; id: number | null } | null {
  const wanted = usernameKey(username);
  const item = itemFromSegment(segment);
  const platform = item ? platformOf(item.key) : undefined;
  // A custom link has no "first of its platform": only its own address names it.
  if (!item || !platform || (platform.kind === 'link' && item.id === null)) return null;
  return hasUsernameShape(wanted) ? { username: wanted, platform, id: item.id } : null;
}

/** The shown item a path names: `key` the first of its platform, `key-id` that very item. */
const shownItem = (
  profile: VisiblePublicProfile,
  path: { platform: CataloguePlatform; id: number | null },
): HandleItem | undefined =>
  profile.items.find((item) =>
    path.id === null
      ? item.slug === path.platform.key
      : item.id === path.id && item.platform === path.platform.key,
  );

/** A QR code as an inline SVG for a page: the qrcode package's drawing, named for screen readers. */
async function inlineQr(text: string, label: string): Promise<string> {
  const svg = await qrSvg(text);
  return svg.replace('<svg ', `<svg role="img" aria-label="${label}" `);
}

/** A page as it is sent: its status and its HTML, compressed once. */
interface DrawnPage {
  status: number;
  html: Precompressed;
}

/**
 * One link and one QR code per handle (docs/decisions/013-play-together.md):
 * - `GET /user/{username}/{platform}`: a social handle redirects to the address the public page links to
 *   (counted as a click); a game ID gets a small page of its own. Aliases `fb ig sc x li yt`.
 * - `GET /api/qr/{username}/{platform}.svg|.png?size=`: the QR code of that link, as a file.
 * Unknown, blocked and held names read as User Not Found, a locked profile as Not Accessible, and an
 * unknown platform or a handle the profile does not show as the 404 page. The pages are drawn in the web
 * app's `shell` (plugins/web.ts pageShell).
 */
export function registerPlatformLinkRoutes(
  app: FastifyInstance,
  insights: ProfileInsights,
  shell: string,
  ssr: Promise<SsrBuild | null>,
): void {
  /** The copy buttons' script, from the web build (none without one: the ID is still there to copy by hand). */
  const script = ssr.then((build) => build?.scripts.gamePage);
  /** A page in the app's shell (the one way the server draws a page) with the script, compressed once. */
  const drawPage = async (page: PageHead): Promise<DrawnPage> => {
    const withScript = { ...page, withoutApp: { ...page.withoutApp, script: await script } };
    return { status: page.status, html: new Precompressed(assemblePage(shell, withScript)) };
  };

  /**
   * Rendered game pages by item, per cached profile object, each compressed once: a popular game page is
   * neither rendered nor compressed again per visit.
   */
  const pagesOf = memoOnProfile((_profile: VisiblePublicProfile) => new Map<number, DrawnPage>());
  const qrFiles = new QrDownloads();

  async function renderGamePage(
    profile: VisiblePublicProfile,
    item: HandleItem,
    platform: CataloguePlatform,
  ): Promise<DrawnPage> {
    const pages = pagesOf(profile);
    const known = pages.get(item.id);
    if (known) return known;
    const texts = gameCodeTexts(platform, item.value);
    const codes = {
      ...(texts.open ? { open: await inlineQr(texts.open, `QR code of the ${platform.name} link`) } : {}),
      ...(texts.scan ? { scan: await inlineQr(texts.scan, `QR code of the ${platform.name} code`) } : {}),
    };
    const html = await drawPage(gamePage(profile, item, platform, codes, app.config.publicUrl));
    pages.set(item.id, html);
    return html;
  }

  const notices = { notFound: drawPage(noticePage('notFound')), locked: drawPage(noticePage('locked')) };

  /** A page, in the encoding the request takes (compressed here once, not by the app-wide plugin). */
  function sendHtml(request: FastifyRequest, reply: FastifyReply, { status, html }: DrawnPage) {
    reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return sendPrecompressed(request, reply, html);
  }

  async function countUse(request: FastifyRequest, username: string, slug: string): Promise<void> {
    // A HEAD is a link checker's, not a visit.
    if (request.method !== 'GET') return;
    try {
      await insights.countHandleUse(request, username, slug);
    } catch (error) {
      // Counting never stands between a visitor and the link.
      request.log.warn({ err: error }, 'platform link: the click was not counted');
    }
  }

  const { page, qr } = platformLinksApi;
  app.route<RequestTypes<typeof page>>({
    ...routeOf(page, { hide: true }),
    // Each answer counts a click, so these share the click beacons' budget.
    onRequest: beaconLimit(app),
    compress: false,
    handler: async (request, reply) => {
      const path = parsePath(request.params.username, request.params.platform);
      if (!path) return reply.callNotFound();
      const found = await getPublicProfile(app.db, path.username, app.config.publicUrl);
      if (!found) return sendHtml(request, reply, await notices.notFound);
      const profile = shownInFull(found);
      if (!profile) return sendHtml(request, reply, await notices.locked);
      const item = shownItem(profile, path);
      if (!item) return reply.callNotFound();
      const destination = itemDestination(item, profile.username);
      if (destination.kind !== 'web') {
        // A custom link whose address is no longer accepted has nothing to show.
        if (item.kind === 'link') return reply.callNotFound();
        // A game's page; an ID only copied (a Discord name) shows it to copy, where its QR code leads.
        const html = await renderGamePage(profile, item, path.platform);
        await countUse(request, profile.username, item.slug);
        return sendHtml(request, reply, html);
      }
      const link = destination.url;
      if (!isRedirectTarget(path.platform, link, item.value)) {
        request.log.error({ platform: item.platform }, 'platform link: refused a redirect off the platform');
        return reply.callNotFound();
      }
      await countUse(request, profile.username, item.slug);
      return reply.header('cache-control', 'no-cache').redirect(link, 302);
    },
  });

  // Typed by hand (the schemas still validate): the answer is a file, not a schema-shaped body.
  app.route<RequestTypes<typeof qr>>({
    ...routeOf(
      qr,
      docs("Download the QR code of one handle's link: {platform}.svg, or {platform}.png?size=128..2048"),
    ),
    onRequest: imageLimit(app),
    handler: async (request, reply) => {
      const file = FILE.exec(request.params.file);
      const path = file ? parsePath(request.params.username, file[1]!) : null;
      if (!file || !path) throw notFound(MESSAGES.notFound);
      const profile = qrCodeFor(await getPublicProfile(app.db, path.username, app.config.publicUrl));
      if (!profile) throw notFound(MESSAGES.userNotFound);
      const item = shownItem(profile, path);
      if (!item) throw notFound(MESSAGES.notFound);
      const format = file[2]!.toLowerCase() as QrDownloadFormat;
      return qrFiles.send(request, reply, {
        url: `${app.config.publicUrl}${platformLinkPath(profile.username, item.slug)}`,
        format,
        size: request.query.size,
        filename: `handlehub-${profile.username}-${item.slug}.${format}`,
      });
    },
  });
}
