import type { UserCard } from '@handlehub/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUserWithSession, updateProfile } from '../../../test/factories.js';
import { changeSomePeople, listedPeople, liveList } from '../../../test/people-fixtures.js';
import { suiteApp } from '../../../test/test-app.js';
import { searchIndexOf } from '../../core/people-lists/people-lists.js';
import { SEARCH_INDEX, type SearchIndex, searchPage } from '../../core/people-lists/search-index.js';
import { users } from '../../db/schema.js';
import { searchTerm, searchUsers } from './search.queries.js';

/**
 * The in-memory search index (decision 018) ranks exactly as the SQL search does: the same pages for every
 * query and page, before and after people change, join, leave or hide, and after a rebuild.
 */

const t = suiteApp();

const QUERIES = [
  'a',
  'b',
  'n',
  '.',
  '_',
  '1',
  'é',
  'z',
  'q',
  'an',
  'na',
  'ab',
  'ba',
  'a.',
  '_1',
  'bo',
  'zz',
  'ana',
  'nab',
  'ban',
  'lan',
  'a b',
  'anb',
  'n_a',
  '10',
  '0%',
  'élan',
  'anna',
  'anna b',
  'bob ana',
  'ban ana',
  'zoë',
  'nan_a ',
  ' ANA',
  'an1',
  'abn',
  'xyz',
  'a_b',
];

/** Every page of every query, from the index and from SQL, until SQL's first empty page. */
async function expectSamePages(index: SearchIndex) {
  for (const query of QUERIES) {
    for (let page = 1; page <= 30; page++) {
      const fromSql = await searchUsers(t.db, query, page);
      const fromIndex = await searchPage(index, searchTerm(query), page);
      // The same cards in the same order: names, usernames and photos as the table has them now.
      expect(fromIndex, `q=${JSON.stringify(query)} page ${page}`).toEqual(fromSql);
      if (fromSql.length === 0) break;
    }
  }
}

describe('search index', () => {
  const listed = listedPeople(t, SEARCH_INDEX, { seed: 7, count: 700, prefix: 'x' });

  it('gives the pages of the SQL search, query by query and page by page', async () => {
    await expectSamePages(listed.index);
  }, 120_000);

  it('still does after people are renamed, hidden, shown, deleted, and join (newest or back-dated)', async () => {
    await changeSomePeople(t.db, listed.people, (id) => listed.index.heard(id), 11);
    await expectSamePages(listed.index);
  }, 120_000);

  it('builds anew when changes pile up, with the same pages', async () => {
    const rebuilding = liveList(t.db, SEARCH_INDEX, 5);
    await rebuilding.ready();
    const renamed = listed.people.slice(100, 120);
    for (const person of renamed) {
      await t.db.update(users).set({ name: 'Rebuilt Ana' }).where(eq(users.id, person.id));
      rebuilding.heard(person.id);
    }
    expect(rebuilding.builds).toBe(1);
    await searchPage(rebuilding, 'ana', 1);
    await rebuilding.ready();
    expect(rebuilding.builds).toBe(2);
    await expectSamePages(rebuilding);
  }, 120_000);

  it('leaves to SQL what it cannot answer: before it is built, and queries with a line feed', async () => {
    const fresh = liveList(t.db, SEARCH_INDEX);
    expect(await searchPage(fresh, 'ana', 1)).toBeNull();
    await fresh.ready();
    expect(await searchPage(fresh, 'ana', 1)).not.toBeNull();
    expect(await searchPage(fresh, 'a\nb', 1)).toBeNull();
    expect(fresh.bytes((snapshot) => snapshot.bytes)).toBeGreaterThan(0);
  });
});

describe('search through the app, with the index kept', () => {
  const live = suiteApp({ pageCacheMs: 1000 });

  const search = async (q: string) => {
    const res = await live.inject({ method: 'GET', url: '/api/search/', query: { q, page: '1' } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { users: UserCard[] }).users.map((u) => u.username);
  };

  it('finds a new person, a new name and a hidden person at once', async () => {
    const { user, token } = await createUserWithSession(live, {
      username: 'kestrel.one',
      name: 'Kestrel One',
    });
    // On PostgreSQL the change listener connects after the app starts; the index is used once it is live.
    await expect.poll(() => searchIndexOf(live.db), { timeout: 5000 }).toBeDefined();
    await searchIndexOf(live.db)!.ready();
    expect(await search('kestrel')).toEqual(['kestrel.one']);
    await updateProfile(live, token, { name: 'Osprey Two', username: 'osprey.two', gender: 'female' });
    expect(await search('kestrel')).toEqual([]);
    expect(await search('osprey two')).toEqual(['osprey.two']);
    await live.db.update(users).set({ isSearchable: false }).where(eq(users.id, user.id));
    // The trigger's NOTIFY reaches the listener, and through it the index.
    await expect.poll(() => search('osprey'), { timeout: 5000 }).toEqual([]);
  });
});
