import { MESSAGES } from '@handlehub/shared';
import { mediaApi } from '@handlehub/shared/api/media';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getPhoto } from '../../core/media/media.queries.js';
import { notFound } from '../../lib/http-error.js';
import { routeOf } from '../../lib/route-of.js';

const FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\d{2,4})\.webp$/;

export function registerMediaRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(mediaApi.photo, { tags: ['media'] }),
    handler: async (request, reply) => {
      const match = FILE.exec(request.params.file);
      if (!match) throw notFound(MESSAGES.notFound);
      const bytes = await getPhoto(app.db, match[1]!, Number(match[2]));
      if (!bytes) throw notFound(MESSAGES.notFound);
      // A photo id is never reused: a new photo gets a new id, so the bytes behind a URL never change.
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', `"${match[1]}-${match[2]}"`)
        .send(bytes);
    },
  });
}
