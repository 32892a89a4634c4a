import type { PublicProfile } from '@handlehub/shared';
import type { Db } from '../db/client.js';
import { weakMemo } from '../lib/weak-memo.js';
import type { UserChanges } from './user-changes.js';

const MAX_ENTRIES = 10_000;

/**
 * Public profiles by username, bounded, least recently filled first out. Only profiles that exist are
 * kept (unknown and blocked names are not), so a write needs to name only the user it changed. One of the
 * listeners of the change feed (core/user-changes.ts): a changed person's copy is dropped, and everything
 * whenever the feed goes up or down.
 */
export class PublicProfileCache {
  readonly #byName = new Map<string, { userId: string; profile: PublicProfile }>();
  readonly #nameOf = new Map<string, string>();
  #generation = 0;
  #live: boolean;

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
    this.#byName.clear();
    this.#nameOf.clear();
  }

  get size(): number {
    return this.#byName.size;
  }
}

/**
 * `make`, computed once per cached profile object. The cache hands out one object per profile until a
 * change replaces it (docs/decisions/005-public-profile-cache.md), so whatever is derived from that
 * object (its JSON answer, vCard, card version, pages) is right for exactly as long as it is handed out.
 */
export const memoOnProfile = <P extends PublicProfile, V>(make: (profile: P) => V): ((profile: P) => V) =>
  weakMemo(make);

const caches = new WeakMap<Db, PublicProfileCache>();

/** The cache of the app using `db`; none for a bare database (scripts), which then always reads. */
export const profileCacheOf = (db: Db): PublicProfileCache | undefined => caches.get(db);

/** Gives `db` a profile cache that listens to its change feed (live exactly while the feed is). */
export function attachPublicProfileCache(db: Db, changes: UserChanges): () => void {
  const cache = new PublicProfileCache(changes.live);
  caches.set(db, cache);
  return changes.watch((userId) => {
    if (userId === null) cache.setLive(changes.live);
    else cache.forgetUser(userId);
  });
}
