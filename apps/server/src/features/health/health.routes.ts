import { errorResponse, MESSAGES } from '@handlehub/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unavailable } from '../../lib/http-error.js';

const status = z.object({ status: z.string() });

export function registerHealthRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/healthz', { schema: { tags: ['health'], response: { 200: status } } }, async () => ({
    status: 'ok',
  }));
  r.get(
    '/readyz',
    { schema: { tags: ['health'], response: { 200: status, 503: errorResponse } } },
    async (request) => {
      try {
        await app.database.ping(2000);
      } catch (error) {
        request.log.warn({ err: error }, 'database not ready');
        throw unavailable(MESSAGES.unavailable);
      }
      return { status: 'ready' };
    },
  );
}
