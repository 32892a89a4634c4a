import type { UserCard } from '@handlehub/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeStatus, signUp } from '../../../test/factories.js';
import { insertPeople } from '../../../test/people-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { buildApp } from '../../app.js';
import { PAGE_CACHE_MS, testConfig } from '../../config.js';
import { feedIndexOf, searchIndexOf } from '../../core/people-lists/people-lists.js';
import { userChangesOf } from '../../core/user-changes.js';
import { getHomePage } from './feed.queries.js';
import { searchUsers } from './search.queries.js';

/**
 * PEOPLE_LISTS on (the lists in memory, decision 018) and off (PostgreSQL only): with page caching as
 * shipped, the home feed and search answer the same pages as the SQL reads, and a change shows at once.
 */

const QUERIES = ['a', 'an', 'b.', 'ana b', 'zoë', 'élan', '_1', 'nobody at all'];

describe.each([
  { setting: 'on', peopleLists: true },
  { setting: 'off', peopleLists: false },
])('PEOPLE_LISTS $setting', ({ peopleLists }) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    // Before the app starts, so that the lists (when on) are built with them.
    await insertPeople(testDb.database.db, 3, 300, 's');
    app = await buildApp(
      testConfig({ webDist: undefined, rateLimits: false, pageCacheMs: PAGE_CACHE_MS, peopleLists }),
      { database: testDb.database },
    );
    await app.ready();
    // On PostgreSQL the change feed connects after the app starts; nothing is kept until then.
    for (let waited = 0; !userChangesOf(app.db)?.live; waited += 50) {
      if (waited > 10_000) throw new Error('the change feed did not connect within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await testDb.drop();
  });

  const usernamesAt = async (url: string, query: Record<string, string>) => {
    const res = await app.inject({ method: 'GET', url, query });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { users: UserCard[] }).users.map((card) => card.username);
  };

  it(peopleLists ? 'keeps the feed and search lists' : 'keeps no list', async () => {
    if (peopleLists) {
      await feedIndexOf(app.db)?.ready();
      await searchIndexOf(app.db)?.ready();
      expect(feedIndexOf(app.db)?.builds).toBe(1);
      expect(searchIndexOf(app.db)?.builds).toBe(1);
    } else {
      expect(feedIndexOf(app.db)).toBeUndefined();
      expect(searchIndexOf(app.db)).toBeUndefined();
    }
  });

  /** Every page of the home feed, checked against the SQL read page by page; the usernames of all. */
  const homeAsSql = async () => {
    const all: string[] = [];
    for (let page = 1; ; page++) {
      const fromSql = (await getHomePage(app.db, page)).map((row) => row.username);
      const got = await usernamesAt('/api/home/', { page: String(page) });
      expect(got, `page ${page}`).toEqual(fromSql);
      if (got.length === 0) return all;
      all.push(...got);
    }
  };

  it('answers every page of the home feed as the SQL read does', async () => {
    expect((await homeAsSql()).length).toBeGreaterThan(100);
  });

  it('answers the pages of search as the SQL read does', async () => {
    for (const q of QUERIES) {
      for (let page = 1; page <= 4; page++) {
        const fromSql = (await searchUsers(app.db, q, page)).map((row) => row.username);
        const got = await usernamesAt('/api/search/', { q, page: String(page) });
        expect(got, `q=${q} page ${page}`).toEqual(fromSql);
      }
    }
  });

  it('shows a newcomer, and hides a person who locks, on the very next request', async () => {
    const username = `lists.${peopleLists ? 'on' : 'off'}`;
    await homeAsSql();
    const signedUp = await signUp(app, {
      email: `${username}@handlehub.test`,
      name: 'Lists Person',
      username,
    });
    expect(signedUp.statusCode, signedUp.body).toBe(201);
    const token = (signedUp.json() as { authToken: string }).authToken;
    expect(await homeAsSql()).toContain(username);
    expect(await usernamesAt('/api/search/', { q: username, page: '1' })).toEqual([username]);
    await changeStatus(app, token, 'isLocked', true);
    expect(await homeAsSql()).not.toContain(username);
    expect(await usernamesAt('/api/search/', { q: username, page: '1' })).toEqual([]);
  });
});
