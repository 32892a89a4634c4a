import { INSIGHT_DAYS, MESSAGES, platformOf } from '@handlehub/shared';
import { insightsApi } from '@handlehub/shared/api/insights';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ProfileInsights } from '../../core/insights/profile-insights.js';
import { insightDays, METRIC_QR, METRIC_VIEW } from '../../core/insights.queries.js';
import { badRequest } from '../../lib/http-error.js';
import { docsOf, routeOf, SIGNED_IN } from '../../lib/route-of.js';
import { requireUser } from '../../plugins/auth.js';
import { beaconLimit } from '../../plugins/rate-limits.js';

const docs = docsOf('insights');
/** The owner's figures sit with the rest of their profile in the OpenAPI document. */
const ownerDocs = docsOf('profile', { security: SIGNED_IN });

/**
 * Insights (docs/decisions/006-insights.md): two beacons the public profile page sends, counted in
 * memory and written in batches (core/insights), and the owner's last 30 days.
 */
export function registerInsightsRoutes(app: FastifyInstance, insights: ProfileInsights): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...routeOf(insightsApi.view, docs('Count one view of a public profile (sent by the profile page)')),
    onRequest: beaconLimit(app),
    handler: async (request, reply) => {
      const { username, source } = request.body;
      await insights.count(request, username, source === 'qr' ? METRIC_QR : METRIC_VIEW);
      return reply.code(204).send(null);
    },
  });

  r.route({
    ...routeOf(insightsApi.click, docs('Count one copy or open of a handle on a public profile')),
    onRequest: beaconLimit(app),
    handler: async (request, reply) => {
      const { username, fieldname } = request.body;
      if (!platformOf(fieldname.split('-')[0]!)) throw badRequest(MESSAGES.insightFieldInvalid);
      await insights.countHandleUse(request, username, fieldname);
      return reply.code(204).send(null);
    },
  });

  r.route({
    ...routeOf(
      insightsApi.insights,
      ownerDocs('The last 30 days of views, QR scans and handle clicks of the signed-in user'),
    ),
    handler: async (request, reply) => {
      const user = await requireUser(request);
      // This instance's pending counts first, so the owner sees a visit at once.
      await insights.counter.flush();
      reply.header('cache-control', 'private, no-store');
      return { days: await insightDays(app.db, user.id, INSIGHT_DAYS) };
    },
  });
}
