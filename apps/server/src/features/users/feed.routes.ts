import { usersApi } from '@handlehub/shared/api/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { presentUserCard } from '../../core/user.presenter.js';
import { routeOf } from '../../lib/route-of.js';
import { discoveryLimit } from '../../plugins/rate-limits.js';
import { getHomePage } from './feed.queries.js';
import { feedAnchorsOf } from './feed-anchors.js';
import { cachedPage } from './feed-cache.js';

/** The home feed: public, cards only; who is on it is core/visibility.ts's `shownOnHome`. */
export function registerFeedRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...routeOf(usersApi.home, {
      tags: ['users'],
      summary: 'One page of the home feed, newest first; `game` keeps only players of that game',
    }),
    onRequest: discoveryLimit(app),
    handler: async (request) => {
      const { page, game } = request.query;
      const rows = await cachedPage(app.db, app.config.pageCacheMs, `home\n${page}\n${game ?? ''}`, () =>
        getHomePage(app.db, page, game, feedAnchorsOf(app.db, app.config.pageCacheMs)),
      );
      return { users: rows.map((row) => presentUserCard(row, app.config.publicUrl)) };
    },
  });
}
