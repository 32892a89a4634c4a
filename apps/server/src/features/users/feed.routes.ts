import { usersApi } from '@handlehub/shared/api/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { feedPage } from '../../core/people-lists/feed-index.js';
import { cachedPage } from '../../core/people-lists/page-cache.js';
import { feedIndexOf } from '../../core/people-lists/people-lists.js';
import { presentUserCard } from '../../core/user.presenter.js';
import { docsOf, routeOf } from '../../lib/route-of.js';
import { discoveryLimit } from '../../plugins/rate-limits.js';
import { catalogueGame } from './catalogue-game.js';
import { getHomePage } from './feed.queries.js';

const docs = docsOf('users');

/** The home feed: public, cards only; who is on it is core/visibility.ts's `shownOnHome`. */
export function registerFeedRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...routeOf(
      usersApi.home,
      docs('One page of the home feed, newest first; `game` keeps only players of that game'),
    ),
    onRequest: discoveryLimit(app),
    handler: async (request) => {
      const { page, verified } = request.query;
      const game = catalogueGame(request.query.game);
      const rows = await cachedPage(
        app.db,
        app.config.pageCacheMs,
        `home\n${page}\n${game ?? ''}\n${verified ? 'verified' : ''}`,
        async () => {
          // From memory when the list is kept and ready (decision 018); the game and verified filters,
          // start-up and PEOPLE_LISTS=off read SQL.
          const index = game || verified ? undefined : feedIndexOf(app.db);
          return (index && (await feedPage(index, page))) ?? getHomePage(app.db, page, { game, verified });
        },
      );
      return { users: rows.map((row) => presentUserCard(row, app.config.publicUrl)) };
    },
  });
}
