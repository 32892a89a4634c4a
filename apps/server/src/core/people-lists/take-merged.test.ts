import { describe, expect, it } from 'vitest';
import type { CardRow } from './cards.queries.js';
import type { FreshPerson } from './live-people.js';
import { SortedMarks } from './sorted-marks.js';
import { takeMerged } from './take-merged.js';

/**
 * A snapshot of `n` entries whose order (ranks) is by key `10 × rank`, stored at shuffled positions (as
 * search's username order is), some entries taken out, and fresh people with keys between them: every
 * page from takeMerged must be the same page of the list written out whole.
 */
function scenario(seed: number, n: number, removedCount: number, freshCount: number) {
  let state = seed;
  const random = (below: number) => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state % below;
  };
  const positionOfRank = Array.from({ length: n }, (_, r) => r);
  for (let i = n - 1; i > 0; i--) {
    const j = random(i + 1);
    [positionOfRank[i], positionOfRank[j]] = [positionOfRank[j]!, positionOfRank[i]!];
  }
  const removed = new Uint8Array(n);
  const removedRanks = new SortedMarks();
  while (removedRanks.size < Math.min(removedCount, n)) {
    const rank = random(n);
    if (removed[positionOfRank[rank]!]) continue;
    removed[positionOfRank[rank]!] = 1;
    removedRanks.add(rank);
  }
  const keys = new Set<number>();
  // Keys between the ranks, before the first and after the last: at most n + 2 places.
  while (keys.size < Math.min(freshCount, n + 2)) keys.add(10 * random(n + 2) - 5);
  const fresh: FreshPerson[] = [...keys]
    .sort((a, b) => a - b)
    .map((key) => ({
      id: `fresh-${key}`,
      username: `fresh${key}`,
      name: 'Fresh',
      lname: 'fresh',
      photoId: null,
      verified: false,
      at: key,
      idBytes: Buffer.alloc(16),
    }));
  const cardAt = (position: number): CardRow => ({
    name: 'Kept',
    username: `pos${position}`,
    photoId: null,
    verified: false,
  });
  const whole: CardRow[] = [];
  for (let rank = 0, f = 0; rank < n || f < fresh.length; ) {
    const next = fresh[f];
    if (next && (rank >= n || next.at < 10 * rank)) {
      whole.push({ name: next.name, username: next.username, photoId: null, verified: false });
      f++;
    } else {
      if (!removed[positionOfRank[rank]!]) whole.push(cardAt(positionOfRank[rank]!));
      rank++;
    }
  }
  const page = (skip: number, take: number, lo = 0, hi = n) => {
    const into: CardRow[] = [];
    takeMerged({
      lo,
      hi,
      skip,
      take,
      positionAt: (rank) => positionOfRank[rank]!,
      removed,
      removedRanks,
      fresh,
      rankFor: (person, from, to) => {
        let rank = from;
        while (rank < to && 10 * rank <= person.at) rank++;
        return rank;
      },
      comesFirst: (person, rank) => person.at < 10 * rank,
      cardAt,
      into,
    });
    return into;
  };
  return { whole, page };
}

describe('takeMerged', () => {
  it.each([
    { seed: 1, n: 0, removed: 0, fresh: 2 },
    { seed: 2, n: 50, removed: 0, fresh: 0 },
    { seed: 3, n: 50, removed: 10, fresh: 0 },
    { seed: 4, n: 50, removed: 0, fresh: 10 },
    { seed: 5, n: 200, removed: 40, fresh: 30 },
    { seed: 6, n: 200, removed: 199, fresh: 5 },
    { seed: 7, n: 500, removed: 60, fresh: 120 },
  ])('gives every page of the whole list (n=$n, taken out $removed, fresh $fresh)', (c) => {
    const { whole, page } = scenario(c.seed, c.n, c.removed, c.fresh);
    for (const take of [1, 7, 20]) {
      for (let skip = 0; skip <= whole.length + take; skip += 3) {
        expect(page(skip, take), `skip ${skip} take ${take}`).toEqual(whole.slice(skip, skip + take));
      }
    }
  });

  it('keeps to its range of ranks: a tier of the list', () => {
    const { page } = scenario(8, 100, 0, 0);
    expect(page(0, 100, 10, 15).map((card) => card.username)).toHaveLength(5);
    expect(page(5, 20, 10, 15)).toEqual([]);
  });
});
