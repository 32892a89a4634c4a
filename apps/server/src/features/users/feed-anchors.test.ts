import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { CardRow } from './cards.queries.js';
import { getHomePage } from './feed.queries.js';
import { FeedAnchors } from './feed-anchors.js';

/** Page anchors of the home feed (decision 018): the same pages as OFFSET, through joins and changes. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const names = (rows: CardRow[]) => rows.map((r) => r.username);

async function insertPeople(prefix: string, count: number, from: string, isPublic = true) {
  // Microseconds apart, and pairs at the very same instant: only (created_at, id) orders them.
  await t.db.execute(sql`
    insert into users (identity, email, name, username, gender, is_public, created_at)
    select 'dev:' || ${prefix} || i || '@handlehub.test', ${prefix} || i || '@handlehub.test',
           'Anchor ' || ${prefix} || ' ' || i, ${prefix} || lpad(i::text, 3, '0'), 'female', ${isPublic},
           ${from}::timestamptz + (i / 2) * interval '1 microsecond'
    from generate_series(0, ${count - 1}) as i`);
}

describe('home feed page anchors', () => {
  let changes = 0;
  let anchors: FeedAnchors;

  beforeAll(async () => {
    await insertPeople('anc', 130, '2032-01-01T00:00:00Z');
    await insertPeople('ancoff', 9, '2032-01-01T00:00:00.00005Z', false);
    anchors = new FeedAnchors(t.db, { stride: 7, joinedKeepMs: 0, changes: () => changes, minRebuildMs: 0 });
  });

  /** Every page through the anchors equals the same page read with OFFSET, up to the first empty one. */
  async function expectSamePages(): Promise<number> {
    for (let page = 1; ; page++) {
      const plain = await getHomePage(t.db, page);
      expect(names(await getHomePage(t.db, page, undefined, anchors)), `page ${page}`).toEqual(names(plain));
      if (plain.length === 0) return page;
    }
  }

  it('every page, the last and the one past it, as OFFSET reads them', async () => {
    const empty = await expectSamePages();
    expect(empty).toBeGreaterThan(7);
    // A page far past the end is empty too.
    expect(await getHomePage(t.db, empty + 50, undefined, anchors)).toEqual([]);
  });

  it('people who join at the top move every page by as many', async () => {
    await insertPeople('ancnew', 11, '2033-01-01T00:00:00Z');
    await expectSamePages();
  });

  it('an announced change has the anchors read again; meanwhile nobody hidden is shown', async () => {
    const hidden = ['anc050', 'anc051', 'anc090'];
    for (const username of hidden)
      await t.db.update(users).set({ isLocked: true }).where(eq(users.username, username));
    changes++;
    const seen: string[] = [];
    for (let page = 1; page <= 8; page++)
      seen.push(...names(await getHomePage(t.db, page, undefined, anchors)));
    for (const username of hidden) expect(seen).not.toContain(username);
    await anchors.settled();
    await expectSamePages();
  });

  it('without anchors (their walk failed) a page falls back to OFFSET', async () => {
    const failing = { execute: () => Promise.reject(new Error('statement timeout')) } as unknown as Db;
    const broken = new FeedAnchors(failing, { stride: 7, joinedKeepMs: 0, changes: () => 0 });
    expect(await broken.start(100)).toEqual({ anchor: null, skip: 100 });
  });
});
