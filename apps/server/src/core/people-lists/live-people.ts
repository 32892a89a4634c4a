/**
 * A people list kept current in memory: a snapshot read at one moment (people-snapshot.ts and, for
 * search, search-snapshot.ts) and on top of it the people who changed since, read again. It hears of
 * changes from the change feed (core/user-changes.ts) and rebuilds in the background when they pile up.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { UserChanges } from '../user-changes.js';
import { hasVerifiedItem, peopleWithVerifiedItems } from './cards.queries.js';
import { uuidBytes } from './id-table.js';
import type { ListedPerson, PeopleSnapshot } from './people-snapshot.js';
import { SortedMarks } from './sorted-marks.js';

const newestFirst = sql`created_at desc nulls last, id desc nulls last`;

/** Rows read per statement while building: the whole table is never one result. */
const READ_CHUNK = 50_000;

interface RawPerson {
  id: string;
  username: string;
  name: string;
  lname: string;
  photo_id: string | null;
  /** Read with a changed person only ({@link freshColumns}); a build reads everyone's at once. */
  verified?: boolean;
  at: string;
  ct: string;
}
const personOf = (r: RawPerson, verified = r.verified ?? false): ListedPerson => ({
  id: r.id,
  username: r.username,
  name: r.name,
  lname: r.lname,
  photoId: r.photo_id,
  verified,
  at: Number(r.at),
});
const personColumns = sql`id::text as id, username, name, lower(name) as lname, photo_id::text as photo_id,
  (extract(epoch from created_at) * 1000000)::int8::text as at, created_at::text as ct`;
/** A changed person read again: the card's verified flag with the row (a few people: one probe each). */
const freshColumns = sql`${personColumns}, ${hasVerifiedItem(sql`${users}.id`)} as verified`;

/**
 * Everyone with a shown verified item, read once per build in one scan of `handles`: a probe per listed
 * person doubled the build's time (250,000 people, 750,000 items: 3.6–5.0 s → 8.0–9.2 s). Someone verified
 * while the build runs is announced, taken out and read again with {@link freshColumns}.
 */
async function readVerified(db: Db): Promise<Set<string>> {
  const rows = await rawRows<{ id: string }>(db, peopleWithVerifiedItems);
  return new Set(rows.map((row) => row.id));
}

/** A place in a list's order: created_at as PostgreSQL spells it, and the id. */
interface ListKey {
  ct: string;
  id: string;
}

/** Everyone `shown`, newest first, read in chunks along the list's index. */
async function readEveryone(db: Db, shown: SQL): Promise<{ people: ListedPerson[]; newest: ListKey | null }> {
  const people: ListedPerson[] = [];
  let newest: ListKey | null = null;
  let last: RawPerson | undefined;
  const verified = await readVerified(db);
  for (;;) {
    const after = last ? sql`and (created_at, id) < (${last.ct}::timestamptz, ${last.id}::uuid)` : sql``;
    const rows = await rawRows<RawPerson>(
      db,
      sql`select ${personColumns} from ${users} where ${shown} ${after} order by ${newestFirst} limit ${READ_CHUNK}`,
    );
    for (const row of rows) people.push(personOf(row, verified.has(row.id)));
    if (!newest && rows[0]) newest = { ct: rows[0].ct, id: rows[0].id };
    if (rows.length < READ_CHUNK) return { people, newest };
    last = rows[rows.length - 1];
  }
}

/** A changed person as read again, with the id's bytes for comparing with snapshot entries. */
export interface FreshPerson extends ListedPerson {
  idBytes: Buffer;
}

/** Newest first, then by id descending: the order of every list. */
export function newerFirst(a: ListedPerson, b: ListedPerson): number {
  return b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/** What a page is made from: the snapshot, its entries taken out, and the changed people read again. */
export interface LiveView<S> {
  snapshot: S;
  /** By position: taken out (changed since the snapshot). */
  removed: Uint8Array;
  /** The same, as positions. */
  removedPositions: SortedMarks;
  /** The same, as the snapshot's other order (search: username ranks), when it has one. */
  removedRanks: SortedMarks;
  /** The changed people the list shows, newest first. */
  fresh: FreshPerson[];
}

export interface LivePeopleOptions<S> {
  /** Who is on the list (core/visibility.ts). */
  shown: SQL;
  build: (people: ListedPerson[]) => Promise<S>;
  peopleOf: (snapshot: S) => PeopleSnapshot;
  /** The other order's rank of a position (search: by username), kept for taken-out entries. */
  rankOf?: (snapshot: S, position: number) => number;
  joinedKeepMs: number;
  /** Changes (taken out + read again) past which a new snapshot is built. */
  rebuildAfter: (size: number) => number;
}

/**
 * A list of people (the home feed, search) in this process's memory (decision 018): a snapshot read at one
 * moment, and on top of it what changed since. Every announced change of a person (the change feed,
 * which hears this instance's writes at once and other instances' through the NOTIFY of every `users`
 * update) takes their snapshot entry out and has their row read again, so a lock, a switch, a new
 * name or photo shows at once, as with the profile cache (decision 011). People who joined on other
 * instances (an insert sends no NOTIFY) are asked for at most once every `joinedKeepMs`, as the page cache
 * lets them wait. When the changes pile up, a new snapshot is built in the background.
 */
export class LivePeople<S> {
  #snapshot: S | null = null;
  #building: Promise<void> | null = null;
  #removed = new Uint8Array(0);
  #removedPositions = new SortedMarks();
  #removedRanks = new SortedMarks();
  #fresh = new Map<string, FreshPerson>();
  #freshList: FreshPerson[] | null = null;
  #pending = new Set<string>();
  #reading: Promise<void> | null = null;
  #heardWhileBuilding: Set<string> | null = null;
  #stale = false;
  #builds = 0;
  #joinedAt = 0;
  #newest: ListKey | null = null;

  constructor(
    private readonly db: Db,
    private readonly options: LivePeopleOptions<S>,
  ) {}

  /** A changed person (null: anyone may have changed, build anew). */
  heard(userId: string | null): void {
    if (userId === null) {
      this.#stale = true;
      this.#fresh.clear();
      this.#freshList = null;
      this.#pending.clear();
      return;
    }
    this.#heardWhileBuilding?.add(userId);
    this.#takeOut(userId);
  }

  #takeOut(userId: string): void {
    if (this.#fresh.delete(userId)) this.#freshList = null;
    this.#pending.add(userId);
    const snapshot = this.#snapshot;
    if (!snapshot) return;
    const p = this.options.peopleOf(snapshot).positionOf(userId);
    if (p < 0 || this.#removed[p]) return;
    this.#removed[p] = 1;
    this.#removedPositions.add(p);
    if (this.options.rankOf) this.#removedRanks.add(this.options.rankOf(snapshot, p));
  }

  /** Builds when there is nothing to answer from, or waits for the build under way (tests, start-up). */
  async ready(): Promise<void> {
    if (this.#building) await this.#building;
    if (!this.#snapshot || this.#stale) await this.#build();
  }

  /** Snapshots built so far. */
  get builds(): number {
    return this.#builds;
  }

  get snapshot(): S | null {
    return this.#snapshot;
  }

  /**
   * The list as it is now, with every heard change read again; null while there is no current snapshot
   * (the caller reads SQL meanwhile; a build is started).
   */
  async view(now = Date.now()): Promise<LiveView<S> | null> {
    if (!this.#snapshot || this.#stale) {
      this.#build().catch(() => {});
      return null;
    }
    await this.#catchUp(now);
    const snapshot = this.#snapshot;
    if (!snapshot || this.#stale) return null;
    const size = this.options.peopleOf(snapshot).size;
    if (this.#removedPositions.size + this.#fresh.size > this.options.rebuildAfter(size)) {
      this.#build().catch(() => {});
    }
    this.#freshList ??= [...this.#fresh.values()].sort(newerFirst);
    return {
      snapshot,
      removed: this.#removed,
      removedPositions: this.#removedPositions,
      removedRanks: this.#removedRanks,
      fresh: this.#freshList,
    };
  }

  #build(): Promise<void> {
    if (this.#building) return this.#building;
    const heard = new Set<string>();
    this.#heardWhileBuilding = heard;
    this.#stale = false;
    const building = readEveryone(this.db, this.options.shown)
      .then(async ({ people, newest }) => {
        const snapshot = await this.options.build(people);
        this.#snapshot = snapshot;
        this.#builds++;
        this.#removed = new Uint8Array(this.options.peopleOf(snapshot).size);
        this.#removedPositions = new SortedMarks();
        this.#removedRanks = new SortedMarks();
        this.#fresh.clear();
        this.#freshList = null;
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
      const joined = await rawRows<ListKey>(
        this.db,
        sql`select id::text as id, created_at::text as ct from ${users}
            where ${this.options.shown} ${newer} order by ${newestFirst}`,
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
      sql`select ${freshColumns} from ${users}
          where id = any(${sql.param(ids)}::uuid[]) and ${this.options.shown}`,
    );
    // A person changed again while being read stays pending and is read once more.
    const readAgain = new Set<string>();
    for (const id of ids) if (!this.#pending.delete(id)) readAgain.add(id);
    for (const row of rows) {
      if (readAgain.has(row.id) || this.#pending.has(row.id)) continue;
      const idBytes = Buffer.alloc(16);
      uuidBytes(row.id, idBytes, 0);
      this.#fresh.set(row.id, { ...personOf(row), idBytes });
    }
    this.#freshList = null;
  }

  /** Bytes held by the snapshot, roughly. */
  bytes(of: (snapshot: S) => number): number {
    return this.#snapshot ? of(this.#snapshot) : 0;
  }
}

/**
 * Keeps a live list for this database: told of every change by the change feed, and built at once
 * whenever the feed is (again) live, so the first requests after a start need not wait for it.
 * `keepMs` is how long a page may be kept (config `pageCacheMs`): people who joined on another instance
 * may wait that long to appear. Returns the list and a function that stops it.
 */
export function keepLivePeople<S>(
  db: Db,
  changes: UserChanges,
  keepMs: number,
  options: Omit<LivePeopleOptions<S>, 'joinedKeepMs' | 'rebuildAfter'>,
): { people: LivePeople<S>; stop: () => void } {
  const people = new LivePeople<S>(db, {
    ...options,
    joinedKeepMs: Math.max(keepMs, 1000),
    rebuildAfter: (size) => Math.max(1000, Math.ceil(size / 50)),
  });
  const build = () => {
    if (changes.live) people.ready().catch(() => {});
  };
  const unwatch = changes.watch((id) => {
    people.heard(id);
    if (id === null) setImmediate(build);
  });
  build();
  return { people, stop: unwatch };
}
