import { exportFileName } from '@handlehub/shared';
import { profileApi } from '@handlehub/shared/api/profile';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of.js';
import { requireUser } from '../../plugins/auth.js';
import { writeLimit } from '../../plugins/rate-limits.js';
import { exportUserData } from './export.queries.js';

/** "Download my data" in Settings: one JSON file with everything held about the signed-in person. */
export function registerExportRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(profileApi.export, {
      tags: ['profile'],
      summary: 'Download my data: everything HandleHub holds about you, as a JSON file',
      security: [{ session: [] }],
    }),
    // Several queries per export: it takes from the writes budget, so a loop cannot hog the pool.
    onRequest: writeLimit(app),
    handler: async (request, reply) => {
      const user = await requireUser(request);
      const data = await exportUserData(app.db, user, app.config.publicUrl);
      return reply
        .header('content-disposition', `attachment; filename="${exportFileName(user.username)}"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  });
}
