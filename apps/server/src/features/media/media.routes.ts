import { MESSAGES } from '@handlehub/shared';
import { mediaApi } from '@handlehub/shared/api/media';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getServablePhoto } from '../../core/media/media.queries.js';
import { notFound } from '../../lib/http-error.js';
import { docsOf, routeOf } from '../../lib/route-of.js';
import { spend } from '../../plugins/rate-limits.js';

const FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\d{2,4})\.webp$/;

const docs = docsOf('media');

export function registerMediaRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(mediaApi.photo, docs()),
    handler: async (request, reply) => {
      const match = FILE.exec(request.params.file);
      if (!match) throw notFound(MESSAGES.notFound);
      const bytes = await getServablePhoto(app.db, match[1]!, Number(match[2]));
      if (!bytes) {
        // A miss is a lookup of whatever was typed: misses spend from the address's profile-read budget.
        // Photos that exist are not counted (a feed page shows dozens, and caches keep them a day).
        await spend(app, 'profileReads', request);
        throw notFound(MESSAGES.notFound);
      }
      // A photo id is never reused, so the bytes behind a URL never change; still kept a day at most, so a
      // lock or a block reaches caches that soon (the server answers 404 at once).
      return (
        reply
          .header('content-type', 'image/webp')
          .header('cache-control', 'public, max-age=86400, immutable')
          // Pages of other origins may show it (an <img> of an allowed CORS origin, a link preview).
          .header('cross-origin-resource-policy', 'cross-origin')
          .header('etag', `"${match[1]}-${match[2]}"`)
          .send(bytes)
      );
    },
  });
}
