import { profileCacheOf } from '../../core/public-profile-cache.js';
import type { Db } from '../../db/client.js';

const MAX_PAGES = 2000;

interface Entry {
  value: Promise<unknown>;
  at: number;
  changes: number;
}

const stores = new WeakMap<Db, Map<string, Entry>>();

/**
 * Feed and search pages, kept for `keepMs` (config `pageCacheMs`) and shared by concurrent requests (one query per
 * page and second under load, instead of one per request). Any announced change of what people see (a
 * lock, a block, a handle, a deletion, here or on another instance) makes every page read again, so
 * privacy switches act at once; only someone new may wait up to a second to appear. Without a live
 * change listener nothing is kept.
 */
export function cachedPage<T>(
  db: Db,
  keepMs: number,
  key: string,
  load: () => Promise<T>,
  now = Date.now(),
): Promise<T> {
  const profiles = profileCacheOf(db);
  if (!profiles?.live || keepMs <= 0) return load();
  let store = stores.get(db);
  if (!store) {
    store = new Map();
    stores.set(db, store);
  }
  const changes = profiles.changes;
  const known = store.get(key);
  if (known && known.changes === changes && now - known.at < keepMs) return known.value as Promise<T>;

  const value = load();
  const entry: Entry = { value, at: now, changes };
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
