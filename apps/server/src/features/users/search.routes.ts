import { MESSAGES } from '@handlehub/shared';
import { usersApi } from '@handlehub/shared/api/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { presentUserCard } from '../../core/user.presenter.js';
import { TimeBoundExceeded, withinTimeBound } from '../../db/time-bound.js';
import { unavailable } from '../../lib/http-error.js';
import { routeOf } from '../../lib/route-of.js';
import { discoveryLimit } from '../../plugins/rate-limits.js';
import { catalogueGame } from './catalogue-game.js';
import { cachedPage } from './feed-cache.js';
import { searchTerm, searchUsers } from './search.queries.js';
import { keepSearchIndex, pageFromIndex } from './search-index.js';

/** People search: public, cards only; who is found is core/visibility.ts's `shownInSearch`. */
export function registerSearchRoutes(app: FastifyInstance): void {
  const stopIndex = keepSearchIndex(app.db, app.config.pageCacheMs);
  app.addHook('onClose', async () => stopIndex());
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(usersApi.search, {
      tags: ['users'],
      summary: 'One page of people whose name or username holds `q`; `game` keeps only its players',
    }),
    onRequest: discoveryLimit(app),
    handler: async (request) => {
      const { q, page } = request.query;
      const game = catalogueGame(request.query.game);
      const key = `search\n${q}\n${page}\n${game ?? ''}`;
      // Each search is bounded in time (probe M4): past it the answer is 503, never a page that looks empty.
      const rows = await cachedPage(app.db, app.config.pageCacheMs, key, async () => {
        // Ranked in memory when the index is ready (decision 018); the game filter and start-up read SQL.
        const indexed = game ? null : await pageFromIndex(app.db, searchTerm(q), page);
        if (indexed) return indexed;
        return withinTimeBound(app.database, app.config.searchTimeoutMs, (tx) =>
          searchUsers(tx, q, page, game),
        ).catch((error: unknown) => {
          if (error instanceof TimeBoundExceeded) throw unavailable(MESSAGES.searchBusy);
          throw error;
        });
      });
      return { users: rows.map((row) => presentUserCard(row, app.config.publicUrl)) };
    },
  });
}
