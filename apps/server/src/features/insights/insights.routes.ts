import { INSIGHT_DAYS, MESSAGES, platformOf } from '@handlehub/shared';
import { insightsApi } from '@handlehub/shared/api/insights';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clickMetric, insightDays, METRIC_QR, METRIC_VIEW } from '../../core/insights.queries.js';
import { getPublicProfile } from '../../core/public-profile.queries.js';
import { countsInsights } from '../../core/visibility.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { routeOf } from '../../lib/route-of.js';
import { currentUser, requireUser } from '../../plugins/auth.js';
import { beaconLimit } from '../../plugins/rate-limits.js';
import { isObviousBot } from './bot-filter.js';
import { InsightCounter, type InsightCounterOptions } from './insight-counter.js';

/**
 * Insights (docs/decisions/006-insights.md): two beacons the public profile page sends, counted in
 * memory and written in batches, and the owner's last 30 days.
 */
export function registerInsightsRoutes(app: FastifyInstance, options: InsightCounterOptions = {}): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const counter = new InsightCounter(app.db, app.log, options);
  // onClose hooks run last-registered first: this one writes before the database closes.
  app.addHook('onClose', () => counter.close());

  /**
   * Counts `metric` for the named profile unless the visit is a bot's or the owner's own. The profile
   * comes from the public profile cache (decision 005), so a popular profile's beacons read nothing.
   */
  async function count(
    request: FastifyRequest,
    username: string,
    metric: string,
    fieldname?: string,
  ): Promise<void> {
    if (isObviousBot(request.headers['user-agent'])) return;
    const profile = await getPublicProfile(app.db, username, app.config.publicUrl);
    // Unknown and blocked profiles get the same answer, as everywhere else (core/visibility.ts).
    if (!profile) throw notFound(MESSAGES.userNotFound);
    if (!countsInsights(profile)) return;
    // A click on a handle the profile does not show cannot have happened: not counted.
    if (fieldname && !profile.items.some((item) => item.slug === fieldname)) return;
    const viewer = await currentUser(request);
    if (viewer?.username === profile.username) return;
    counter.add(profile.username, metric);
  }
  // Other features count the use of a handle through this (e.g. `/user/{username}/{platform}`).
  app.decorate('countHandleUse', (request: FastifyRequest, username: string, slug: string) =>
    count(request, username, clickMetric(slug), slug),
  );

  r.route({
    ...routeOf(insightsApi.view, {
      tags: ['insights'],
      summary: 'Count one view of a public profile (sent by the profile page)',
    }),
    onRequest: beaconLimit(app),
    handler: async (request, reply) => {
      const { username, source } = request.body;
      await count(request, username, source === 'qr' ? METRIC_QR : METRIC_VIEW);
      return reply.code(204).send(null);
    },
  });

  r.route({
    ...routeOf(insightsApi.click, {
      tags: ['insights'],
      summary: 'Count one copy or open of a handle on a public profile',
    }),
    onRequest: beaconLimit(app),
    handler: async (request, reply) => {
      const { username, fieldname } = request.body;
      if (!platformOf(fieldname.split('-')[0]!)) throw badRequest(MESSAGES.insightFieldInvalid);
      await count(request, username, clickMetric(fieldname), fieldname);
      return reply.code(204).send(null);
    },
  });

  r.route({
    ...routeOf(insightsApi.insights, {
      tags: ['profile'],
      summary: 'The last 30 days of views, QR scans and handle clicks of the signed-in user',
      security: [{ session: [] }],
    }),
    handler: async (request, reply) => {
      const user = await requireUser(request);
      // This instance's pending counts first, so the owner sees a visit at once.
      await counter.flush();
      reply.header('cache-control', 'private, no-store');
      return { days: await insightDays(app.db, user.id, INSIGHT_DAYS) };
    },
  });
}
