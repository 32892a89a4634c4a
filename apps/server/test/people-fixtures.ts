import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { LivePeople, type LivePeopleOptions } from '../src/core/people-lists/live-people.js';
import type { Db } from '../src/db/client.js';
import { users } from '../src/db/schema.js';

/**
 * Many people inserted at once, and changed in every way a list (home feed, search) must follow: for the
 * tests that compare the in-memory lists (decision 018) with the SQL reads.
 */

/**
 * A live list of `kind` (FEED_INDEX, SEARCH_INDEX) over `db` as the tests read it: people who joined are
 * asked for at every read, and a new snapshot is built after `rebuildAfter` changes (by default far more
 * than a test makes).
 */
export const liveList = <S>(
  db: Db,
  kind: Omit<LivePeopleOptions<S>, 'joinedKeepMs' | 'rebuildAfter'>,
  rebuildAfter = 10_000,
): LivePeople<S> => new LivePeople(db, { ...kind, joinedKeepMs: 0, rebuildAfter: () => rebuildAfter });

/**
 * For a suite that compares a list with its SQL read: `count` people inserted (seeded by `seed`, their
 * usernames starting with `prefix`) and a live list of `kind` over them, built before the suite's tests.
 */
export function listedPeople<S>(
  app: { readonly db: Db },
  kind: Omit<LivePeopleOptions<S>, 'joinedKeepMs' | 'rebuildAfter'>,
  { seed, count, prefix }: { seed: number; count: number; prefix: string },
): { index: LivePeople<S>; people: Inserted[] } {
  const listed = {} as { index: LivePeople<S>; people: Inserted[] };
  beforeAll(async () => {
    listed.people = await insertPeople(app.db, seed, count, prefix);
    listed.index = liveList(app.db, kind);
    await listed.index.ready();
  }, 60_000);
  return listed;
}

/** A small deterministic generator, so a failure can be replayed. */
export function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

// Few letters, so that usernames and names overlap in many ways; names with capitals, accents, spaces.
const USER_LETTERS = [...'abn._1'];
const NAME_PARTS = ['Ana', 'Ban', 'nab', 'Élan', 'anna B', 'Bob', 'Nan_a', '100%', 'ÉLAN', 'Zoë', 'a b'];

export interface Inserted {
  id: string;
  username: string;
}

/** `count` people with random names and switches, created in 2031, pairs at the very same instant. */
export async function insertPeople(db: Db, seed: number, count: number, prefix: string): Promise<Inserted[]> {
  const random = randomFrom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const rows = Array.from({ length: count }, (_, i) => {
    const length = 1 + Math.floor(random() * 5);
    const username = `${Array.from({ length }, () => pick(USER_LETTERS)).join('')}${prefix}${i}`;
    const roll = random();
    return {
      identity: `dev:${username}@handlehub.test`,
      email: `${username}@handlehub.test`,
      name: `${pick(NAME_PARTS)} ${pick(NAME_PARTS)}`,
      username,
      gender: 'female' as const,
      isSearchable: roll > 0.1,
      isPublic: roll < 0.9,
      isLocked: roll > 0.05 && roll < 0.08,
      isBlocked: roll > 0.08 && roll < 0.1,
      photoId: roll > 0.5 ? randomUUID() : null,
      // Pairs at the very same instant: only the id orders them.
      createdAt: new Date(Date.UTC(2031, 0, 1) + Math.floor(i / 2)),
    };
  });
  return db.insert(users).values(rows).returning({ id: users.id, username: users.username });
}

/**
 * Renames some of `people` (name, username, photo), hides some (from search and home), shows some,
 * deletes some, and has people join: 25 newest (found by asking for anyone newer) and one back-dated
 * among the others (announced, as every sign-up is). `heard` is told of each change but the joins that
 * nobody announces.
 */
export async function changeSomePeople(
  db: Db,
  people: readonly Inserted[],
  heard: (id: string) => void,
  seed: number,
): Promise<void> {
  const random = randomFrom(seed);
  const some = (n: number) => Array.from({ length: n }, () => people[Math.floor(random() * people.length)]!);
  const ids = (list: Inserted[]) => list.map((p) => p.id);
  for (const [i, person] of some(40).entries()) {
    await db
      .update(users)
      .set({
        username: `ren${i}${person.username}`.slice(0, 30),
        name: i % 2 ? 'Banana Ban' : 'Ann Élan',
        photoId: i % 3 ? randomUUID() : null,
      })
      .where(eq(users.id, person.id));
    heard(person.id);
  }
  const hidden = some(30);
  await db
    .update(users)
    .set({ isSearchable: false, isPublic: false })
    .where(inArray(users.id, ids(hidden)));
  const shown = some(30);
  await db
    .update(users)
    .set({ isSearchable: true, isPublic: true, isLocked: false, isBlocked: false })
    .where(inArray(users.id, ids(shown)));
  const gone = some(20);
  await db.delete(users).where(inArray(users.id, ids(gone)));
  for (const p of [...hidden, ...shown, ...gone]) heard(p.id);
  await insertPeople(db, seed + 1, 25, 'new');
  await db.execute(
    sql`update users set created_at = created_at + interval '1 year' where username like '%new%'`,
  );
  const [late] = await insertPeople(db, seed + 2, 1, 'late');
  heard(late!.id);
}
