import type { UserCard } from '@handlehub/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession } from '../../../test/factories.js';
import { changeSomePeople, type Inserted, insertPeople } from '../../../test/people-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { FEED_INDEX, type FeedIndex, feedPage } from '../../core/people-lists/feed-index.js';
import { LivePeople } from '../../core/people-lists/live-people.js';
import { feedIndexOf } from '../../core/people-lists/people-lists.js';
import { users } from '../../db/schema.js';
import { getHomePage } from './feed.queries.js';

/**
 * The home feed in memory (decision 018) gives exactly the pages of the SQL read: every page, before and
 * after people change, join, leave or hide, and after a rebuild.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Every page from the index and from SQL, until SQL's first empty page. */
async function expectSamePages(index: FeedIndex) {
  for (let page = 1; ; page++) {
    const fromSql = await getHomePage(t.db, page);
    // The same cards in the same order: names, usernames and photos as the table has them now.
    expect(await feedPage(index, page), `page ${page}`).toEqual(fromSql);
    if (fromSql.length === 0) return page;
  }
}

describe('feed index', () => {
  let index: FeedIndex;
  let people: Inserted[];

  beforeAll(async () => {
    people = await insertPeople(t.db, 5, 700, 'f');
    index = new LivePeople(t.db, { ...FEED_INDEX, joinedKeepMs: 0, rebuildAfter: () => 10_000 });
    await index.ready();
  }, 60_000);

  it('gives the pages of the SQL read, page by page, to the empty page after the last', async () => {
    expect(await expectSamePages(index)).toBeGreaterThan(30);
  });

  it('still does after people are renamed, hidden, shown, deleted, and join (newest or back-dated)', async () => {
    await changeSomePeople(t.db, people, (id) => index.heard(id), 21);
    await expectSamePages(index);
  });

  it('builds anew when changes pile up, with the same pages', async () => {
    const rebuilding = new LivePeople(t.db, { ...FEED_INDEX, joinedKeepMs: 0, rebuildAfter: () => 5 });
    await rebuilding.ready();
    for (const person of people.slice(200, 220)) {
      await t.db.update(users).set({ name: 'Rebuilt Feed' }).where(eq(users.id, person.id));
      rebuilding.heard(person.id);
    }
    await feedPage(rebuilding, 1);
    await rebuilding.ready();
    expect(rebuilding.builds).toBe(2);
    await expectSamePages(rebuilding);
  });

  it('leaves the page to SQL until it is built', async () => {
    const fresh = new LivePeople(t.db, { ...FEED_INDEX, joinedKeepMs: 0, rebuildAfter: () => 10_000 });
    expect(await feedPage(fresh, 1)).toBeNull();
    await fresh.ready();
    expect(await feedPage(fresh, 1)).not.toBeNull();
  });
});

describe('the home feed through the app, with the index kept', () => {
  let live: TestApp;
  beforeAll(async () => {
    live = await createTestApp({ pageCacheMs: 1000 });
  });
  afterAll(async () => {
    await live.close();
  });

  const firstPage = async () => {
    const res = await live.inject({ method: 'GET', url: '/api/home/', query: { page: '1' } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { users: UserCard[] }).users.map((u) => u.username);
  };

  it('shows a new person at once, and hides one who leaves the feed at once', async () => {
    // On PostgreSQL the change listener connects after the app starts; the index is used once it is live.
    await expect.poll(() => feedIndexOf(live.db), { timeout: 5000 }).toBeDefined();
    await feedIndexOf(live.db)!.ready();
    const { user } = await createUserWithSession(live, { username: 'heron.one', name: 'Heron One' });
    expect(await firstPage()).toContain('heron.one');
    // Through the trigger's NOTIFY and the listener, as a change on another instance arrives.
    await live.db.update(users).set({ isPublic: false }).where(eq(users.id, user.id));
    await expect.poll(firstPage, { timeout: 5000 }).not.toContain('heron.one');
  });
});
