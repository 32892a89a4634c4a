import { MESSAGES, toSocialAccounts } from '@handlehub/shared';
import { handlesApi } from '@handlehub/shared/api/handles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getHandles, replaceHandles } from '../../core/handles.queries.js';
import { routeOf } from '../../lib/route-of.js';
import { authenticate, requireUser } from '../../plugins/auth.js';
import { writeLimit } from '../../plugins/rate-limits.js';

const docs = { tags: ['handles'], security: [{ session: [] }] };

/** The signed-in person's handles: read them, or save all 13 at once (normalised by the shared schema). */
export function registerHandlesRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...routeOf(handlesApi.get, docs),
    handler: async (request) => {
      const user = await requireUser(request);
      return { userAccount: { accounts: toSocialAccounts(await getHandles(app.db, user.id)) } };
    },
  });

  r.route({
    ...routeOf(handlesApi.update, docs),
    onRequest: writeLimit(app),
    preValidation: authenticate,
    handler: async (request) => {
      const user = await requireUser(request);
      await replaceHandles(app.db, user.id, request.body);
      const accounts = toSocialAccounts(await getHandles(app.db, user.id));
      return { userAccount: { accounts }, msg: MESSAGES.accountsUpdated };
    },
  });
}
