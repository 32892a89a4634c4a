import { PAGE_SIZE, USERNAME_CHARS } from '@handlehub/shared';
import { sql } from 'drizzle-orm';
import { profileCacheOf } from '../../core/public-profile-cache.js';
import { shownInSearch } from '../../core/visibility.js';
import { type Db, rawRows } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { type CardRow, offsetOf } from './cards.queries.js';
import { type SearchPerson, SearchSnapshot, uuidBytes } from './search-snapshot.js';

const inSearch = shownInSearch(users);
const newestFirst = sql`created_at desc nulls last, id desc nulls last`;

/** Rows read per statement while building: the whole table is never one result in memory twice. */
const READ_CHUNK = 50_000;

interface RawPerson {
  id: string;
  username: string;
  name: string;
  lname: string;
  photo_id: string | null;
  at: string;
  ct: string;
}
const personOf = (r: RawPerson): SearchPerson => ({
  id: r.id,
  username: r.username,
  text: `${r.username}\n${r.lname}`,
  at: Number(r.at),
  name: r.name,
  photoId: r.photo_id,
});
const cardOf = (p: SearchPerson): CardRow => ({ name: p.name, username: p.username, photoId: p.photoId });
const personColumns = sql`id::text as id, username, name, lower(name) as lname, photo_id::text as photo_id,
  (extract(epoch from created_at) * 1000000)::int8::text as at, created_at::text as ct`;

/** A place in the order of "the rest": created_at as PostgreSQL spells it, and the id. */
interface RestKey {
  ct: string;
  id: string;
}

/** Everyone search may show, newest first, read in chunks along `users_search_newest_idx`. */
async function readEveryone(db: Db): Promise<{ people: SearchPerson[]; newest: RestKey | null }> {
  const people: SearchPerson[] = [];
  let newest: RestKey | null = null;
  let last: RawPerson | undefined;
  for (;;) {
    const after = last ? sql`and (created_at, id) < (${last.ct}::timestamptz, ${last.id}::uuid)` : sql``;
    const rows = await rawRows<RawPerson>(
      db,
      sql`select ${personColumns} from ${users} where ${inSearch} ${after}
          order by ${newestFirst} limit ${READ_CHUNK}`,
    );
    for (const row of rows) people.push(personOf(row));
    if (!newest && rows[0]) newest = { ct: rows[0].ct, id: rows[0].id };
    if (rows.length < READ_CHUNK) return { people, newest };
    last = rows[rows.length - 1];
  }
}

/** Newest first, then by id descending: the order of "the rest". */
function newerFirst(a: SearchPerson, b: SearchPerson): number {
  return b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/**
 * The people search shows, with their cards, in this process's memory (decision 018): a
 * {@link SearchSnapshot} read at one moment, and on top of it what changed since. Every announced change
 * of a person (the profile cache's change listener, which hears this instance's writes at once and other
 * instances' through the NOTIFY of every `users` update) takes their snapshot entry out and has their row
 * read again (`fresh`), so a lock, a switch, a new name or photo shows at once, as with the profile cache
 * (decision 011). People who joined on other instances (an insert sends no NOTIFY) are asked for at most
 * once every `joinedKeepMs`, as the feed's page cache lets them wait. When the changes pile up, a new
 * snapshot is built in the background. While the listener is down the index is not used.
 */
export class SearchIndex {
  #snapshot: SearchSnapshot | null = null;
  #building: Promise<void> | null = null;
  /** Snapshot positions taken out (their person changed), as flags and as sorted username ranks. */
  #removed = new Uint8Array(0);
  #removedRanks: number[] = [];
  /** Changed people as read again, when search shows them; by id. */
  #fresh = new Map<string, SearchPerson>();
  /** Changed people not read again yet. */
  #pending = new Set<string>();
  #reading: Promise<void> | null = null;
  /** Changes heard while a snapshot was being built, applied to it once it is done. */
  #heardWhileBuilding: Set<string> | null = null;
  #stale = false;
  #builds = 0;
  #joinedAt = 0;
  #newest: RestKey | null = null;

  constructor(
    private readonly db: Db,
    private readonly options: {
      joinedKeepMs: number;
      /** Changes (taken out + read again) past which a new snapshot is built. */
      rebuildAfter: (size: number) => number;
    },
  ) {}

  /** A changed person (null: anyone may have changed, build anew). */
  heard(userId: string | null): void {
    if (userId === null) {
      this.#stale = true;
      this.#fresh.clear();
      this.#pending.clear();
      return;
    }
    this.#heardWhileBuilding?.add(userId);
    this.#takeOut(userId);
  }

  #takeOut(userId: string): void {
    this.#fresh.delete(userId);
    this.#pending.add(userId);
    const snapshot = this.#snapshot;
    if (!snapshot) return;
    const p = snapshot.positionOf(userId);
    if (p < 0 || this.#removed[p]) return;
    this.#removed[p] = 1;
    const rank = snapshot.rankOf[p]!;
    this.#removedRanks.splice(lowerBound(this.#removedRanks, rank), 0, rank);
  }

  /** Starts building when there is nothing to answer from; resolves when that is done (tests, start-up). */
  async ready(): Promise<void> {
    if (this.#building) await this.#building;
    if (!this.#snapshot || this.#stale) await this.#build();
  }

  /** Snapshots built so far. */
  get builds(): number {
    return this.#builds;
  }

  /**
   * One page of search, ranked as the SQL search ranks it, or null while there is no current snapshot
   * (the caller searches in SQL meanwhile).
   */
  async page(q: string, page: number, now = Date.now()): Promise<CardRow[] | null> {
    // A line feed joins username and name in the texts: a query holding one is left to SQL.
    if (q.length === 0 || q.includes('\n')) return null;
    if (!this.#snapshot || this.#stale) {
      this.#build().catch(() => {});
      return null;
    }
    await this.#catchUp(now);
    const snapshot = this.#snapshot;
    if (!snapshot || this.#stale) return null;
    if (this.#removedRanks.length + this.#fresh.size > this.options.rebuildAfter(snapshot.size)) {
      this.#build().catch(() => {});
    }
    return this.#rank(snapshot, q, offsetOf(page), PAGE_SIZE);
  }

  #build(): Promise<void> {
    if (this.#building) return this.#building;
    const heard = new Set<string>();
    this.#heardWhileBuilding = heard;
    this.#stale = false;
    const building = readEveryone(this.db)
      .then(async ({ people, newest }) => {
        const snapshot = await SearchSnapshot.build(people);
        this.#snapshot = snapshot;
        this.#builds++;
        this.#removed = new Uint8Array(snapshot.size);
        this.#removedRanks = [];
        this.#fresh.clear();
        this.#pending.clear();
        this.#joinedAt = Date.now();
        this.#newest = newest;
        for (const id of heard) this.#takeOut(id);
      })
      .finally(() => {
        this.#building = null;
        if (this.#heardWhileBuilding === heard) this.#heardWhileBuilding = null;
      });
    this.#building = building;
    return building;
  }

  /** Reads the changed people again, and asks for people who joined elsewhere (at most every joinedKeepMs). */
  async #catchUp(now: number): Promise<void> {
    if (now - this.#joinedAt >= this.options.joinedKeepMs) {
      this.#joinedAt = now;
      const newest = this.#newest;
      const newer = newest
        ? sql`and (created_at, id) > (${newest.ct}::timestamptz, ${newest.id}::uuid)`
        : sql``;
      const joined = await rawRows<RestKey>(
        this.db,
        sql`select id::text as id, created_at::text as ct from ${users}
            where ${inSearch} ${newer} order by ${newestFirst}`,
      );
      const top = joined[0];
      if (top) this.#newest = top;
      for (const { id } of joined) if (!this.#fresh.has(id)) this.#pending.add(id);
    }
    while (this.#pending.size > 0) {
      this.#reading ??= this.#readPending().finally(() => {
        this.#reading = null;
      });
      await this.#reading;
    }
  }

  async #readPending(): Promise<void> {
    const ids = [...this.#pending];
    const rows = await rawRows<RawPerson>(
      this.db,
      sql`select ${personColumns} from ${users} where id = any(${sql.param(ids)}::uuid[]) and ${inSearch}`,
    );
    // A person changed again while being read stays pending and is read once more.
    const readAgain = new Set<string>();
    for (const id of ids) if (!this.#pending.delete(id)) readAgain.add(id);
    for (const row of rows) {
      if (!readAgain.has(row.id) && !this.#pending.has(row.id)) this.#fresh.set(row.id, personOf(row));
    }
  }

  /** Removed snapshot entries among username ranks [from, to). */
  #removedBetween(from: number, to: number): number {
    if (from >= to) return 0;
    return lowerBound(this.#removedRanks, to) - lowerBound(this.#removedRanks, from);
  }

  /** The rank `n` kept entries after `from` (the first not removed at or after it, when n is 0). */
  #skipRanks(snapshot: SearchSnapshot, from: number, n: number, end: number): number {
    let to = from + n;
    for (let removed = this.#removedBetween(from, to); to - from - removed < n; ) {
      to = from + n + removed;
      removed = this.#removedBetween(from, to);
    }
    while (to < end && this.#removed[snapshot.byName[to]!]) to++;
    return Math.min(to, end);
  }

  /**
   * The ranking of decisions.md: the exact username, then usernames that start with `q` (both in byte
   * order), then the rest, newest first (decision 018) — skipping `skip` and taking `take`.
   */
  #rank(snapshot: SearchSnapshot, q: string, skip: number, take: number): CardRow[] {
    const found: CardRow[] = [];
    const fresh = [...this.#fresh.values()];
    if (USERNAME_CHARS.test(q)) {
      // Usernames are ASCII: JavaScript's string order is byte order, and no username unit reaches U+FFFF.
      const lo = snapshot.rankFrom(q);
      const hi = snapshot.rankFrom(`${q}\uffff`, lo);
      const starting = fresh
        .filter((f) => f.username.startsWith(q))
        .sort((a, b) => (a.username < b.username ? -1 : a.username > b.username ? 1 : 0));
      const total = hi - lo - this.#removedBetween(lo, hi) + starting.length;
      if (skip < total) {
        this.#takeStarting(snapshot, starting, lo, hi, skip, take, found);
        if (found.length === take) return found;
        skip = 0;
      } else skip -= total;
    }
    this.#takeRest(snapshot, fresh, q, skip, take, found);
    return found;
  }

  /** The "starts with" tier, snapshot ranks [lo, hi) merged with `starting` (fresh, in username order). */
  #takeStarting(
    snapshot: SearchSnapshot,
    starting: SearchPerson[],
    lo: number,
    hi: number,
    skip: number,
    take: number,
    found: CardRow[],
  ): void {
    let rank = lo;
    let f = 0;
    // Skip whole stretches of snapshot entries between two fresh ones.
    while (skip > 0) {
      const next = starting[f];
      const until = next ? snapshot.rankFrom(next.username, rank, hi) : hi;
      const kept = until - rank - this.#removedBetween(rank, until);
      if (skip < kept) {
        rank = this.#skipRanks(snapshot, rank, skip, hi);
        skip = 0;
        break;
      }
      skip -= kept;
      rank = until;
      if (skip === 0) break;
      if (!next) return;
      f++;
      skip--;
    }
    while (found.length < take) {
      while (rank < hi && this.#removed[snapshot.byName[rank]!]) rank++;
      const next = starting[f];
      if (rank >= hi && !next) return;
      if (next && (rank >= hi || next.username < snapshot.usernames[snapshot.byName[rank]!]!)) {
        found.push(cardOf(next));
        f++;
      } else {
        found.push(snapshot.cardAt(snapshot.byName[rank]!));
        rank++;
      }
    }
  }

  /** "The rest": holds `q` but its username does not start with it; newest first, until `found` has `take`. */
  #takeRest(
    snapshot: SearchSnapshot,
    fresh: SearchPerson[],
    q: string,
    skip: number,
    take: number,
    found: CardRow[],
  ): void {
    if (found.length >= take) return;
    const matches = (p: SearchPerson) => p.text.includes(q) && !p.username.startsWith(q);
    const freshRest = fresh.filter(matches).sort(newerFirst);
    const freshIds = freshRest.map((p) => {
      const bytes = Buffer.alloc(16);
      uuidBytes(p.id, bytes, 0);
      return bytes;
    });
    // Walks the shortest gram list; the second shortest, walked alongside, drops most non-matches
    // before the text is read (a full name: 20,000 people hold its rarest trigram, 500 the name).
    const [candidates = new Uint32Array(0), also] = snapshot.candidatesFor(q);
    const exact = q.length <= 3;
    let c = 0;
    let a = 0;
    let f = 0;
    const nextMain = (): number => {
      for (; c < candidates.length; c++) {
        const p = candidates[c]!;
        if (also) {
          while (a < also.length && also[a]! < p) a++;
          if (also[a] !== p) continue;
        }
        if (this.#removed[p]) continue;
        if (snapshot.usernames[p]!.startsWith(q)) continue;
        if (!exact && !snapshot.texts[p]!.includes(q)) continue;
        return p;
      }
      return -1;
    };
    while (found.length < take) {
      const p = nextMain();
      const next = freshRest[f];
      if (p < 0 && !next) return;
      // The fresh person comes first when newer (or, at the same time, of the greater id).
      const freshFirst =
        next !== undefined &&
        (p < 0 ||
          next.at > snapshot.at[p]! ||
          (next.at === snapshot.at[p]! && snapshot.compareId(p, freshIds[f]!) < 0));
      if (skip > 0) skip--;
      else found.push(freshFirst ? cardOf(next) : snapshot.cardAt(p));
      if (freshFirst) f++;
      else c++;
    }
  }

  /** Bytes held by the snapshot, roughly. */
  get bytes(): number {
    return this.#snapshot?.bytes ?? 0;
  }
}

/** The first index of a sorted array whose value is not below `value`. */
function lowerBound(sorted: number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * One page of search from the index, or null while the index cannot answer (not kept, not built yet, or
 * the query is one it leaves to SQL).
 */
export function pageFromIndex(db: Db, q: string, page: number): Promise<CardRow[] | null> {
  return searchIndexOf(db)?.page(q, page) ?? Promise.resolve(null);
}

const indexes = new WeakMap<Db, SearchIndex>();

/**
 * Keeps a search index for this database while page caching is on (`keepMs` > 0): told of every change
 * by the profile cache's listener, and built at once whenever that listener is (again) live, so the first
 * searches after a start need not wait for it. Returns a function that stops it.
 */
export function keepSearchIndex(db: Db, keepMs: number): () => void {
  const profiles = profileCacheOf(db);
  if (!profiles || keepMs <= 0) return () => {};
  const index = new SearchIndex(db, {
    joinedKeepMs: Math.max(keepMs, 1000),
    rebuildAfter: (size) => Math.max(1000, Math.ceil(size / 50)),
  });
  indexes.set(db, index);
  const build = () => {
    if (profiles.live) index.ready().catch(() => {});
  };
  const unwatch = profiles.watch((id) => {
    index.heard(id);
    if (id === null) setImmediate(build);
  });
  build();
  return () => {
    unwatch();
    if (indexes.get(db) === index) indexes.delete(db);
  };
}

/**
 * The search index for this database, or undefined while nothing announces changes (no live listener, or
 * page caching turned off, as in tests that write rows directly): then search reads SQL, as the feed does
 * without its anchors.
 */
export function searchIndexOf(db: Db): SearchIndex | undefined {
  return profileCacheOf(db)?.live ? indexes.get(db) : undefined;
}
