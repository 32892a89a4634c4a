/**
 * One page of a people list: a stretch of the snapshot's order merged with the people who changed since,
 * leaving out the snapshot entries they replace. Shared by the home feed (the list's own order) and
 * search's username tier (the snapshot's username order).
 */
import type { CardRow } from './cards.queries.js';
import type { FreshPerson } from './live-people.js';
import { cardOf } from './people-snapshot.js';
import type { SortedMarks } from './sorted-marks.js';

/**
 * Takes `take` entries after skipping `skip` from one order of a snapshot (ranks [lo, hi); `positionAt`
 * gives a rank's position) merged with `fresh` in the same order (`rankFor`: the first rank a fresh person
 * comes before; `comesFirst`: whether it comes before a rank), leaving out taken-out entries. Whole
 * stretches of the snapshot between two fresh people are skipped by counting, so a deep page costs
 * O(fresh × log n), not O(skip).
 */
export function takeMerged(o: {
  lo: number;
  hi: number;
  skip: number;
  take: number;
  positionAt: (rank: number) => number;
  removed: Uint8Array;
  removedRanks: SortedMarks;
  fresh: readonly FreshPerson[];
  rankFor: (person: FreshPerson, lo: number, hi: number) => number;
  comesFirst: (person: FreshPerson, rank: number) => boolean;
  cardAt: (position: number) => CardRow;
  into: CardRow[];
}): void {
  const { hi, positionAt, removed, removedRanks, fresh, into } = o;
  let { skip } = o;
  let rank = o.lo;
  let f = 0;
  while (skip > 0) {
    const next = fresh[f];
    const until = next ? o.rankFor(next, rank, hi) : hi;
    const kept = until - rank - removedRanks.between(rank, until);
    if (skip < kept) {
      // The rank `skip` kept entries on: each round adds the taken-out entries the last one passed.
      let to = rank + skip;
      for (let gone = removedRanks.between(rank, to); to - rank - gone < skip; ) {
        to = rank + skip + gone;
        gone = removedRanks.between(rank, to);
      }
      rank = to;
      skip = 0;
      break;
    }
    skip -= kept;
    rank = until;
    if (skip === 0) break;
    if (!next) return;
    f++;
    skip--;
  }
  while (into.length < o.take) {
    while (rank < hi && removed[positionAt(rank)]) rank++;
    const next = fresh[f];
    if (rank >= hi && !next) return;
    if (next && (rank >= hi || o.comesFirst(next, rank))) {
      into.push(cardOf(next));
      f++;
    } else {
      into.push(o.cardAt(positionAt(rank)));
      rank++;
    }
  }
}
