/**
 * The people lists of an app: the home feed and search held in memory (decision 018), started by
 * buildApp and kept current by the change feed. An operator with tens of millions of people turns them
 * off (`PEOPLE_LISTS=off`): feed and search are then read from PostgreSQL, whose replicas scale reads.
 */
import type { Db } from '../../db/client.js';
import { type UserChanges, userChangesOf } from '../user-changes.js';
import { FEED_INDEX, type FeedIndex } from './feed-index.js';
import { keepLivePeople, type LivePeople } from './live-people.js';
import { SEARCH_INDEX, type SearchIndex } from './search-index.js';

const kept = new WeakMap<Db, { feed: FeedIndex; search: SearchIndex }>();

/**
 * Keeps the home feed and search lists of `db` while pages may be kept (`keepMs` > 0: the lists let a
 * newcomer from another instance wait as long as a page does); returns a function that stops them.
 */
export function keepPeopleLists(db: Db, changes: UserChanges, keepMs: number): () => void {
  if (keepMs <= 0) return () => {};
  const feed = keepLivePeople(db, changes, keepMs, FEED_INDEX);
  const search = keepLivePeople(db, changes, keepMs, SEARCH_INDEX);
  const lists = { feed: feed.people, search: search.people };
  kept.set(db, lists);
  return () => {
    feed.stop();
    search.stop();
    if (kept.get(db) === lists) kept.delete(db);
  };
}

/** A list while the change feed is live (else undefined: pages are read with SQL). */
const whileLive = <S>(db: Db, people: LivePeople<S> | undefined): LivePeople<S> | undefined =>
  userChangesOf(db)?.live ? people : undefined;

/** The home feed list of `db`, when kept and current. */
export const feedIndexOf = (db: Db): FeedIndex | undefined => whileLive(db, kept.get(db)?.feed);

/** The search list of `db`, when kept and current. */
export const searchIndexOf = (db: Db): SearchIndex | undefined => whileLive(db, kept.get(db)?.search);
