/**
 * One measurement of `npm run bench:lists`, in a process of its own started with --expose-gc: builds the
 * feed list, the search list, or both as the app does (concurrently, through keepPeopleLists) from the
 * database at argv[2], and prints one JSON line: how many people are listed (for both, search's), how long
 * the build took, and the memory held afterwards (after a full garbage collection) and at its peak.
 */
import { performance } from 'node:perf_hooks';
import { FEED_INDEX } from '../apps/server/src/core/people-lists/feed-index.js';
import { LivePeople } from '../apps/server/src/core/people-lists/live-people.js';
import {
  feedIndexOf,
  keepPeopleLists,
  searchIndexOf,
} from '../apps/server/src/core/people-lists/people-lists.js';
import type { PeopleSnapshot } from '../apps/server/src/core/people-lists/people-snapshot.js';
import { SEARCH_INDEX } from '../apps/server/src/core/people-lists/search-index.js';
import type { SearchSnapshot } from '../apps/server/src/core/people-lists/search-snapshot.js';
import { createUserChanges } from '../apps/server/src/core/user-changes.js';
import { openDatabase } from '../apps/server/src/db/client.js';

const [url, which] = process.argv.slice(2) as [string, 'feed' | 'search' | 'both'];
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

/** Memory after a full collection: the JavaScript heap, and what lies outside it (typed arrays' bytes). */
function settled() {
  gc!();
  gc!();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed, outside: m.external };
}

const database = await openDatabase({ url, dataDir: '' });
const db = database.db;
// A first query opens the pool's connection, so the baseline holds it.
await db.execute('select 1');
const before = settled();
const started = performance.now();
const never = () => Number.POSITIVE_INFINITY;
let feed: LivePeople<PeopleSnapshot> | undefined;
let search: LivePeople<SearchSnapshot> | undefined;
if (which === 'both') {
  const changes = createUserChanges(database);
  changes.setLive(true);
  keepPeopleLists(db, changes, 1000);
  feed = feedIndexOf(db);
  search = searchIndexOf(db);
} else if (which === 'feed') {
  feed = new LivePeople(db, { ...FEED_INDEX, joinedKeepMs: 1e9, rebuildAfter: never });
} else {
  search = new LivePeople(db, { ...SEARCH_INDEX, joinedKeepMs: 1e9, rebuildAfter: never });
}
await Promise.all([feed?.ready(), search?.ready()]);
const buildMs = performance.now() - started;
const after = settled();
// Read after measuring, so the lists are still held when the memory is.
const people = search ? (search.snapshot?.people.size ?? 0) : (feed?.snapshot?.size ?? 0);
console.log(
  JSON.stringify({
    which,
    people,
    buildMs: Math.round(buildMs),
    heldBytes: after.heap + after.outside - (before.heap + before.outside),
    rssBytes: after.rss - before.rss,
    peakRssBytes: process.resourceUsage().maxRSS * 1024 - before.rss,
  }),
);
await database.close();
process.exit(0);
