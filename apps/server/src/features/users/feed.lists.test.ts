import type { UserCard } from '@handlehub/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUserWithSession } from '../../../test/factories.js';
import { changeSomePeople, listedPeople, liveList } from '../../../test/people-fixtures.js';
import { suiteApp } from '../../../test/test-app.js';
import { FEED_INDEX, type FeedIndex, feedPage } from '../../core/people-lists/feed-index.js';
import { feedIndexOf } from '../../core/people-lists/people-lists.js';
import { users } from '../../db/schema.js';
import { getHomePage } from './feed.queries.js';

/**
 * The home feed in memory (decision 018) gives exactly the pages of the SQL read: every page, before and
 * after people change, join, leave or hide, and after a rebuild.
 */

const t = suiteApp();

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
  const listed = listedPeople(t, FEED_INDEX, { seed: 5, count: 700, prefix: 'f' });

  it('gives the pages of the SQL read, page by page, to the empty page after the last', async () => {
    expect(await expectSamePages(listed.index)).toBeGreaterThan(30);
  });

  it('still does after people are renamed, hidden, shown, deleted, and join (newest or back-dated)', async () => {
    await changeSomePeople(t.db, listed.people, (id) => listed.index.heard(id), 21);
    await expectSamePages(listed.index);
  });

  it('builds anew when changes pile up, with the same pages', async () => {
    const rebuilding = liveList(t.db, FEED_INDEX, 5);
    await rebuilding.ready();
    for (const person of listed.people.slice(200, 220)) {
      await t.db.update(users).set({ name: 'Rebuilt Feed' }).where(eq(users.id, person.id));
      rebuilding.heard(person.id);
    }
    await feedPage(rebuilding, 1);
    await rebuilding.ready();
    expect(rebuilding.builds).toBe(2);
    await expectSamePages(rebuilding);
  });

  it('leaves the page to SQL until it is built', async () => {
    const fresh = liveList(t.db, FEED_INDEX);
    expect(await feedPage(fresh, 1)).toBeNull();
    await fresh.ready();
    expect(await feedPage(fresh, 1)).not.toBeNull();
  });
});

describe('the home feed through the app, with the index kept', () => {
  const live = suiteApp({ pageCacheMs: 1000 });

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
