/**
 * Search as a people list in memory (decision 018): who may be found, and one page of a query, ranked
 * exactly as the SQL search of features/users (`searchUsers`) ranks it.
 */
import { PAGE_SIZE, USERNAME_CHARS } from '@handlehub/shared';
import { users } from '../../db/schema.js';
import { shownInSearch } from '../visibility.js';
import { type CardRow, offsetOf } from './cards.queries.js';
import type { FreshPerson, LivePeople, LiveView } from './live-people.js';
import { cardOf } from './people-snapshot.js';
import { SearchSnapshot } from './search-snapshot.js';
import { takeMerged } from './take-merged.js';

/** Everyone search may show, with their cards, in memory (decision 018), and what changed since. */
export type SearchIndex = LivePeople<SearchSnapshot>;

const byUsername = (a: FreshPerson, b: FreshPerson) =>
  a.username < b.username ? -1 : a.username > b.username ? 1 : 0;

/**
 * One page of search, ranked as decisions.md and decision 018 say and as the SQL search
 * (features/users/search.queries.ts) ranks it: the exact username, then usernames that start with `q` (both in byte
 * order), then the rest, newest first. `q` is the search term (trimmed, lowercased). Null while the index
 * cannot answer (not built yet), or for a query holding a line feed (the texts join username and name
 * with one): then search reads SQL.
 */
export async function searchPage(index: SearchIndex, q: string, page: number): Promise<CardRow[] | null> {
  if (q.length === 0 || q.includes('\n')) return null;
  const view = await index.view();
  if (!view) return null;
  const found: CardRow[] = [];
  let skip = offsetOf(page);
  if (USERNAME_CHARS.test(q)) {
    const { snapshot } = view;
    // Usernames are ASCII: JavaScript's string order is byte order, and no username unit reaches U+FFFF.
    const lo = snapshot.rankFrom(q);
    const hi = snapshot.rankFrom(`${q}\uffff`, lo);
    const starting = view.fresh.filter((f) => f.username.startsWith(q)).sort(byUsername);
    const total = hi - lo - view.removedRanks.between(lo, hi) + starting.length;
    if (skip < total) {
      const usernames = snapshot.people.usernames;
      takeMerged({
        lo,
        hi,
        skip,
        take: PAGE_SIZE,
        positionAt: (rank) => snapshot.byName[rank]!,
        removed: view.removed,
        removedRanks: view.removedRanks,
        fresh: starting,
        rankFor: (person, from, to) => snapshot.rankFrom(person.username, from, to),
        comesFirst: (person, rank) => person.username < usernames.at(snapshot.byName[rank]!),
        cardAt: (p) => snapshot.people.cardAt(p),
        into: found,
      });
      if (found.length === PAGE_SIZE) return found;
      skip = 0;
    } else skip -= total;
  }
  takeRest(view, q, skip, found);
  return found;
}

/** "The rest": holds `q` but its username does not start with it; newest first, until the page is full. */
function takeRest(view: LiveView<SearchSnapshot>, q: string, skip: number, found: CardRow[]): void {
  if (found.length >= PAGE_SIZE) return;
  const { snapshot, removed } = view;
  const { people, texts } = snapshot;
  const freshRest = view.fresh.filter(
    (p) => `${p.username}\n${p.lname}`.includes(q) && !p.username.startsWith(q),
  );
  // Walks the shortest gram list; the other (or the same), walked alongside, drops most non-matches
  // before the text is read (a full name: 20,000 people hold its rarest trigram, a few hundred the name).
  const [candidates = new Uint32Array(0), also = candidates] = snapshot.candidatesFor(q);
  const exact = q.length <= 3;
  const { usernames } = people;
  // A plain loop over locals: as a closure over the cursors, the walk took about 30 ns per entry.
  let c = 0;
  let a = 0;
  let f = 0;
  while (found.length < PAGE_SIZE) {
    let p = -1;
    while (c < candidates.length) {
      const x = candidates[c]!;
      while (a < also.length && also[a]! < x) a++;
      if (a === also.length) {
        c = candidates.length;
        break;
      }
      if (also[a] === x && !removed[x] && !usernames.startsWith(x, q) && (exact || texts.includes(x, q))) {
        p = x;
        break;
      }
      c++;
    }
    const next = freshRest[f];
    if (p < 0 && !next) return;
    const freshFirst = next !== undefined && (p < 0 || people.before(next, p));
    if (skip > 0) skip--;
    else found.push(freshFirst ? cardOf(next) : people.cardAt(p));
    if (freshFirst) f++;
    else c++;
  }
}

/** What makes a live list the search index: who is on it, and its snapshot (with the username order). */
export const SEARCH_INDEX = {
  shown: shownInSearch(users),
  build: SearchSnapshot.build,
  peopleOf: (snapshot: SearchSnapshot) => snapshot.people,
  rankOf: (snapshot: SearchSnapshot, p: number) => snapshot.rankOf[p]!,
};
