import {
  accountStatusResponse,
  changeStatusInput,
  changeStatusResponse,
  errorResponse,
  MESSAGES,
  messageResponse,
  userResponse,
} from '@handlehub/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { presentUser } from '../../core/user.presenter.js';
import { authenticate, requireUser } from '../../plugins/auth.js';
import { writeLimit } from '../../plugins/rate-limits.js';
import { accountStatusOf, deleteAccount, setAccountStatus } from './account.queries.js';

const security = [{ session: [] }];

/** The signed-in person's own account: who they are, the three visibility switches, deletion. */
export function registerAccountRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/profile/getuser',
    { schema: { tags: ['profile'], security, response: { 200: userResponse, '4xx': errorResponse } } },
    async (request) => ({ user: presentUser(await requireUser(request), app.config.publicUrl) }),
  );

  r.get(
    '/api/profile/getaccountstatus',
    {
      schema: { tags: ['profile'], security, response: { 200: accountStatusResponse, '4xx': errorResponse } },
    },
    async (request) => ({ status: accountStatusOf(await requireUser(request)) }),
  );

  r.post(
    '/api/profile/changestatus',
    {
      onRequest: writeLimit(app),
      schema: {
        tags: ['profile'],
        security,
        body: changeStatusInput,
        response: { 200: changeStatusResponse, '4xx': errorResponse },
      },
      preValidation: authenticate,
    },
    async (request) => {
      const user = await requireUser(request);
      const { fieldname, status } = request.body;
      const changed = await setAccountStatus(app.db, user.id, fieldname, status);
      return { msg: MESSAGES.statusUpdated, status: changed };
    },
  );

  r.post(
    '/api/profile/deleteaccount',
    {
      onRequest: writeLimit(app),
      schema: { tags: ['profile'], security, response: { 200: messageResponse, '4xx': errorResponse } },
    },
    async (request) => {
      const { id } = await requireUser(request);
      await deleteAccount(app.db, id);
      return { msg: MESSAGES.accountDeleted };
    },
  );
}
