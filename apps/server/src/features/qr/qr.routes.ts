import { createHash } from 'node:crypto';
import {
  MESSAGES,
  QR_DOWNLOAD_FORMATS,
  QR_DOWNLOAD_SIZE,
  type QrDownloadFormat,
  qrProfilePath,
} from '@handlehub/shared';
import { qrApi } from '@handlehub/shared/api/qr';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { getPublicProfile } from '../../core/public-profile.queries.js';
import { qrPng, qrSvg } from '../../core/qr-code.js';
import { qrCodeFor } from '../../core/visibility.js';
import { notFound } from '../../lib/http-error.js';
import { routeOf } from '../../lib/route-of.js';
import { imageLimit } from '../../plugins/rate-limits.js';

const FILE = new RegExp(`^(.+)\\.(${QR_DOWNLOAD_FORMATS.join('|')})$`);
const CONTENT_TYPE: Record<QrDownloadFormat, string> = {
  svg: 'image/svg+xml; charset=utf-8',
  png: 'image/png',
};

/**
 * `GET /api/qr/{username}.svg` and `.png?size=`: the profile's QR code (PUBLIC_URL/user/{username}?src=qr)
 * as a file to print. Unknown, blocked and locked users have none (404), like their link.
 */
export function registerQrRoutes(app: FastifyInstance): void {
  // Typed by hand (the schemas still validate): the answer is a file, not a schema-shaped body.
  const { download } = qrApi;
  app.route<{ Params: z.output<typeof download.params>; Querystring: z.output<typeof download.query> }>({
    ...routeOf(download, {
      tags: ['qr'],
      summary: 'Download the QR code of a profile: {username}.svg, or {username}.png?size=128..2048',
    }),
    onRequest: imageLimit(app),
    handler: async (request, reply) => {
      const match = FILE.exec(request.params.file);
      const profile = match
        ? qrCodeFor(await getPublicProfile(app.db, match[1]!, app.config.publicUrl))
        : null;
      if (!match || !profile) throw notFound(MESSAGES.userNotFound);
      const format = match[2] as QrDownloadFormat;
      const size = request.query.size ?? (format === 'png' ? QR_DOWNLOAD_SIZE.default : undefined);
      const text = `${app.config.publicUrl}${qrProfilePath(profile.username)}`;
      const etag = `"${createHash('sha1')
        .update(`${format}\n${size ?? ''}\n${text}`)
        .digest('base64url')
        .slice(0, 22)}"`;
      // Revalidated every time, so a lock or a new username takes effect at once; a 304 costs no drawing.
      reply
        .header('cache-control', 'no-cache')
        .header('etag', etag)
        .header('content-disposition', `attachment; filename="handlehub-${profile.username}.${format}"`);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const body = format === 'svg' ? await qrSvg(text, size) : await qrPng(text, size!);
      return reply.type(CONTENT_TYPE[format]).send(body);
    },
  });
}
