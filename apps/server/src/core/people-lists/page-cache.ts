/**
 * The feed and search page cache: a listener of the change feed by its count, which every announced change
 * moves, so one comparison tells whether a kept page may still be served.
 */
import type { Db } from '../../db/client.js';
import { weakMemo } from '../../lib/weak-memo.js';
import { userChangesOf } from '../user-changes.js';

const MAX_PAGES = 2000;

interface Entry {
  value: Promise<unknown>;
  at: number;
  changes: number;
}

/** The pages kept for one database, oldest first. */
const storeOf = weakMemo((_db: Db) => new Map<string, Entry>());

/**
 * Feed and search pages, kept for `keepMs` (config `pageCacheMs`) and shared by concurrent requests (one query per
 * page and second under load, instead of one per request). Any announced change of what people see (a
 * lock, a block, a handle, a deletion, here or on another instance) makes every page read again, so
 * privacy switches act at once; only someone new may wait up to a second to appear. Without a live
 * change feed (core/user-changes.ts) nothing is kept. Pages come from the people lists or from SQL alike.
 */
export function cachedPage<T>(
  db: Db,
  keepMs: number,
  key: string,
  load: () => Promise<T>,
  now = Date.now(),
): Promise<T> {
  const changes = userChangesOf(db);
  if (!changes?.live || keepMs <= 0) return load();
  const store = storeOf(db);
  const seen = changes.count;
  const known = store.get(key);
  if (known && known.changes === seen && now - known.at < keepMs) return known.value as Promise<T>;

  const value = load();
  const entry: Entry = { value, at: now, changes: seen };
  store.delete(key);
  store.set(key, entry);
  if (store.size > MAX_PAGES) {
    const [oldest] = store.keys();
    if (oldest !== undefined) store.delete(oldest);
  }
  // A failed read is not kept: the next request tries again.
  value.catch(() => {
    if (store.get(key) === entry) store.delete(key);
  });
  return value;
}
