import { CHECK_OUTCOME_TEXTS, linkedMethodFor, MESSAGES } from '@handlehub/shared';
import { verificationApi } from '@handlehub/shared/api/verification';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { UserRow } from '../../core/users.queries.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { docsOf, routeOf, SIGNED_IN } from '../../lib/route-of.js';
import { authenticate, requireUser } from '../../plugins/auth.js';
import { spend, verificationCheckLimit } from '../../plugins/rate-limits.js';
import { checkItem, pageUrlOf } from './check-item.js';
import type { ProofChecker } from './proof-checker.js';
import { startRechecks, useRecheckChecker } from './recheck.js';
import { presentStatus } from './verification.presenter.js';
import { ensureToken, statusOf } from './verification.queries.js';

const docs = docsOf('verification', { security: SIGNED_IN });

/**
 * The owner's view of one item's verification and "check now" (docs/VERIFICATION.md), and the scheduled
 * re-checks (on when config.verificationRechecks; tests call runDueChecks themselves).
 */
export function registerVerificationRoutes(app: FastifyInstance, checker: ProofChecker): void {
  useRecheckChecker(app, checker);
  if (app.config.verificationRechecks) startRechecks(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The caller's item with its status; another person's item is no item at all to them. */
  const ownItem = async (user: UserRow, id: number) => {
    const row = await statusOf(app.db, user.id, id);
    if (!row) throw notFound(MESSAGES.itemNotFound);
    return row;
  };
  const present = async (user: UserRow, id: number) => {
    const row = await ownItem(user, id);
    const token = row.token ?? (await ensureToken(app.db, row.id));
    return presentStatus(row, token, { pageUrl: pageUrlOf(app, user.username), config: app.config });
  };

  r.route({
    ...routeOf(verificationApi.status, docs("One item's verification level, evidence and proof code")),
    handler: async (request) => {
      const user = await requireUser(request);
      return present(user, request.params.id);
    },
  });

  r.route({
    ...routeOf(verificationApi.check, docs("Check one item's proof now (rate-limited)")),
    onRequest: verificationCheckLimit(app),
    preValidation: authenticate,
    handler: async (request) => {
      const user = await requireUser(request);
      const row = await ownItem(user, request.body.id);
      if (!linkedMethodFor(row.platform)) throw badRequest(MESSAGES.verificationNoLinkedCheck);
      await spend(app, 'itemChecks', request);
      const outcome = await checkItem(app, checker, row, user.username, new Date());
      if (!outcome) throw badRequest(MESSAGES.verificationNoLinkedCheck);
      request.log.info({ item: row.id, outcome }, 'verification checked');
      return { outcome, msg: CHECK_OUTCOME_TEXTS[outcome], status: await present(user, row.id) };
    },
  });
}
