import type { PublicProfile } from '@handlehub/shared';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database, Db } from '../db/client.js';

/** Filled by the triggers of migration 0002 with the id of the user whose public profile changed. */
export const PROFILE_CHANNEL = 'public_profile_changed';
const MAX_ENTRIES = 10_000;
const RECONNECT_MS = 1000;

/**
 * Public profiles by username, bounded, least recently filled first out. Only profiles that exist are
 * kept (unknown and blocked names are not), so a write needs to name only the user it changed.
 */
export class PublicProfileCache {
  readonly #byName = new Map<string, { userId: string; profile: PublicProfile }>();
  readonly #nameOf = new Map<string, string>();
  #generation = 0;
  #changes = 0;
  #live: boolean;
  readonly #watchers = new Set<(userId: string | null) => void>();

  constructor(live: boolean) {
    this.#live = live;
  }

  /** While nothing tells this cache about changes (listener down), it neither answers nor keeps. */
  get live(): boolean {
    return this.#live;
  }

  setLive(live: boolean): void {
    this.clear();
    this.#live = live;
  }

  get(username: string): PublicProfile | undefined {
    return this.#live ? this.#byName.get(username)?.profile : undefined;
  }

  /** Taken before reading the database; `set` refuses a read that a change may have overtaken. */
  get generation(): number {
    return this.#generation;
  }

  set(username: string, userId: string, profile: PublicProfile, readAt: number): void {
    if (!this.#live || readAt !== this.#generation) return;
    // Filling is no change: reads still in flight (the rest of a batch) may be kept too.
    this.#drop(userId);
    if (this.#byName.size >= MAX_ENTRIES) {
      const [oldest] = this.#byName;
      if (oldest) this.#drop(oldest[1].userId);
    }
    this.#byName.set(username, { userId, profile });
    this.#nameOf.set(userId, username);
  }

  /**
   * Counts announced changes of what people see (a write here, a NOTIFY from elsewhere, the listener
   * going up or down); caches derived from profiles (the feed pages) are valid while it stays the same.
   */
  get changes(): number {
    return this.#changes;
  }

  /** A user's public data changed: drop their profile and make derived caches read again. */
  userChanged(userId: string): void {
    this.#changes++;
    this.forgetUser(userId);
    for (const watcher of this.#watchers) watcher(userId);
  }

  /**
   * Tells `watcher` of every announced change as it comes: a user's id, or null when any user may have
   * changed unannounced (the listener went up or down). For derived state kept per user (the search
   * index). Returns a function that stops watching.
   */
  watch(watcher: (userId: string | null) => void): () => void {
    this.#watchers.add(watcher);
    return () => this.#watchers.delete(watcher);
  }

  forgetUser(userId: string): void {
    this.#generation++;
    this.#drop(userId);
  }

  #drop(userId: string): void {
    const name = this.#nameOf.get(userId);
    if (name === undefined) return;
    this.#nameOf.delete(userId);
    this.#byName.delete(name);
  }

  clear(): void {
    this.#generation++;
    this.#changes++;
    this.#byName.clear();
    this.#nameOf.clear();
    for (const watcher of this.#watchers) watcher(null);
  }

  get size(): number {
    return this.#byName.size;
  }
}

const caches = new WeakMap<Db, PublicProfileCache>();

/** The cache of the app using `db`; none for a bare database (scripts), which then always reads. */
export const profileCacheOf = (db: Db): PublicProfileCache | undefined => caches.get(db);

/**
 * Drops this instance's copy of a user's profile at once. Called on the write path only, by the functions
 * that commit a change of what people see (sign-up, profile, handles, switches, deletion, moderation),
 * right after the commit, so no route has to remember it; other instances hear of the change through the
 * database's NOTIFY.
 */
export function forgetPublicProfile(db: Db, userId: string): void {
  caches.get(db)?.userChanged(userId);
}

/**
 * Gives `database` a profile cache kept fresh by LISTEN on {@link PROFILE_CHANNEL}: a dedicated client
 * on PostgreSQL (reconnecting, and the cache off while it is down), PGlite's own listener in-process.
 * Resolves with a function that stops listening.
 */
export async function attachPublicProfileCache(
  database: Database,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const cache = new PublicProfileCache(false);
  caches.set(database.db, cache);
  if (database.pglite) {
    const unlisten = await database.pglite.listen(PROFILE_CHANNEL, (id) => cache.userChanged(id));
    cache.setLive(true);
    return () => unlisten().catch(() => {});
  }
  if (!database.pool) return async () => {};
  return listenOnPostgres(database.pool, cache, log);
}

function listenOnPostgres(pool: pg.Pool, cache: PublicProfileCache, log: FastifyBaseLogger) {
  let client: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const lost = (error?: unknown) => {
    if (!client) return;
    client = undefined;
    cache.setLive(false);
    if (stopped) return;
    log.warn({ err: error }, 'public profile cache: LISTEN connection lost, cache off until it is back');
    timer = setTimeout(connect, RECONNECT_MS);
  };

  async function connect(): Promise<void> {
    const candidate = new pg.Client({ ...pool.options });
    candidate.on('notification', (message) => {
      if (message.payload) cache.userChanged(message.payload);
    });
    candidate.on('error', (error) => lost(error));
    candidate.on('end', () => lost());
    try {
      client = candidate;
      await candidate.connect();
      await candidate.query(`listen ${PROFILE_CHANNEL}`);
      if (stopped) {
        await candidate.end();
        return;
      }
      cache.setLive(true);
    } catch (error) {
      if (client === candidate) lost(error);
      candidate.end().catch(() => {});
    }
  }

  // The first attempt is not awaited: a database that is down at start must not stop the app.
  void connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    cache.setLive(false);
    const current = client;
    client = undefined;
    await current?.end().catch(() => {});
  };
}
