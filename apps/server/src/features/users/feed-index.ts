import { PAGE_SIZE } from '@handlehub/shared';
import { shownOnHome } from '../../core/visibility.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { type CardRow, offsetOf } from './cards.queries.js';
import { keepLivePeople, type LivePeople, takeMerged, whileLive } from './live-people.js';
import { PeopleSnapshot } from './people-snapshot.js';

/** Everyone on the home feed, with their cards, in memory (decision 018), and what changed since. */
export type FeedIndex = LivePeople<PeopleSnapshot>;

/** What makes a live list the home feed: who is on it (the order is every list's: newest first). */
export const FEED_INDEX = {
  shown: shownOnHome(users),
  build: PeopleSnapshot.build,
  peopleOf: (snapshot: PeopleSnapshot) => snapshot,
};

/**
 * One page of the whole home feed, newest first, as `getHomePage` reads it from the table: the snapshot's
 * positions, less those taken out, merged with the changed people read again. Null while the index has
 * no current snapshot (then the page is read with SQL).
 */
export async function feedPage(index: FeedIndex, page: number): Promise<CardRow[] | null> {
  const view = await index.view();
  if (!view) return null;
  const { snapshot } = view;
  const found: CardRow[] = [];
  takeMerged({
    lo: 0,
    hi: snapshot.size,
    skip: offsetOf(page),
    take: PAGE_SIZE,
    positionAt: (p) => p,
    removed: view.removed,
    removedRanks: view.removedPositions,
    fresh: view.fresh,
    rankFor: (person, from, to) => snapshot.positionFor(person, from, to),
    comesFirst: (person, p) => snapshot.before(person, p),
    cardAt: (p) => snapshot.cardAt(p),
    into: found,
  });
  return found;
}

const indexes = new WeakMap<Db, FeedIndex>();

/** Keeps the feed index of this database while page caching is on; returns a function that stops it. */
export function keepFeedIndex(db: Db, keepMs: number): () => void {
  const { people, stop } = keepLivePeople(db, keepMs, FEED_INDEX);
  if (people) indexes.set(db, people);
  return () => {
    stop();
    if (indexes.get(db) === people) indexes.delete(db);
  };
}

/** The feed index of this database while its change listener is live (else pages are read with SQL). */
export const feedIndexOf = (db: Db): FeedIndex | undefined => whileLive(db, indexes.get(db));
