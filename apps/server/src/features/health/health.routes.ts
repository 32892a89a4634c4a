import { MESSAGES } from '@handlehub/shared';
import { healthApi } from '@handlehub/shared/api/health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unavailable } from '../../lib/http-error.js';
import { docsOf, routeOf } from '../../lib/route-of.js';

const docs = docsOf('health');

export function registerHealthRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({ ...routeOf(healthApi.live, docs()), handler: async () => ({ status: 'ok' }) });
  r.route({
    ...routeOf(healthApi.ready, docs()),
    handler: async (request) => {
      try {
        await app.database.ping(2000);
      } catch (error) {
        request.log.warn({ err: error }, 'database not ready');
        throw unavailable(MESSAGES.unavailable);
      }
      // Redis only shares the rate-limit counts: without it this instance still answers every request
      // correctly (counting in its own memory), so it stays in a load balancer's rotation (200), and
      // says which dependency is missing for monitoring.
      if ((await app.rateLimitCounts.check()) === 'unreachable') {
        return { status: 'degraded', redis: 'unreachable' as const };
      }
      return { status: 'ready' };
    },
  });
}
