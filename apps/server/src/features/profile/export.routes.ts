import { exportFileName, isSupportedRow, profilePath } from '@handlehub/shared';
import { profileApi } from '@handlehub/shared/api/profile';
import { itemsToCsv, itemsToJsonResume } from '@handlehub/shared/handle-export';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getItems } from '../../core/handles.queries.js';
import { docsOf, routeOf, SIGNED_IN } from '../../lib/route-of.js';
import { requireUser } from '../../plugins/auth.js';
import { writeLimit } from '../../plugins/rate-limits.js';
import { exportUserData } from './export.queries.js';

const docs = docsOf('profile', { security: SIGNED_IN });

/** "Download my data" in Settings: one JSON file with everything held about the signed-in person. */
export function registerExportRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(
      profileApi.export,
      docs('Download my data: everything HandleHub holds about you, as a JSON file'),
    ),
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

  const download = (name: string, type: string) => ({
    summary: `Download my handles and links as ${name}`,
    type,
  });

  for (const [endpoint, file] of [
    [
      profileApi.exportCsv,
      download('CSV (platform, handle, label, title, visible)', 'text/csv; charset=utf-8'),
    ],
    [profileApi.exportResume, download('a JSON Resume (basics.profiles)', 'application/json; charset=utf-8')],
  ] as const) {
    app.route({
      ...routeOf(endpoint, docs(file.summary)),
      onRequest: writeLimit(app),
      handler: async (request, reply) => {
        const user = await requireUser(request);
        // Items only, like every other list of them: a row of a key the catalogue does not have would not
        // import again here nor mean anything elsewhere (decision 033).
        const items = (await getItems(app.db, user.id)).filter(isSupportedRow);
        const url = `${app.config.publicUrl.replace(/\/+$/, '')}${profilePath(user.username)}`;
        const body =
          endpoint === profileApi.exportCsv
            ? itemsToCsv(items)
            : JSON.stringify(
                itemsToJsonResume(items, { name: user.name, username: user.username, url }),
                null,
                2,
              );
        const extension = endpoint === profileApi.exportCsv ? 'csv' : 'resume.json';
        return reply
          .header('content-disposition', `attachment; filename="handlehub-${user.username}.${extension}"`)
          .header('cache-control', 'no-store')
          .type(file.type)
          .send(body);
      },
    });
  }
}
