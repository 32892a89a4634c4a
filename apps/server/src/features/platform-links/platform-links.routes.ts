import { createHash } from 'node:crypto';
import {
  type HandleField,
  hasUsernameShape,
  isGameField,
  MESSAGES,
  PLATFORMS,
  type PublicProfile,
  platformFromSegment,
  platformLinkPath,
  QR_DOWNLOAD_FORMATS,
  QR_DOWNLOAD_SIZE,
  type QrDownloadFormat,
  type SocialAccount,
  type VisiblePublicProfile,
} from '@handlehub/shared';
import { platformLinksApi } from '@handlehub/shared/api/platform-links';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
// Shared with the profile QR and the link preview (to move below these features): the drawing, the
// cache of drawn files, and the one visibility rule.
import { CardCache } from '../../core/card-cache.js';
import { getPublicProfile } from '../../core/public-profile.queries.js';
import { qrPng, qrSvg } from '../../core/qr-code.js';
import { qrCodeFor } from '../../core/visibility.js';
import { notFound } from '../../lib/http-error.js';
import { Precompressed } from '../../lib/precompressed.js';
import { routeOf } from '../../lib/route-of.js';
import { beaconLimit, imageLimit } from '../../plugins/rate-limits.js';
import { gameCodeTexts, gamePage, noticePage } from './platform-page.html.js';

const FILE = new RegExp(`^([a-z]+)\\.(${QR_DOWNLOAD_FORMATS.join('|')})$`, 'i');
/** QR files kept per instance: a few KB for an SVG, up to about 25 KB for a 2048 px PNG. */
const QR_FILES_KEPT = 200;
const CONTENT_TYPE: Record<QrDownloadFormat, string> = {
  svg: 'image/svg+xml; charset=utf-8',
  png: 'image/png',
};

/**
 * True when `link` is an https address on one of the platform's own hosts. The links are built by the
 * shared handles module from an encoded handle, so this holds by construction; checked anyway, because a
 * redirect is the one place where a wrong link would send a visitor somewhere else.
 */
export function isPlatformAddress(field: HandleField, link: string): boolean {
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
    PLATFORMS[field].hosts.some((own) => host === own || host.endsWith(`.${own}`))
  );
}

/** The path's username and platform, or null when either cannot name anything (decided without a query). */
function parsePath(username: string, platform: string): { username: string; field: HandleField } | null {
  const wanted = username.toLowerCase();
  const field = platformFromSegment(platform);
  return field && hasUsernameShape(wanted) ? { username: wanted, field } : null;
}

const shownAccount = (profile: VisiblePublicProfile, field: HandleField): SocialAccount | undefined =>
  profile.accounts.find((account) => account.fieldname === field);

/** A QR code as an inline SVG for a page: the qrcode package's drawing, named for screen readers. */
async function inlineQr(text: string, label: string): Promise<string> {
  const svg = await qrSvg(text);
  return svg.replace('<svg ', `<svg role="img" aria-label="${label}" `);
}

/**
 * One link and one QR code per handle (docs/decisions/013-play-together.md):
 * - `GET /user/{username}/{platform}`: a social handle redirects to the address the public page links to
 *   (counted as a click); a game ID gets a small page of its own. Aliases `fb ig sc x li yt`.
 * - `GET /api/qr/{username}/{platform}.svg|.png?size=`: the QR code of that link, as a file.
 * Unknown, blocked and held names read as User Not Found, a locked profile as Not Accessible, and an
 * unknown platform or a handle the profile does not show as the 404 page.
 */
export function registerPlatformLinkRoutes(app: FastifyInstance): void {
  /**
   * Rendered game pages by cached profile object (decision 005 hands out one object per change), each
   * compressed once: a popular game page is neither rendered nor compressed again per visit.
   */
  const pages = new WeakMap<PublicProfile, Map<HandleField, Precompressed>>();
  /** Drawn QR files by their ETag (format, size and text): a printed code is fetched again and again. */
  const qrFiles = new CardCache(QR_FILES_KEPT);

  async function renderGamePage(
    profile: VisiblePublicProfile,
    account: SocialAccount,
  ): Promise<Precompressed> {
    const field = account.fieldname;
    let byField = pages.get(profile);
    const known = byField?.get(field);
    if (known) return known;
    if (!isGameField(field)) throw new Error(`${field} is not a game`);
    const texts = gameCodeTexts(field, account.accountUsername);
    const codes = {
      ...(texts.open
        ? { open: await inlineQr(texts.open, `QR code of the ${PLATFORMS[field].name} link`) }
        : {}),
      ...(texts.scan
        ? { scan: await inlineQr(texts.scan, `QR code of the ${PLATFORMS[field].name} code`) }
        : {}),
    };
    const html = new Precompressed(gamePage(profile, account, field, codes, app.config.publicUrl));
    if (!byField) {
      byField = new Map();
      pages.set(profile, byField);
    }
    byField.set(field, html);
    return html;
  }

  const notices = {
    notFound: new Precompressed(noticePage('notFound')),
    locked: new Precompressed(noticePage('locked')),
  };

  /** A page, in the encoding the request takes (compressed here once, not by the app-wide plugin). */
  function sendHtml(request: FastifyRequest, reply: FastifyReply, status: number, html: Precompressed) {
    reply
      .code(status)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    const encoding = html.encodingFor(request.headers['accept-encoding']);
    if (!encoding) return reply.send(html.body);
    return reply.header('content-encoding', encoding).send(html.encoded(encoding));
  }

  async function countUse(request: FastifyRequest, username: string, field: HandleField): Promise<void> {
    // A HEAD is a link checker's, not a visit.
    if (request.method !== 'GET') return;
    try {
      await app.countHandleUse(request, username, field);
    } catch (error) {
      // Counting never stands between a visitor and the link.
      request.log.warn({ err: error }, 'platform link: the click was not counted');
    }
  }

  const { page, qr } = platformLinksApi;
  app.route<{ Params: z.output<typeof page.params> }>({
    ...routeOf(page, { hide: true }),
    // Each answer counts a click, so these share the click beacons' budget.
    onRequest: beaconLimit(app),
    compress: false,
    handler: async (request, reply) => {
      const path = parsePath(request.params.username, request.params.platform);
      if (!path) return reply.callNotFound();
      const profile = await getPublicProfile(app.db, path.username, app.config.publicUrl);
      if (!profile) return sendHtml(request, reply, 404, notices.notFound);
      if (profile.isLocked) return sendHtml(request, reply, 200, notices.locked);
      const account = shownAccount(profile, path.field);
      if (!account) return reply.callNotFound();
      if (isGameField(account.fieldname)) {
        const html = await renderGamePage(profile, account);
        await countUse(request, profile.username, account.fieldname);
        return sendHtml(request, reply, 200, html);
      }
      const link = account.accountLink;
      if (!link || !isPlatformAddress(account.fieldname, link)) {
        request.log.error({ field: account.fieldname }, 'platform link: refused a redirect off the platform');
        return reply.callNotFound();
      }
      await countUse(request, profile.username, account.fieldname);
      return reply.header('cache-control', 'no-cache').redirect(link, 302);
    },
  });

  // Typed by hand (the schemas still validate): the answer is a file, not a schema-shaped body.
  app.route<{ Params: z.output<typeof qr.params>; Querystring: z.output<typeof qr.query> }>({
    ...routeOf(qr, {
      tags: ['qr'],
      summary: "Download the QR code of one handle's link: {platform}.svg, or {platform}.png?size=128..2048",
    }),
    onRequest: imageLimit(app),
    handler: async (request, reply) => {
      const file = FILE.exec(request.params.file);
      const path = file ? parsePath(request.params.username, file[1]!) : null;
      if (!file || !path) throw notFound(MESSAGES.notFound);
      const profile = qrCodeFor(await getPublicProfile(app.db, path.username, app.config.publicUrl));
      if (!profile) throw notFound(MESSAGES.userNotFound);
      if (!shownAccount(profile, path.field)) throw notFound(MESSAGES.notFound);
      const format = file[2]!.toLowerCase() as QrDownloadFormat;
      const size = request.query.size ?? (format === 'png' ? QR_DOWNLOAD_SIZE.default : undefined);
      const text = `${app.config.publicUrl.replace(/\/+$/, '')}${platformLinkPath(profile.username, path.field)}`;
      const etag = `"${createHash('sha1')
        .update(`${format}\n${size ?? ''}\n${text}`)
        .digest('base64url')
        .slice(0, 22)}"`;
      // As the profile QR: revalidated every time, so a lock or a removed handle takes effect at once.
      reply
        .header('cache-control', 'no-cache')
        .header('etag', etag)
        .header(
          'content-disposition',
          `attachment; filename="handlehub-${profile.username}-${path.field}.${format}"`,
        );
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      let drawn = qrFiles.get(etag);
      if (!drawn) {
        drawn = format === 'svg' ? qrSvg(text, size).then((svg) => Buffer.from(svg)) : qrPng(text, size!);
        qrFiles.set(etag, drawn);
      }
      return reply.type(CONTENT_TYPE[format]).send(await drawn);
    },
  });
}
