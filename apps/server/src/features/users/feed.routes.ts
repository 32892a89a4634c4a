import { errorResponse, homeQuery, MESSAGES, searchQuery, usersPage } from '@handlehub/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TimeBoundExceeded, withinTimeBound } from '../../db/time-bound.js';
import { unavailable } from '../../lib/http-error.js';
import { discoveryLimit } from '../../plugins/rate-limits.js';
import { getHomePage, searchUsers } from './feed.queries.js';
import { cachedPage } from './feed-cache.js';
import { presentUserCard } from './user.presenter.js';

/** The home feed and people search (decisions.md "Visibility"): public, cards only. */
export function registerFeedRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/home/',
    {
      onRequest: discoveryLimit(app),
      schema: {
        tags: ['users'],
        summary: 'One page of the home feed, newest first; `game` keeps only players of that game',
        querystring: homeQuery,
        response: { 200: usersPage, '4xx': errorResponse },
      },
    },
    async (request) => {
      const { page, game } = request.query;
      const rows = await cachedPage(app.db, app.config.pageCacheMs, `home\n${page}\n${game ?? ''}`, () =>
        getHomePage(app.db, page, game),
      );
      return { users: rows.map((row) => presentUserCard(row, app.config.publicUrl)) };
    },
  );

  r.get(
    '/api/search/',
    {
      onRequest: discoveryLimit(app),
      schema: {
        tags: ['users'],
        summary: 'One page of people whose name or username holds `q`; `game` keeps only its players',
        querystring: searchQuery,
        response: { 200: usersPage, '4xx': errorResponse },
      },
    },
    async (request) => {
      const { q, page, game } = request.query;
      const key = `search\n${q}\n${page}\n${game ?? ''}`;
      // Each search is bounded in time (probe M4): past it the answer is 503, never a page that looks empty.
      const rows = await cachedPage(app.db, app.config.pageCacheMs, key, () =>
        withinTimeBound(app.database, app.config.searchTimeoutMs, (tx) =>
          searchUsers(tx, q, page, game),
        ).catch((error: unknown) => {
          if (error instanceof TimeBoundExceeded) throw unavailable(MESSAGES.searchBusy);
          throw error;
        }),
      );
      return { users: rows.map((row) => presentUserCard(row, app.config.publicUrl)) };
    },
  );
}
