/**
 * The home feed as a people list in memory (decision 018): who is on it, and one page of it, exactly as
 * the SQL read of features/users (`getHomePage`) gives it.
 */
import { PAGE_SIZE } from '@handlehub/shared';
import { users } from '../../db/schema.js';
import { shownOnHome } from '../visibility.js';
import { type CardRow, offsetOf } from './cards.queries.js';
import type { LivePeople } from './live-people.js';
import { PeopleSnapshot } from './people-snapshot.js';
import { takeMerged } from './take-merged.js';

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
