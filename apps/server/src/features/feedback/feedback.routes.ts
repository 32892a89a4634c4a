import { MESSAGES } from '@handlehub/shared';
import { feedbackApi } from '@handlehub/shared/api/feedback';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { docsOf, routeOf, SIGNED_IN } from '../../lib/route-of.js';
import { requireUser, signedInWrite } from '../../plugins/auth.js';
import { insertFeedback } from './feedback.queries.js';

const docs = docsOf('feedback', { security: SIGNED_IN });

export function registerFeedbackRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(feedbackApi.submit, docs()),
    ...signedInWrite(app),
    handler: async (request) => {
      const user = await requireUser(request);
      await insertFeedback(app.db, { userId: user.id, text: request.body.feedback });
      return { msg: MESSAGES.feedbackThanks };
    },
  });
}
