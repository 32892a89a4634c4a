import { MESSAGES } from '@handlehub/shared';
import { usersApi } from '@handlehub/shared/api/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cachedPage } from '../../core/people-lists/page-cache.js';
import { searchIndexOf } from '../../core/people-lists/people-lists.js';
import { searchPage } from '../../core/people-lists/search-index.js';
import { presentUserCard } from '../../core/user.presenter.js';
import { TimeBoundExceeded, withinTimeBound } from '../../db/time-bound.js';
import { unavailable } from '../../lib/http-error.js';
import { docsOf, routeOf } from '../../lib/route-of.js';
import { discoveryLimit } from '../../plugins/rate-limits.js';
import { catalogueGame } from './catalogue-game.js';
import { searchTerm, searchUsers } from './search.queries.js';

const docs = docsOf('users');

/** People search: public, cards only; who is found is core/visibility.ts's `shownInSearch`. */
export function registerSearchRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(
      usersApi.search,
      docs('One page of people whose name or username holds `q`; `game` keeps only its players'),
    ),
    onRequest: discoveryLimit(app),
    handler: async (request) => {
      const { q, page, verified } = request.query;
      const game = catalogueGame(request.query.game);
      const key = `search\n${q}\n${page}\n${game ?? ''}\n${verified ? 'verified' : ''}`;
      // Each search is bounded in time (probe M4): past it the answer is 503, never a page that looks empty.
      const rows = await cachedPage(app.db, app.config.pageCacheMs, key, async () => {
        // Ranked in memory when the list is kept and ready (decision 018); the game and verified filters,
        // start-up and PEOPLE_LISTS=off read SQL.
        const index = game || verified ? undefined : searchIndexOf(app.db);
        const indexed = index ? await searchPage(index, searchTerm(q), page) : null;
        if (indexed) return indexed;
        return withinTimeBound(app.database, app.config.searchTimeoutMs, (tx) =>
          searchUsers(tx, q, page, { game, verified }),
        ).catch((error: unknown) => {
          if (error instanceof TimeBoundExceeded) throw unavailable(MESSAGES.searchBusy);
          throw error;
        });
      });
      return { users: rows.map((row) => presentUserCard(row, app.config.publicUrl)) };
    },
  });
}
