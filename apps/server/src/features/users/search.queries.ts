import { type GameField, PAGE_SIZE } from '@handlehub/shared';
import { and, eq, exists, type SQL, sql } from 'drizzle-orm';
import { shownInSearch } from '../../core/visibility.js';
import type { Db } from '../../db/client.js';
import { handles, users } from '../../db/schema.js';
import { type CardRow, cardColumns, offsetOf } from './cards.queries.js';

/** The same expression as the predicate of `users_search_username_idx`, so the planner can use it. */
const inSearch = shownInSearch(users);

/**
 * Players of one game, for search: a probe of the handles primary key (user_id, fieldname) per candidate,
 * so each tier keeps walking its own index in its own order (decision 008 has the plans).
 */
const playsGame = (game: GameField) =>
  exists(
    sql`(select 1 from ${handles} where ${handles.userId} = ${users.id} and ${handles.fieldname} = ${game})`,
  );

/** The list's own condition, narrowed to one game's players when a game is chosen. */
const narrowed = (where: SQL, game: GameField | undefined): SQL =>
  game ? (and(where, playsGame(game)) as SQL) : where;

/** `%`, `_` and `\` match only themselves; nothing else in LIKE is special. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** Byte order: the order of `users_search_username_idx`, and the same on every server whatever its locale. */
const byUsername = sql`(${users.username} collate "C")`;
/**
 * The same order, in a form no index delivers. Walking the username index in order and filtering each row
 * is quick only while matches are dense; for a rare substring it reads the whole table in index order
 * (2.9 s for "zq" on a million users, against 0.3 s for a scan and sort), so "the rest" never does it.
 */
const byUsernameUnindexed = sql`((${users.username} || '') collate "C")`;

interface Tier {
  where: SQL;
  rows(take: number, skip: number): Promise<CardRow[]>;
}

/**
 * One page of search results for a case-insensitive substring of name or username, ranked: the exact
 * username, then usernames that start with the query, then the rest, each tier by username.
 *
 * The tiers are read one after the other, each with its own LIMIT/OFFSET, and "the rest" only when the
 * page is not yet full, so a common query never sorts every match. In byte order a string comes before
 * every string it starts, so the exact username is simply the first row of the "starts with" range, read
 * in order from `users_search_username_idx`; "the rest" comes from the trigram indexes on `username` and
 * `lower(name)` (a scan, for queries without three letters or digits in a row).
 */
export async function searchUsers(db: Db, query: string, page: number, game?: GameField): Promise<CardRow[]> {
  const q = query.trim().toLowerCase();
  if (q.length === 0) return [];
  const prefix = `${escapeLike(q)}%`;
  const anywhere = `%${escapeLike(q)}%`;
  const startsWith = narrowed(sql`${inSearch} and ${byUsername} like ${prefix}`, game);
  const rest = narrowed(
    sql`${inSearch} and (${users.username} like ${anywhere} or lower(${users.name}) like ${anywhere}) and not (${byUsername} like ${prefix})`,
    game,
  );
  const tiers: Tier[] = [
    {
      where: startsWith,
      // The page's usernames come from the index alone (an index-only scan), so a deep page skips index
      // entries, not table rows; only the page's rows are then read.
      rows: (take, skip) => {
        const names = db
          .select({ username: users.username })
          .from(users)
          .where(startsWith)
          .orderBy(byUsername)
          .limit(take)
          .offset(skip)
          .as('page_usernames');
        return db
          .select(cardColumns)
          .from(users)
          .innerJoin(names, eq(users.username, names.username))
          .orderBy(byUsername);
      },
    },
    {
      where: rest,
      rows: (take, skip) =>
        db.select(cardColumns).from(users).where(rest).orderBy(byUsernameUnindexed).limit(take).offset(skip),
    },
  ];

  const found: CardRow[] = [];
  let skip = offsetOf(page);
  for (const tier of tiers) {
    const rows = await tier.rows(PAGE_SIZE - found.length, skip);
    found.push(...rows);
    if (found.length === PAGE_SIZE) break;
    // This tier has run out. If it gave rows, all of its earlier rows lay on earlier pages; if it gave
    // none, the next tier must skip over however many rows this one has before the page.
    skip = rows.length > 0 ? 0 : skip - (await countUpTo(db, tier.where, skip));
  }
  return found;
}

/** How many rows match, counting no further than `max` (a deep page needs only that much). */
async function countUpTo(db: Db, where: SQL, max: number): Promise<number> {
  if (max === 0) return 0;
  const capped = db.select({ one: sql`1` }).from(users).where(where).limit(max).as('capped');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  return row?.n ?? 0;
}
