import { usersApi } from '@handlehub/shared/api/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { presentUserCard } from '../../core/user.presenter.js';
import { routeOf } from '../../lib/route-of.js';
import { cachedPage } from './feed-cache.js';
import { searchUsers } from './search.queries.js';

/** People search: public, cards only; who is found is core/visibility.ts's `shownInSearch`. */
export function registerSearchRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(usersApi.search, {
      tags: ['users'],
      summary: 'One page of people whose name or username holds `q`; `game` keeps only its players',
    }),
    handler: async (request) => {
      const { q, page, game } = request.query;
      const key = `search\n${q}\n${page}\n${game ?? ''}`;
      const rows = await cachedPage(app.db, app.config.pageCacheMs, key, () =>
        searchUsers(app.db, q, page, game),
      );
      return { users: rows.map(presentUserCard) };
    },
  });
}
