import { PAGE_SIZE, USERNAME_CHARS } from '@handlehub/shared';
import { and, eq, exists, type SQL, sql } from 'drizzle-orm';
import {
  type CardRow,
  cardColumns,
  hasVerifiedItem,
  type ListFilter,
  offsetOf,
} from '../../core/people-lists/cards.queries.js';
import { shownInSearch } from '../../core/visibility.js';
import { type Db, rawRows } from '../../db/client.js';
import { handles, users } from '../../db/schema.js';
import { weakMemo } from '../../lib/weak-memo.js';

/** The same expression as the predicate of the `users_search_*` indexes, so the planner can use them. */
const inSearch = shownInSearch(users);

/** `%`, `_` and `\` match only themselves; nothing else in LIKE is special. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** Byte order: the order of `users_search_username_idx`, and the same on every server whatever its locale. */
const byUsername = sql`(${users.username} collate "C")`;

/** "The rest" of a search comes newest first: the order of `users_search_newest_idx` (decision 018). */
const newestFirst = sql`created_at desc nulls last, id desc nulls last`;

/**
 * How "the rest" is read (decision 018 has the measurements). First the newest `sample` entries of
 * `users_search_newest_idx` are walked (an index-only scan): a dense query finds its page there. Otherwise
 * the matches found in the sample tell how dense the query is, and the cheaper of two reads follows:
 * walking the index further (about (offset + 20) / density entries) or looking the matches up in the text
 * indexes and sorting them all (about density × people rows, each a table row: `rowCost` index entries).
 * `force` picks one of the two (tests: every way gives the same pages).
 */
export interface RestReading {
  sample: number;
  rowCost: number;
  force?: 'walk' | 'lookup';
}
export const REST_READING: RestReading = { sample: 2000, rowCost: 4 };

/**
 * Every character (a one-character query) or every pair of adjacent characters of `q`, for
 * `users_search_grams_idx`; null when trigrams can look `q` up (three letters or digits in a row).
 */
export function gramsOf(q: string): string[] | null {
  if (/[\p{L}\p{N}]{3}/u.test(q)) return null;
  const chars = Array.from(q);
  if (chars.length === 1) return chars;
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) pairs.add(chars[i]! + chars[i + 1]!);
  return [...pairs];
}

/** The columns the conditions read, from `users` itself or from a subquery of its rows. */
interface Columns {
  id: SQL;
  username: SQL;
  name: SQL;
}
const usersColumns: Columns = {
  id: sql`${users.id}`,
  username: sql`${users.username}`,
  name: sql`${users.name}`,
};
const walkedColumns: Columns = { id: sql`w.id`, username: sql`w.username`, name: sql`w.name` };

/**
 * Players of one game, for search: a probe of the handles primary key (user_id, fieldname) per candidate,
 * so each tier keeps walking its own index in its own order (decision 008 has the plans).
 */
const playsGame = (game: string, c: Columns) =>
  exists(
    sql`(select 1 from ${handles} where ${handles.userId} = ${c.id} and ${handles.fieldname} = ${game} and ${handles.visible})`,
  );

/**
 * The list's own condition, narrowed to one game's players when a game is chosen, and to people with a
 * verified item (of that game) when asked.
 */
const narrowed = (where: SQL, filter: ListFilter, c: Columns): SQL => {
  if (filter.verified) return and(where, hasVerifiedItem(c.id, filter.game)) as SQL;
  return filter.game ? (and(where, playsGame(filter.game, c)) as SQL) : where;
};

/** What a query is matched as: trimmed and lowercased (names are compared lowercased too). */
export const searchTerm = (query: string): string => query.trim().toLowerCase();

/**
 * One page of search results for a case-insensitive substring of name or username, ranked: the exact
 * username, then usernames that start with the query (each in byte order), then the rest, newest first
 * (decision 018).
 *
 * The tiers are read one after the other, each with its own LIMIT/OFFSET, and "the rest" only when the
 * page is not yet full. In byte order a string comes before every string it starts, so the exact username
 * is simply the first row of the "starts with" range, read in order from `users_search_username_idx`;
 * "the rest" is read as {@link RestReading} says.
 */
export async function searchUsers(
  db: Db,
  query: string,
  page: number,
  filter: ListFilter = {},
  reading: RestReading = REST_READING,
): Promise<CardRow[]> {
  const q = searchTerm(query);
  if (q.length === 0) return [];
  const prefix = `${escapeLike(q)}%`;
  const anywhere = `%${escapeLike(q)}%`;
  const startsWith = narrowed(sql`${inSearch} and ${byUsername} like ${prefix}`, filter, usersColumns);
  // A query with a character no username holds (a space, a capital, an accent) can only be in a name: the
  // username conditions and their trigram lookups are left out (a full name: half the lookup).
  const inUsernames = USERNAME_CHARS.test(q);
  const restOf = (c: Columns) =>
    narrowed(
      inUsernames
        ? sql`(${c.username} like ${anywhere} or lower(${c.name}) like ${anywhere}) and not ((${c.username} collate "C") like ${prefix})`
        : sql`lower(${c.name}) like ${anywhere}`,
      filter,
      c,
    );

  const found: CardRow[] = [];
  let skip = offsetOf(page);
  if (!inUsernames) return restRows(db, q, restOf, PAGE_SIZE, skip, reading);
  // The exact username and the usernames that start with the query. The page's usernames come from the
  // index alone (an index-only scan), so a deep page skips index entries, not table rows.
  const names = db
    .select({ username: users.username })
    .from(users)
    .where(startsWith)
    .orderBy(byUsername)
    .limit(PAGE_SIZE)
    .offset(skip)
    .as('page_usernames');
  const starting = await db
    .select(cardColumns)
    .from(users)
    .innerJoin(names, eq(users.username, names.username))
    .orderBy(byUsername);
  found.push(...starting);
  if (found.length === PAGE_SIZE) return found;
  // The tier has run out. If it gave rows, all of its earlier rows lay on earlier pages; if it gave none,
  // "the rest" must skip over however many rows it has before the page.
  skip = starting.length > 0 ? 0 : skip - (await countUpTo(db, startsWith, skip));
  found.push(...(await restRows(db, q, restOf, PAGE_SIZE - found.length, skip, reading)));
  return found;
}

/** One page of "the rest", newest first (see {@link RestReading}). */
async function restRows(
  db: Db,
  q: string,
  restOf: (c: Columns) => SQL,
  take: number,
  skip: number,
  reading: RestReading,
): Promise<CardRow[]> {
  const walked = await walk(db, restOf, take, skip, reading.sample);
  if (walked.rows.length === take || walked.seen < reading.sample) return walked.rows;
  let how = reading.force;
  if (!how) {
    const walkCost =
      walked.found === 0 ? Number.POSITIVE_INFINITY : ((skip + take) * reading.sample) / walked.found;
    const lookupCost = (reading.rowCost * walked.found * (await searchableRows(db))) / reading.sample;
    how = walkCost <= lookupCost ? 'walk' : 'lookup';
  }
  if (how === 'walk') {
    // Far enough for the density the sample showed, four times over; if the page is not there after all
    // (matches bunch up further on), the lookup decides.
    const far =
      walked.found === 0
        ? Number.MAX_SAFE_INTEGER
        : Math.ceil((4 * (skip + take) * reading.sample) / walked.found);
    const further = await walkOn(db, restOf, take, skip, Math.min(far, 2 ** 31 - 1));
    if (further.length === take) return further;
  }
  return lookup(db, q, restOf, take, skip);
}

/**
 * The page among the matches of the newest `limit` entries of `users_search_newest_idx`, how many of those
 * entries were read (`seen`, fewer than `limit` when the index ends) and how many matched (`found`).
 */
async function walk(db: Db, restOf: (c: Columns) => SQL, take: number, skip: number, limit: number) {
  const rows = await rawRows<RawCard & { seen: number; found: number }>(
    db,
    sql`with w as (
          select ${users.createdAt} as created_at, ${users.id} as id, ${users.name} as name,
                 ${users.username} as username, ${users.photoId} as photo_id
          from ${users} where ${inSearch} order by ${newestFirst} limit ${limit}
        ), m as (select * from w where ${restOf(walkedColumns)})
        select n.seen, n.found, p.name, p.username, p.photo_id,
               ${hasVerifiedItem(sql`p.id`)} as verified
        from (select (select count(*)::int from w) as seen, (select count(*)::int from m) as found) n
        left join lateral (select * from m order by ${newestFirst} limit ${take} offset ${skip}) p on true
        order by p.created_at desc nulls last, p.id desc nulls last`,
  );
  return {
    seen: rows[0]?.seen ?? 0,
    found: rows[0]?.found ?? 0,
    rows: rows.filter((r) => r.username !== null).map(toCard),
  };
}

/**
 * The page among the matches of the newest `limit` entries, read in order and no further than the page
 * (no counts, unlike {@link walk}, so the scan stops at the page's last row).
 */
async function walkOn(db: Db, restOf: (c: Columns) => SQL, take: number, skip: number, limit: number) {
  const rows = await rawRows<RawCard>(
    db,
    sql`select w.name, w.username, w.photo_id, ${hasVerifiedItem(sql`w.id`)} as verified from (
          select ${users.createdAt} as created_at, ${users.id} as id, ${users.name} as name,
                 ${users.username} as username, ${users.photoId} as photo_id
          from ${users} where ${inSearch} order by ${newestFirst} limit ${limit}
        ) w
        where ${restOf(walkedColumns)} order by ${newestFirst} limit ${take} offset ${skip}`,
  );
  return rows.map(toCard);
}

/**
 * Every match from the text indexes, then sorted: trigrams, or for short queries (and those without three
 * letters or digits in a row) the characters and pairs of `users_search_grams_idx`. The CTE keeps the
 * planner from walking `users_search_newest_idx` instead (the sample showed matches are sparse).
 */
async function lookup(db: Db, q: string, restOf: (c: Columns) => SQL, take: number, skip: number) {
  const grams = gramsOf(q);
  const where = grams
    ? sql`${inSearch} and search_grams(${users.username} || chr(10) || lower(${users.name})) @> ${sql.param(grams)}::text[] and ${restOf(usersColumns)}`
    : sql`${inSearch} and ${restOf(usersColumns)}`;
  const rows = await rawRows<RawCard>(
    db,
    sql`with m as materialized (
          select ${users.createdAt} as created_at, ${users.id} as id, ${users.name} as name,
                 ${users.username} as username, ${users.photoId} as photo_id
          from ${users} where ${where}
        )
        select name, username, photo_id, ${hasVerifiedItem(sql`m.id`)} as verified
        from m order by ${newestFirst} limit ${take} offset ${skip}`,
  );
  return rows.map(toCard);
}

/** How many people search may show, as the planner's statistics know it (read once a minute). */
const searchableOf = weakMemo((_db: Db) => ({ rows: Promise.resolve(0), at: Number.NEGATIVE_INFINITY }));
function searchableRows(db: Db): Promise<number> {
  const known = searchableOf(db);
  if (Date.now() - known.at < 60_000) return known.rows;
  known.rows = rawRows<{ n: number }>(
    db,
    sql`select greatest(reltuples, 0)::float8 as n from pg_class where relname = 'users_search_newest_idx'`,
  ).then((r) => Number(r[0]?.n ?? 0));
  known.at = Date.now();
  return known.rows;
}

interface RawCard {
  name: string;
  username: string;
  photo_id: string | null;
  verified: boolean;
}
const toCard = (r: RawCard): CardRow => ({
  name: r.name,
  username: r.username,
  photoId: r.photo_id,
  verified: r.verified,
});

/** How many rows match, counting no further than `max` (a deep page needs only that much). */
async function countUpTo(db: Db, where: SQL, max: number): Promise<number> {
  if (max === 0) return 0;
  const capped = db.select({ one: sql`1` }).from(users).where(where).limit(max).as('capped');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  return row?.n ?? 0;
}
