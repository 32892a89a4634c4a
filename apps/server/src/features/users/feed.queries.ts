import { PAGE_SIZE } from '@handlehub/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import {
  type CardRow,
  cardColumns,
  hasVerifiedItem,
  type ListFilter,
  offsetOf,
} from '../../core/people-lists/cards.queries.js';
import { shownOnHome } from '../../core/visibility.js';
import type { Db } from '../../db/client.js';
import { handles, users } from '../../db/schema.js';

/** The same expression as the predicate of `users_feed_idx`, so the planner can use that partial index. */
const onHome = shownOnHome(users);

/**
 * `users_feed_idx` is (created_at desc nulls last, id desc nulls last); a plain `desc` means nulls first and
 * would not match it, so PostgreSQL would sort the whole table instead of reading the index.
 */
const newestFirst = [sql`${users.createdAt} desc nulls last`, sql`${users.id} desc nulls last`];

/**
 * One page of ids of the home feed: from `users_feed_idx` alone, or for one game from
 * `handles_game_feed_idx` (its players in the same order, by the copy of `created_at` each handle carries),
 * each checked for being shown on home. A deep page then skips index entries of that game only.
 */
function homePageIds(db: Db, page: number, { game, verified }: ListFilter) {
  if (!game) {
    return db
      .select({ id: users.id })
      .from(users)
      .where(verified ? and(onHome, hasVerifiedItem(sql`${users.id}`)) : onHome)
      .orderBy(...newestFirst)
      .limit(PAGE_SIZE)
      .offset(offsetOf(page))
      .as('page_ids');
  }
  // Shown items only (the index is partial on them); a player with two villages is one player.
  return db
    .selectDistinct({ id: handles.userId, createdAt: handles.userCreatedAt })
    .from(handles)
    .innerJoin(users, eq(users.id, handles.userId))
    .where(
      and(
        eq(handles.fieldname, game),
        handles.visible,
        onHome,
        // Find players, verified only: this game's own item is the verified one.
        verified ? ne(handles.verifiedLevel, 'self') : undefined,
      ),
    )
    .orderBy(sql`${handles.userCreatedAt} desc nulls last`, sql`${handles.userId} desc nulls last`)
    .limit(PAGE_SIZE)
    .offset(offsetOf(page))
    .as('page_ids');
}

/**
 * One page of the home feed, newest first, optionally only one game's players. The page's ids come from an
 * index (see {@link homePageIds}), and only those 20 rows are read from the table, so a deep OFFSET skips
 * index entries rather than whole rows. The whole feed is served from memory once its index is built
 * (core/people-lists, decision 018); this read serves the game filter, and the whole feed until then.
 */
export async function getHomePage(db: Db, page: number, filter: ListFilter = {}): Promise<CardRow[]> {
  const { game } = filter;
  // A page past every player of the game is empty: found in the index alone, before visiting any of them.
  if (game && page > 1 && !(await hasPlayersFrom(db, game, offsetOf(page)))) return [];
  const ids = homePageIds(db, page, filter);
  return db
    .select(cardColumns)
    .from(users)
    .innerJoin(ids, eq(users.id, ids.id))
    .orderBy(...newestFirst);
}

/** Whether the game has more than `skip` players, shown or not (an index-only scan of at most skip + 1 entries). */
async function hasPlayersFrom(db: Db, game: string, skip: number): Promise<boolean> {
  const rows = await db
    .selectDistinct({ id: handles.userId })
    .from(handles)
    .where(and(eq(handles.fieldname, game), handles.visible))
    .limit(1)
    .offset(skip);
  return rows.length > 0;
}
