import { usersApi } from '@handlehub/shared/api/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { presentUserCard } from '../../core/user.presenter.js';
import { routeOf } from '../../lib/route-of.js';
import { discoveryLimit } from '../../plugins/rate-limits.js';
import { catalogueGame } from './catalogue-game.js';
import { getHomePage } from './feed.queries.js';
import { cachedPage } from './feed-cache.js';
import { feedIndexOf, feedPage, keepFeedIndex } from './feed-index.js';

/** The home feed: public, cards only; who is on it is core/visibility.ts's `shownOnHome`. */
export function registerFeedRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const stopIndex = keepFeedIndex(app.db, app.config.pageCacheMs);
  app.addHook('onClose', async () => stopIndex());

  r.route({
    ...routeOf(usersApi.home, {
      tags: ['users'],
      summary: 'One page of the home feed, newest first; `game` keeps only players of that game',
    }),
    onRequest: discoveryLimit(app),
    handler: async (request) => {
      const { page } = request.query;
      const game = catalogueGame(request.query.game);
      const rows = await cachedPage(
        app.db,
        app.config.pageCacheMs,
        `home\n${page}\n${game ?? ''}`,
        async () => {
          // From memory when the index is ready (decision 018); the game filter and start-up read SQL.
          const index = game ? undefined : feedIndexOf(app.db);
          return (index && (await feedPage(index, page))) ?? getHomePage(app.db, page, game);
        },
      );
      return { users: rows.map((row) => presentUserCard(row, app.config.publicUrl)) };
    },
  });
}
