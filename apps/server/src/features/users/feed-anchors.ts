import { sql } from 'drizzle-orm';
import { profileCacheOf } from '../../core/public-profile-cache.js';
import { shownOnHome } from '../../core/visibility.js';
import { type Db, rawRows } from '../../db/client.js';
import { users } from '../../db/schema.js';

/** A place in the home feed's order (`users_feed_idx`): created_at as PostgreSQL spells it (microseconds), id. */
export interface FeedKey {
  createdAt: string;
  id: string;
}

interface Built {
  /** keys[i]: the key at position i × stride from the top, when built. */
  keys: FeedKey[];
  changes: number;
  builtAt: number;
  tookMs: number;
}

interface Joined {
  count: Promise<number>;
  at: number;
}

const onHome = shownOnHome(users);
const order = sql`created_at desc nulls last, id desc nulls last`;

/**
 * Page anchors of the home feed (decision 018): the key of every `stride`-th person in feed order, read in
 * one walk of `users_feed_idx`, so page N starts from the nearest anchor before it with an OFFSET below
 * `stride` (`(created_at, id) <= anchor`, a range of the index) instead of skipping 20 × (N − 1) entries.
 *
 * New people join at the top, which moves every position by one: they are counted (the entries newer than
 * the top anchor, a short range of the index, counted again at most every `joinedKeepMs`) and subtracted.
 * Any other announced change (the change counter of the public profile cache: a lock, a block, a switch,
 * a deletion) has the anchors read again, in the background and at most every 10 × the last walk (1 s at
 * least); until then pages come from the old anchors, off by at most the people changed meanwhile. Who
 * is shown is never taken from the anchors: every page reads `shownOnHome` rows only.
 */
export class FeedAnchors {
  #built: Built | null = null;
  #building: Promise<Built> | null = null;
  #joined: Joined | null = null;

  constructor(
    private readonly db: Db,
    private readonly options: {
      stride: number;
      joinedKeepMs: number;
      changes: () => number;
      /** The least time between two walks (default 1 s); each waits at least 10 × the last one's duration. */
      minRebuildMs?: number;
    },
  ) {}

  /** Resolves when no walk is under way (tests). */
  async settled(): Promise<void> {
    await this.#building?.catch(() => {});
  }

  /** Where the page at `offset` starts: an anchor (null: the top) and how many entries to skip from it. */
  async start(offset: number, now = Date.now()): Promise<{ anchor: FeedKey | null; skip: number }> {
    const { stride } = this.options;
    if (offset < stride) return { anchor: null, skip: offset };
    // Without anchors (the first walk failed, e.g. past the statement timeout), OFFSET as before.
    const built = await this.#current(now).catch(() => null);
    const top = built?.keys[0];
    if (!top) return { anchor: null, skip: offset };
    const atBuild = offset - (await this.#joinedSince(top, now));
    if (atBuild < 0) return { anchor: null, skip: offset };
    const keys = built!.keys;
    const i = Math.min(Math.floor(atBuild / stride), keys.length - 1);
    return { anchor: keys[i]!, skip: atBuild - i * stride };
  }

  async #current(now: number): Promise<Built> {
    const built = this.#built;
    if (!built) return this.#build();
    const wait = Math.max(this.options.minRebuildMs ?? 1000, 10 * built.tookMs);
    if (built.changes !== this.options.changes() && now - built.builtAt >= wait && !this.#building) {
      // Read again in the background; a failure keeps the old anchors and is tried again later.
      this.#build().catch(() => {});
    }
    return built;
  }

  #build(): Promise<Built> {
    if (this.#building) return this.#building;
    const changes = this.options.changes();
    const started = performance.now();
    const { stride } = this.options;
    const building = rawRows<{ created_at: string; id: string }>(
      this.db,
      sql`select created_at::text as created_at, id from (
            select created_at, id, row_number() over (order by ${order}) - 1 as position
            from ${users} where ${onHome}
          ) s where position % ${stride} = 0 order by position`,
    )
      .then((rows) => {
        const built: Built = {
          keys: rows.map((r) => ({ createdAt: r.created_at, id: r.id })),
          changes,
          builtAt: Date.now(),
          tookMs: performance.now() - started,
        };
        this.#built = built;
        this.#joined = null;
        return built;
      })
      .finally(() => {
        this.#building = null;
      });
    this.#building = building;
    return building;
  }

  /** People shown on home now who are newer than the top anchor (they joined after the walk). */
  #joinedSince(top: FeedKey, now: number): Promise<number> {
    const known = this.#joined;
    if (known && now - known.at < this.options.joinedKeepMs) return known.count;
    const count = rawRows<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from ${users}
          where ${onHome} and (created_at, id) > (${top.createdAt}::timestamptz, ${top.id}::uuid)`,
    ).then((r) => r[0]?.n ?? 0);
    this.#joined = { count, at: now };
    count.catch(() => {
      if (this.#joined?.count === count) this.#joined = null;
    });
    return count;
  }
}

/** Anchors every 100 people: a page then skips at most 99 index entries (10,000 anchors at 1M people). */
export const FEED_ANCHOR_STRIDE = 100;

const anchorsByDb = new WeakMap<Db, FeedAnchors>();

/**
 * The home feed's anchors for this database, or undefined while nothing announces changes (no live
 * listener, or page caching turned off, as in tests that write rows directly): then pages use OFFSET.
 */
export function feedAnchorsOf(db: Db, keepMs: number): FeedAnchors | undefined {
  const profiles = profileCacheOf(db);
  if (!profiles?.live || keepMs <= 0) return undefined;
  let anchors = anchorsByDb.get(db);
  if (!anchors) {
    anchors = new FeedAnchors(db, {
      stride: FEED_ANCHOR_STRIDE,
      // New people reach the anchored (deep) pages within a second, as pages kept by the page cache do.
      joinedKeepMs: Math.max(keepMs, 1000),
      changes: () => profiles.changes,
    });
    anchorsByDb.set(db, anchors);
  }
  return anchors;
}
