import { MESSAGES } from '@handlehub/shared';
import { profileApi } from '@handlehub/shared/api/profile';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { presentUser } from '../../core/user.presenter.js';
import { docsOf, routeOf, SIGNED_IN } from '../../lib/route-of.js';
import { requireUser, signedInWrite } from '../../plugins/auth.js';
import { writeLimit } from '../../plugins/rate-limits.js';
import { accountStatusOf, deleteAccount, setAccountStatus } from './account.queries.js';

const docs = docsOf('profile', { security: SIGNED_IN });

/** The signed-in person's own account: who they are, the three visibility switches, deletion. */
export function registerAccountRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...routeOf(profileApi.user, docs()),
    handler: async (request) => ({ user: presentUser(await requireUser(request), app.config.publicUrl) }),
  });

  r.route({
    ...routeOf(profileApi.status, docs()),
    handler: async (request) => ({ status: accountStatusOf(await requireUser(request)) }),
  });

  r.route({
    ...routeOf(profileApi.changeStatus, docs()),
    ...signedInWrite(app),
    handler: async (request) => {
      const user = await requireUser(request);
      const { fieldname, status } = request.body;
      const changed = await setAccountStatus(app.db, user.id, fieldname, status);
      return { msg: MESSAGES.statusUpdated, status: changed };
    },
  });

  r.route({
    ...routeOf(profileApi.deleteAccount, docs()),
    onRequest: writeLimit(app),
    handler: async (request) => {
      const { id } = await requireUser(request);
      await deleteAccount(app.db, id);
      return { msg: MESSAGES.accountDeleted };
    },
  });
}
