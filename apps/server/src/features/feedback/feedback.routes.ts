import { errorResponse, feedbackInput, MESSAGES, messageResponse } from '@handlehub/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate, requireUser } from '../../plugins/auth.js';
import { writeLimit } from '../../plugins/rate-limits.js';
import { insertFeedback } from './feedback.queries.js';

export function registerFeedbackRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/others/submitfeedback',
    {
      onRequest: writeLimit(app),
      schema: {
        tags: ['feedback'],
        security: [{ session: [] }],
        body: feedbackInput,
        response: { 200: messageResponse, '4xx': errorResponse },
      },
      preValidation: authenticate,
    },
    async (request) => {
      const user = await requireUser(request);
      await insertFeedback(app.db, { userId: user.id, text: request.body.feedback });
      return { msg: MESSAGES.feedbackThanks };
    },
  );
}
