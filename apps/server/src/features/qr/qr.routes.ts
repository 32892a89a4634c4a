import { QR_DOWNLOAD_FORMATS, qrProfilePath } from '@handlehub/shared';
import { qrApi } from '@handlehub/shared/api/qr';
import type { FastifyInstance } from 'fastify';
import { profileOfFile } from '../../core/public-profile.queries.js';
import { QrDownloads } from '../../core/qr-download.js';
import { qrCodeFor } from '../../core/visibility.js';
import { docsOf, type RequestTypes, routeOf } from '../../lib/route-of.js';
import { imageLimit } from '../../plugins/rate-limits.js';

const docs = docsOf('qr');

/**
 * `GET /api/qr/{username}.svg` and `.png?size=`: the profile's QR code (PUBLIC_URL/user/{username}?src=qr)
 * as a file to print. Unknown, blocked and locked users have none (404), like their link.
 */
export function registerQrRoutes(app: FastifyInstance): void {
  const downloads = new QrDownloads();
  // Typed by hand (the schemas still validate): the answer is a file, not a schema-shaped body.
  const { download } = qrApi;
  app.route<RequestTypes<typeof download>>({
    ...routeOf(
      download,
      docs('Download the QR code of a profile: {username}.svg, or {username}.png?size=128..2048'),
    ),
    onRequest: imageLimit(app),
    handler: async (request, reply) => {
      const { profile, extension } = await profileOfFile(
        app,
        request.params.file,
        QR_DOWNLOAD_FORMATS,
        qrCodeFor,
      );
      return downloads.send(request, reply, {
        url: `${app.config.publicUrl}${qrProfilePath(profile.username)}`,
        format: extension,
        size: request.query.size,
        filename: `handlehub-${profile.username}.${extension}`,
      });
    },
  });
}
