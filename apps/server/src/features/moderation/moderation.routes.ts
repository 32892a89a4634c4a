import { MESSAGES } from '@handlehub/shared';
import { moderationApi } from '@handlehub/shared/api/moderation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/http-error.js';
import { docsOf, routeOf } from '../../lib/route-of.js';
import { adminActor, requireAdmin } from './admin-auth.js';
import {
  blockUser,
  countEverything,
  grantShopRole,
  listFeedback,
  listReports,
  logAction,
  type ModeratedUser,
  resolveReport,
  revokeShopRole,
  unblockUser,
} from './moderation.queries.js';

/**
 * The operators' API behind `npm run admin` (apps/server/src/admin/cli.ts). Hidden from the public
 * OpenAPI document: it is not for the web app or third parties, and answers only this machine with the
 * admin token (docs/decisions/009-reports-moderation-export.md).
 */
const docs = docsOf('admin', { hide: true });

type UserCommand = (
  db: Db,
  username: string,
  actor: string,
) => Promise<{ user: ModeratedUser; changed: boolean } | null>;

const USER_COMMANDS: {
  endpoint: (typeof moderationApi)['block' | 'unblock' | 'grantShop' | 'revokeShop'];
  /** The moderation log's name of the action, the CLI's command. */
  action: string;
  run: UserCommand;
  done: string;
  unchanged: string;
  summary: string;
}[] = [
  {
    endpoint: moderationApi.block,
    action: 'block',
    run: blockUser,
    done: MESSAGES.userBlocked,
    unchanged: MESSAGES.userAlreadyBlocked,
    summary: 'Block a user: hidden from feed, search and /user, signed out, sign-in refused',
  },
  {
    endpoint: moderationApi.unblock,
    action: 'unblock',
    run: unblockUser,
    done: MESSAGES.userUnblocked,
    unchanged: MESSAGES.userNotBlocked,
    summary: 'Unblock a user',
  },
  {
    endpoint: moderationApi.grantShop,
    action: 'grant-shop',
    run: grantShopRole,
    done: MESSAGES.shopGranted,
    unchanged: MESSAGES.shopGranted,
    summary: 'Give a user the shop-owner role (outlasts SHOP_OWNER_EMAILS at sign-in)',
  },
  {
    endpoint: moderationApi.revokeShop,
    action: 'revoke-shop',
    run: revokeShopRole,
    done: MESSAGES.shopRevoked,
    unchanged: MESSAGES.shopRevoked,
    summary: 'Take the shop-owner role away (outlasts SHOP_OWNER_EMAILS at sign-in)',
  },
];

export function registerModerationRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const logged = (request: FastifyRequest, action: string, target: string) =>
    request.log.info({ admin: { actor: adminActor(request), action, target } }, 'admin action');

  for (const command of USER_COMMANDS) {
    r.route({
      ...routeOf(command.endpoint, docs(command.summary)),
      onRequest: requireAdmin,
      handler: async (request) => {
        const { username } = request.params;
        const result = await command.run(app.db, username, adminActor(request));
        if (!result) throw notFound(MESSAGES.userNotFound);
        logged(request, command.action, `@${result.user.username}`);
        const { id: _id, ...user } = result.user;
        return { msg: result.changed ? command.done : command.unchanged, changed: result.changed, user };
      },
    });
  }

  r.route({
    ...routeOf(moderationApi.feedback, docs('Newest feedback first')),
    onRequest: requireAdmin,
    handler: async (request) => {
      const feedback = await listFeedback(app.db, request.query.limit);
      await logAction(app.db, { actor: adminActor(request), action: 'list-feedback', target: 'feedback' });
      logged(request, 'list-feedback', 'feedback');
      return { feedback };
    },
  });

  r.route({
    ...routeOf(
      moderationApi.reports,
      docs('Open reports, oldest first; ?all=true for every report, newest first'),
    ),
    onRequest: requireAdmin,
    handler: async (request) => {
      const { all } = request.query;
      const reports = await listReports(app.db, all);
      const action = all ? 'list-reports-all' : 'list-reports';
      await logAction(app.db, { actor: adminActor(request), action, target: 'reports' });
      logged(request, action, 'reports');
      return { reports };
    },
  });

  r.route({
    ...routeOf(moderationApi.resolve, docs('Resolve an open report, with an optional note')),
    onRequest: requireAdmin,
    handler: async (request) => {
      const report = await resolveReport(app.db, request.params.id, request.body.note, adminActor(request));
      if (!report) throw notFound(MESSAGES.reportNotFound);
      logged(request, 'resolve', report.id);
      return { msg: MESSAGES.reportResolved, report };
    },
  });

  r.route({
    ...routeOf(moderationApi.counts, docs('Counts of users, reports and more')),
    onRequest: requireAdmin,
    handler: async (request) => {
      const counts = await countEverything(app.db);
      await logAction(app.db, { actor: adminActor(request), action: 'counts', target: 'counts' });
      logged(request, 'counts', 'counts');
      return { counts };
    },
  });
}
