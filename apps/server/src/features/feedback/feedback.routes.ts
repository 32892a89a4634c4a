import { MESSAGES } from '@handlehub/shared';
import { feedbackApi } from '@handlehub/shared/api/feedback';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of.js';
import { authenticate, requireUser } from '../../plugins/auth.js';
import { writeLimit } from '../../plugins/rate-limits.js';
import { insertFeedback } from './feedback.queries.js';

export function registerFeedbackRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(feedbackApi.submit, { tags: ['feedback'], security: [{ session: [] }] }),
    onRequest: writeLimit(app),
    preValidation: authenticate,
    handler: async (request) => {
      const user = await requireUser(request);
      await insertFeedback(app.db, { userId: user.id, text: request.body.feedback });
      return { msg: MESSAGES.feedbackThanks };
    },
  });
}
