import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database, Db } from '../db/client.js';

/**
 * The change feed of what people see of a person: one place every write reports to, and every copy kept
 * in memory (the public profile cache, the people lists, the feed and search page cache) listens to.
 *
 * Two sources feed it: this instance's writes, told at once by {@link announceUserChange} right after
 * they commit, and the database's NOTIFY on {@link USER_CHANGES_CHANNEL}, sent by the triggers of
 * migration 0002 on every `users` and `handles` write, which brings other instances' writes (and an
 * operator's SQL). Every instance of a cluster listens on this channel with this payload (a user's id),
 * so the name and the payload stay as they are for as long as two versions may run side by side.
 */
export const USER_CHANGES_CHANNEL = 'public_profile_changed';
const RECONNECT_MS = 1000;

/** Told of a changed person's id, or of null when anyone may have changed unannounced. */
export type UserChangeListener = (userId: string | null) => void;

export class UserChanges {
  #live = false;
  #count = 0;
  readonly #listeners = new Set<UserChangeListener>();

  /**
   * Whether changes reach this feed: false until the listener is up and while it is down. A copy that
   * relies on hearing of changes neither answers nor keeps while it is false.
   */
  get live(): boolean {
    return this.#live;
  }

  /**
   * Changes announced so far (a write here, a NOTIFY from elsewhere, the listener going up or down): a
   * copy derived from many people (a feed page) is valid while it stays the same.
   */
  get count(): number {
    return this.#count;
  }

  /** A person's public data changed. */
  announce(userId: string): void {
    this.#count++;
    for (const listener of this.#listeners) listener(userId);
  }

  /** The listener went up or down: changes may have been missed, so every listener hears null. */
  setLive(live: boolean): void {
    this.#live = live;
    this.#count++;
    for (const listener of this.#listeners) listener(null);
  }

  /** Tells `listener` of every change as it comes, in the order listeners were added; returns a stop. */
  watch(listener: UserChangeListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

const feeds = new WeakMap<Db, UserChanges>();

/** The change feed of the app using `db`; none for a bare database (scripts, which keep no copies). */
export const userChangesOf = (db: Db): UserChanges | undefined => feeds.get(db);

/**
 * Reports that a person's public data changed. Called on the write path only, by the functions that
 * commit a change of what people see (sign-up, profile, handles, switches, deletion, moderation), right
 * after the commit, so no route has to remember it and this instance's copies are right on the very next
 * request; other instances hear of it through the database's NOTIFY.
 */
export function announceUserChange(db: Db, userId: string): void {
  feeds.get(db)?.announce(userId);
}

/**
 * Gives `database` its change feed, not yet live: listeners subscribe, then {@link listenForUserChanges}
 * connects it.
 */
export function createUserChanges(database: Database): UserChanges {
  const changes = new UserChanges();
  feeds.set(database.db, changes);
  return changes;
}

/**
 * Keeps `changes` fed by LISTEN on {@link USER_CHANGES_CHANNEL}: a dedicated client on PostgreSQL
 * (reconnecting, and the feed not live while it is down), PGlite's own listener in-process. Resolves
 * with a function that stops listening.
 */
export async function listenForUserChanges(
  database: Database,
  changes: UserChanges,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  if (database.pglite) {
    const unlisten = await database.pglite.listen(USER_CHANGES_CHANNEL, (id) => changes.announce(id));
    changes.setLive(true);
    return () => unlisten().catch(() => {});
  }
  if (!database.pool) return async () => {};
  return listenOnPostgres(database.pool, changes, log);
}

function listenOnPostgres(pool: pg.Pool, changes: UserChanges, log: FastifyBaseLogger) {
  let client: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const lost = (error?: unknown) => {
    if (!client) return;
    client = undefined;
    changes.setLive(false);
    if (stopped) return;
    log.warn({ err: error }, 'user changes: LISTEN connection lost, in-memory copies off until it is back');
    timer = setTimeout(connect, RECONNECT_MS);
  };

  async function connect(): Promise<void> {
    const candidate = new pg.Client({ ...pool.options });
    candidate.on('notification', (message) => {
      if (message.payload) changes.announce(message.payload);
    });
    candidate.on('error', (error) => lost(error));
    candidate.on('end', () => lost());
    try {
      client = candidate;
      await candidate.connect();
      await candidate.query(`listen ${USER_CHANGES_CHANNEL}`);
      if (stopped) {
        await candidate.end();
        return;
      }
      changes.setLive(true);
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
    changes.setLive(false);
    const current = client;
    client = undefined;
    await current?.end().catch(() => {});
  };
}
