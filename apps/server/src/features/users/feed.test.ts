import { MESSAGES, PAGE_SIZE } from '@handlehub/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAllPages, readCards, usernamesOf } from '../../../test/card-pages.js';
import { createUserWithSession, saveHandles } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { handles, users } from '../../db/schema.js';

/**
 * The home feed, and what it shares with search: who may be listed (core/visibility.ts) and the game
 * filter. Search's own ranking, matching and paging: search.test.ts.
 */

let t: TestApp;
beforeAll(async () => {
  // Visibility and paging, not limits (test/security/read-limits.test.ts): the suite reads far more than a
  // person's budget from one address.
  t = await createTestApp({ rateLimits: false });
});
afterAll(async () => {
  await t.close();
});

const getPage = (path: string, params: Record<string, string>) => readCards(t, path, params);
const allPages = (path: string, params: Record<string, string> = {}) => readAllPages(t, path, params);

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
      const home = usernamesOf(await allPages('/api/home/'));
      const search = usernamesOf(await allPages('/api/search/', { q: 'visibility matrix' }));
      const byUsername = await getPage('/api/search/', { q: username });
      expect(home.includes(username)).toBe(isPublic && !isLocked && !isBlocked);
      expect(search.includes(username)).toBe(isSearchable && !isLocked && !isBlocked);
      expect(byUsername.some((c) => c.username === username)).toBe(isSearchable && !isLocked && !isBlocked);
    },
  );

  it('cards carry only name, username, photo and the constant flags of lists (product-spec §3)', async () => {
    const [card] = await getPage('/api/search/', { q: 'vismatrix6' });
    expect(card).toEqual({
      name: 'Visibility Matrix 6',
      username: 'vismatrix6',
      photo: null,
      isLocked: false,
      isBlocked: false,
      isSearchable: true,
    });
    const home = await getPage('/api/home/', {});
    for (const c of home) {
      expect(Object.keys(c).sort()).toEqual([
        'isBlocked',
        'isLocked',
        'isSearchable',
        'name',
        'photo',
        'username',
      ]);
    }
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
    const seen = usernamesOf(pages);
    expect(new Set(seen).size).toBe(seen.length);
    const rows = await t.db.select({ username: users.username, createdAt: users.createdAt }).from(users);
    const created = new Map(rows.map((r) => [r.username, r.createdAt.getTime()]));
    const times = seen.map((u) => created.get(u)!);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (let i = 0; i < 45; i++) expect(seen).toContain(`pager${String(i).padStart(2, '0')}`);
  });

  it.each(['0', '-1', 'abc', '1.5', '1e3', '100001', ' 2'])('home refuses page=%j', async (page) => {
    const res = await t.inject({ method: 'GET', url: '/api/home/', query: { page } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MESSAGES.invalidPage });
  });

  it('refuses a repeated page parameter', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/home/?page=1&page=2' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('error');
  });
});

describe('game filter', () => {
  const save = (token: string, values: Record<string, string>) => saveHandles(t, token, values);

  // 22 visible PUBG players, the PUBG players each rule hides, and players of other games only.
  const pubg = Array.from({ length: 22 }, (_, i) => `gamerpubg${String(i).padStart(2, '0')}`);
  const hidden = {
    offHome: 'gamerpubg.offhome',
    offSearch: 'gamerpubg.offsearch',
    locked: 'gamerpubg.locked',
    blocked: 'gamerpubg.blocked',
  };
  const coc = ['gamercoc1', 'gamercoc2', 'gamercoc3'];
  const freefire = ['gamerff1', 'gamerff2'];
  let legacy = '';

  beforeAll(async () => {
    for (const username of pubg) {
      const { token } = await createUserWithSession(t, { username, name: `Gamer ${username}` });
      await save(token, { pubg: '5123456789', instagram: username });
    }
    const flags = {
      [hidden.offHome]: { isPublic: false },
      [hidden.offSearch]: { isSearchable: false },
      [hidden.locked]: { isLocked: true },
      [hidden.blocked]: { isBlocked: true },
    };
    for (const [username, flag] of Object.entries(flags)) {
      const { token } = await createUserWithSession(t, { username });
      await save(token, { pubg: '5123456789' });
      await t.db.update(users).set(flag).where(eq(users.username, username));
    }
    for (const username of coc) {
      const { token } = await createUserWithSession(t, { username });
      await save(token, { coc: '#2PP0JCGQ', freefire: '' });
    }
    for (const username of freefire) {
      const { token } = await createUserWithSession(t, { username, name: 'Free Fire Player' });
      await save(token, { freefire: '123456789', minecraft: 'Steve_01' });
    }
    // A row saved before the formats were checked: still a PUBG player.
    const { user } = await createUserWithSession(t, { username: 'gamerlegacy' });
    await t.db.insert(handles).values({ userId: user.id, fieldname: 'pubg', handle: 'old id 42' });
    legacy = user.username;
    // Someone who played PUBG and removed it is no longer found.
    const { token } = await createUserWithSession(t, { username: 'gamerquit' });
    await save(token, { pubg: '5123456789' });
    await save(token, { pubg: '' });
  });

  it('home: only the visible players of that game, newest first, in full pages', async () => {
    const pages = await allPages('/api/home/', { game: 'pubg' });
    expect(pages.map((p) => p.length)).toEqual([20, 4, 0]);
    const seen = usernamesOf(pages);
    expect(new Set(seen)).toEqual(new Set([...pubg, hidden.offSearch, legacy]));
    const rows = await t.db.select({ username: users.username, createdAt: users.createdAt }).from(users);
    const created = new Map(rows.map((r) => [r.username, r.createdAt.getTime()]));
    const times = seen.map((u) => created.get(u)!);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The same people in the same order as the unfiltered feed, with everyone else left out.
    const all = usernamesOf(await allPages('/api/home/'));
    expect(all.filter((u) => seen.includes(u))).toEqual(seen);
  });

  it('home: each game finds its own players and nobody else', async () => {
    expect(new Set(usernamesOf(await allPages('/api/home/', { game: 'coc' })))).toEqual(new Set(coc));
    expect(new Set(usernamesOf(await allPages('/api/home/', { game: 'freefire' })))).toEqual(
      new Set(freefire),
    );
    expect(new Set(usernamesOf(await allPages('/api/home/', { game: 'minecraft' })))).toEqual(
      new Set(freefire),
    );
    expect(await getPage('/api/home/', { game: 'fortnite' })).toEqual([]);
  });

  it('search: the query and the game together, with search visibility and ranking', async () => {
    const pages = await allPages('/api/search/', { q: 'gamerpubg', game: 'pubg' });
    expect(pages.map((p) => p.length)).toEqual([20, 3, 0]);
    const sorted = [...pubg, hidden.offHome].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(usernamesOf(pages)).toEqual(sorted);
    // Name matches (the "rest" tier) are narrowed too.
    const byName = await getPage('/api/search/', { q: 'free fire player', game: 'freefire' });
    expect(byName.map((c) => c.username).sort()).toEqual(freefire);
    expect(await getPage('/api/search/', { q: 'free fire player', game: 'coc' })).toEqual([]);
    expect(await getPage('/api/search/', { q: 'gamercoc', game: 'pubg' })).toEqual([]);
    expect((await getPage('/api/search/', { q: 'gamercoc', game: 'coc' })).map((c) => c.username)).toEqual(
      coc,
    );
  });

  it('search: a page past the game players of the first tier skips exactly them', async () => {
    // "gamer" starts every username here, so all of them are in the first tier; page 2 holds the rest.
    const first = await getPage('/api/search/', { q: 'gamer', game: 'pubg', page: '1' });
    const second = await getPage('/api/search/', { q: 'gamer', game: 'pubg', page: '2' });
    expect(first).toHaveLength(20);
    expect(new Set([...first, ...second].map((c) => c.username))).toEqual(
      new Set([...pubg, hidden.offHome, legacy]),
    );
  });

  it("keeps each handle's copy of its owner's created_at, whoever writes", async () => {
    const rows = await t.db
      .select({ username: users.username, createdAt: users.createdAt, copy: handles.userCreatedAt })
      .from(handles)
      .innerJoin(users, eq(users.id, handles.userId));
    expect(rows.length).toBeGreaterThan(pubg.length);
    // Rows saved through the API and the one written straight to the table alike.
    for (const row of rows) expect(row.copy.getTime(), row.username).toBe(row.createdAt.getTime());
    // A changed created_at moves the player in the game's list as in the whole feed.
    const moved = pubg[5]!;
    await t.db
      .update(users)
      .set({ createdAt: new Date('2040-01-01T00:00:00Z') })
      .where(eq(users.username, moved));
    expect((await getPage('/api/home/', { game: 'pubg' }))[0]?.username).toBe(moved);
    expect((await getPage('/api/home/', {}))[0]?.username).toBe(moved);
    const [copy] = await t.db
      .select({ at: handles.userCreatedAt })
      .from(handles)
      .innerJoin(users, eq(users.id, handles.userId))
      .where(eq(users.username, moved));
    expect(copy?.at.toISOString()).toBe('2040-01-01T00:00:00.000Z');
  });

  it('an empty game means all games', async () => {
    expect(await getPage('/api/home/', { game: '' })).toEqual(await getPage('/api/home/', {}));
    expect(await getPage('/api/search/', { q: 'gamer', game: '' })).toEqual(
      await getPage('/api/search/', { q: 'gamer' }),
    );
  });

  it.each(['myspace', 'PUBG', 'instagram', 'link', ' pubg', 'pubg,coc', 'a'.repeat(200)])(
    'refuses game=%j with a message',
    async (game) => {
      for (const [url, query] of [
        ['/api/home/', { game }],
        ['/api/search/', { q: 'gamer', game }],
      ] as const) {
        const res = await t.inject({ method: 'GET', url, query });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: MESSAGES.invalidGame });
      }
    },
  );

  it('refuses a repeated game parameter', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/home/?game=pubg&game=coc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MESSAGES.invalidGame });
  });
});
