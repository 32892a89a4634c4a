import {
  errorResponse,
  MESSAGES,
  socialAccountsResponse,
  toSocialAccounts,
  updateSocialAccountsInput,
} from '@handlehub/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getHandles, replaceHandles } from '../../core/handles.queries.js';
import { authenticate, requireUser } from '../../plugins/auth.js';
import { writeLimit } from '../../plugins/rate-limits.js';

const security = [{ session: [] }];

/** The signed-in person's handles: read them, or save all 13 at once (normalised by the shared schema). */
export function registerHandlesRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/social/getsocialaccount',
    {
      schema: {
        tags: ['handles'],
        security,
        response: { 200: socialAccountsResponse, '4xx': errorResponse },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { userAccount: { accounts: toSocialAccounts(await getHandles(app.db, user.id)) } };
    },
  );

  r.post(
    '/api/social/updatesocialaccount',
    {
      onRequest: writeLimit(app),
      schema: {
        tags: ['handles'],
        security,
        body: updateSocialAccountsInput,
        response: { 200: socialAccountsResponse, '4xx': errorResponse },
      },
      preValidation: authenticate,
    },
    async (request) => {
      const user = await requireUser(request);
      await replaceHandles(app.db, user.id, request.body);
      const accounts = toSocialAccounts(await getHandles(app.db, user.id));
      return { userAccount: { accounts }, msg: MESSAGES.accountsUpdated };
    },
  );
}
