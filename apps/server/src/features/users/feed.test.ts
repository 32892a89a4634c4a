import { MESSAGES, PAGE_SIZE, type UserCard } from '@handlehub/shared';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { users } from '../../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function getPage(path: string, params: Record<string, string>): Promise<UserCard[]> {
  const res = await t.inject({ method: 'GET', url: path, query: params });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { users: UserCard[] }).users;
}

/** Every card of a list, page by page, until the first empty page. */
async function allPages(path: string, params: Record<string, string> = {}): Promise<UserCard[][]> {
  const pages: UserCard[][] = [];
  for (let page = 1; page < 50; page++) {
    const cards = await getPage(path, { ...params, page: String(page) });
    pages.push(cards);
    if (cards.length === 0) return pages;
  }
  throw new Error('the list never ended with an empty page');
}

const usernames = (pages: UserCard[][]) => pages.flat().map((c) => c.username);

describe('visibility matrix: home and search', () => {
  const combos = [false, true].flatMap((isPublic) =>
    [false, true].flatMap((isSearchable) =>
      [false, true].map((isLocked) => ({ isPublic, isSearchable, isLocked, isBlocked: false })),
    ),
  );
  const cases = [...combos, { isPublic: true, isSearchable: true, isLocked: false, isBlocked: true }];
  const made: Array<{ username: string; flags: (typeof cases)[number] }> = [];

  beforeAll(async () => {
    for (const [i, flags] of cases.entries()) {
      const username = `vismatrix${i}`;
      await createUserWithSession(t, { username, name: `Visibility Matrix ${i}`, ...flags });
      made.push({ username, flags });
    }
  });

  it.each(cases.map((flags, i) => ({ i, ...flags })))(
    'public=$isPublic searchable=$isSearchable locked=$isLocked blocked=$isBlocked',
    async ({ i, isPublic, isSearchable, isLocked, isBlocked }) => {
      const username = `vismatrix${i}`;
      const home = usernames(await allPages('/api/home/'));
      const search = usernames(await allPages('/api/search/', { q: 'visibility matrix' }));
      const byUsername = await getPage('/api/search/', { q: username });
      expect(home.includes(username)).toBe(isPublic && !isLocked && !isBlocked);
      expect(search.includes(username)).toBe(isSearchable && !isLocked && !isBlocked);
      expect(byUsername.some((c) => c.username === username)).toBe(isSearchable && !isLocked && !isBlocked);
    },
  );

  it('cards carry only name, username and photo', async () => {
    const [card] = await getPage('/api/search/', { q: 'vismatrix6' });
    expect(card).toEqual({ name: 'Visibility Matrix 6', username: 'vismatrix6', photo: null });
    const home = await getPage('/api/home/', {});
    for (const c of home) expect(Object.keys(c).sort()).toEqual(['name', 'photo', 'username']);
  });
});

describe('paging', () => {
  beforeAll(async () => {
    const made: string[] = [];
    for (let i = 0; i < 45; i++) {
      const { user } = await createUserWithSession(t, {
        username: `pager${String(i).padStart(2, '0')}`,
        name: `Pager Person ${i}`,
      });
      made.push(user.id);
    }
    // Many users share one instant, so only a total order (created_at, id) keeps pages disjoint.
    await t.db
      .update(users)
      .set({ createdAt: new Date('2030-01-01T00:00:00Z') })
      .where(inArray(users.id, made.slice(0, 30)));
  });

  it('home: full pages of 20, newest first, ending with an empty page, nobody twice', async () => {
    const pages = await allPages('/api/home/');
    expect(pages.at(-1)).toEqual([]);
    for (const page of pages.slice(0, -2)) expect(page).toHaveLength(PAGE_SIZE);
    const seen = usernames(pages);
    expect(new Set(seen).size).toBe(seen.length);
    const rows = await t.db.select({ username: users.username, createdAt: users.createdAt }).from(users);
    const created = new Map(rows.map((r) => [r.username, r.createdAt.getTime()]));
    const times = seen.map((u) => created.get(u)!);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (let i = 0; i < 45; i++) expect(seen).toContain(`pager${String(i).padStart(2, '0')}`);
  });

  it('search: 20, 20, 5, then an empty page, nobody twice', async () => {
    const pages = await allPages('/api/search/', { q: 'pager' });
    expect(pages.map((p) => p.length)).toEqual([20, 20, 5, 0]);
    const seen = usernames(pages);
    expect(new Set(seen).size).toBe(45);
  });

  it.each(['0', '-1', 'abc', '1.5', '1e3', '100001', ' 2'])('home refuses page=%j', async (page) => {
    const res = await t.inject({ method: 'GET', url: '/api/home/', query: { page } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MESSAGES.invalidPage });
  });

  it.each(['0', 'x', '100001'])('search refuses page=%j', async (page) => {
    const res = await t.inject({ method: 'GET', url: '/api/search/', query: { q: 'pager', page } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MESSAGES.invalidPage });
  });

  it('refuses a repeated page parameter', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/home/?page=1&page=2' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('error');
  });
});

describe('search', () => {
  beforeAll(async () => {
    const people: Array<[string, string]> = [
      ['joann', 'Jo Smith'],
      ['annabel', 'Bel Jones'],
      ['zed', 'Ann Zed'],
      ['ann', 'Plain Person'],
      ['anna', 'Anna Karenina'],
      ['bob', 'Bob Builder'],
      ['percent', '100% Real'],
      ['hundred', '100 Percent'],
      ['under_score', 'Under Score'],
      ['regexfan', 'Fan of (a+)+$ patterns'],
      ['aaaa', 'Aaaa Aaaa'],
    ];
    for (const [username, name] of people) await createUserWithSession(t, { username, name });
  });

  it('ranks the exact username, then username prefixes, then the rest', async () => {
    const ranked = (await getPage('/api/search/', { q: 'ann' })).map((c) => c.username);
    expect(ranked).toEqual(['ann', 'anna', 'annabel', 'joann', 'zed']);
  });

  it('is case-insensitive on name and username', async () => {
    expect((await getPage('/api/search/', { q: 'ANN' })).map((c) => c.username)).toEqual([
      'ann',
      'anna',
      'annabel',
      'joann',
      'zed',
    ]);
    expect((await getPage('/api/search/', { q: 'bUiLdEr' })).map((c) => c.username)).toEqual(['bob']);
  });

  it('treats % and _ as plain text', async () => {
    expect((await getPage('/api/search/', { q: '%' })).map((c) => c.username)).toEqual(['percent']);
    expect((await getPage('/api/search/', { q: '100%' })).map((c) => c.username)).toEqual(['percent']);
    expect((await getPage('/api/search/', { q: '_' })).map((c) => c.username)).toEqual(['under_score']);
  });

  it('treats (a+)+$ as plain text, quickly', async () => {
    const started = Date.now();
    expect((await getPage('/api/search/', { q: '(a+)+$' })).map((c) => c.username)).toEqual(['regexfan']);
    expect((await getPage('/api/search/', { q: 'a+' })).map((c) => c.username)).toEqual(['regexfan']);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('returns nothing for an empty or blank query', async () => {
    expect(await getPage('/api/search/', { q: '' })).toEqual([]);
    expect(await getPage('/api/search/', { q: '   ' })).toEqual([]);
    expect(await getPage('/api/search/', {})).toEqual([]);
  });

  describe('pages that cross from one tier to the next', () => {
    // 25 usernames start with "tierx" (one of them is exactly it), 25 only contain it in the username or
    // the name; hidden people in both tiers must not shift any page. Byte order: '.' < digits < '_' < a-z.
    const starts = [
      'tierx',
      'tierx.b',
      'tierx_a',
      'tierx9',
      ...Array.from({ length: 21 }, (_, i) => `tierx${i}z`),
    ];
    const rest = [
      ...Array.from({ length: 20 }, (_, i) => `x${String(i).padStart(2, '0')}tierx`),
      'a.tierx',
      'b_tierx',
      '0tierx',
    ];
    const byName = ['nameonly1', 'nameonly2'];

    beforeAll(async () => {
      for (const username of [...starts, ...rest]) await createUserWithSession(t, { username });
      for (const username of byName) await createUserWithSession(t, { username, name: 'Mister TIERX' });
      await createUserWithSession(t, { username: 'tierx.hidden', isSearchable: false });
      await createUserWithSession(t, { username: 'tierx.locked', isLocked: true });
      await createUserWithSession(t, { username: 'hidden.tierx', isBlocked: true });
    });

    const sorted = (list: string[]) => [...list].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

    it('exact first, then the rest of the prefix tier, then the others, each in byte order', async () => {
      const pages = await allPages('/api/search/', { q: 'TierX' });
      expect(pages.map((p) => p.length)).toEqual([20, 20, 10, 0]);
      expect(usernames(pages)).toEqual([...sorted(starts), ...sorted([...rest, ...byName])]);
      expect(usernames(pages)[0]).toBe('tierx');
    });

    it('a page that starts past the prefix tier skips exactly that tier', async () => {
      const third = (await getPage('/api/search/', { q: 'tierx', page: '3' })).map((c) => c.username);
      expect(third).toEqual(sorted([...rest, ...byName]).slice(15));
    });
  });

  it('refuses a query over 100 characters', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/search/', query: { q: 'a'.repeat(101) } });
    expect(res.statusCode).toBe(400);
  });
});
