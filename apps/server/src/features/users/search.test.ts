import { MESSAGES } from '@handlehub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { readAllPages, readCards, usernamesOf } from '../../../test/card-pages.js';
import { createUserWithSession } from '../../../test/factories.js';
import { suiteApp } from '../../../test/test-app.js';
import { users } from '../../db/schema.js';
import { searchUsers } from './search.queries.js';

/**
 * People search (`GET /api/search/`): ranking, matching and paging. Who may be found at all, and the game
 * filter shared with the home feed, are tested with the feed in feed.test.ts.
 */

const t = suiteApp();

const getPage = (path: string, params: Record<string, string>) => readCards(t, path, params);
const allPages = (path: string, params: Record<string, string> = {}) => readAllPages(t, path, params);

describe('paging', () => {
  beforeAll(async () => {
    for (let i = 0; i < 45; i++) {
      await createUserWithSession(t, {
        username: `pager${String(i).padStart(2, '0')}`,
        name: `Pager Person ${i}`,
      });
    }
  });

  it('search: 20, 20, 5, then an empty page, nobody twice', async () => {
    const pages = await allPages('/api/search/', { q: 'pager' });
    expect(pages.map((p) => p.length)).toEqual([20, 20, 5, 0]);
    const seen = usernamesOf(pages);
    expect(new Set(seen).size).toBe(45);
  });

  it.each(['0', 'x', '100001'])('search refuses page=%j', async (page) => {
    const res = await t.inject({ method: 'GET', url: '/api/search/', query: { q: 'pager', page } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MESSAGES.invalidPage });
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

  it('ranks the exact username, then username prefixes, then the rest, newest first', async () => {
    const ranked = (await getPage('/api/search/', { q: 'ann' })).map((c) => c.username);
    // zed ("Ann Zed") joined after joann: the rest comes newest first (decision 018).
    expect(ranked).toEqual(['ann', 'anna', 'annabel', 'zed', 'joann']);
  });

  it('is case-insensitive on name and username', async () => {
    expect((await getPage('/api/search/', { q: 'ANN' })).map((c) => c.username)).toEqual([
      'ann',
      'anna',
      'annabel',
      'zed',
      'joann',
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

    // The rest comes newest first: the reverse of the order they were made in.
    const newestFirst = [...rest, ...byName].reverse();

    it('exact first, then the rest of the prefix tier in byte order, then the others newest first', async () => {
      const pages = await allPages('/api/search/', { q: 'TierX' });
      expect(pages.map((p) => p.length)).toEqual([20, 20, 10, 0]);
      expect(usernamesOf(pages)).toEqual([...sorted(starts), ...newestFirst]);
      expect(usernamesOf(pages)[0]).toBe('tierx');
    });

    it('a page that starts past the prefix tier skips exactly that tier', async () => {
      const third = (await getPage('/api/search/', { q: 'tierx', page: '3' })).map((c) => c.username);
      expect(third).toEqual(newestFirst.slice(15));
    });

    it('every way of reading the rest gives the same pages (decision 018)', async () => {
      // A sample of 3 entries makes every query go past it; then the walk or the lookup, forced.
      for (const q of ['tierx', 'TIERX', 'ierx', 'x', 'r', '_', '.', 'x0', 'mister tierx', 'er t']) {
        for (const page of [1, 2, 3]) {
          const expected = await searchUsers(t.db, q, page);
          for (const reading of [
            { sample: 3, rowCost: 4, force: 'walk' as const },
            { sample: 3, rowCost: 4, force: 'lookup' as const },
            { sample: 3, rowCost: 4 },
          ]) {
            expect(await searchUsers(t.db, q, page, undefined, reading), `${q} page ${page}`).toEqual(
              expected,
            );
          }
        }
      }
    });
  });

  describe('deep pages', () => {
    // 30 usernames start with "deepq" and 215 names hold it; each had its own second of joining.
    const prefixed = Array.from({ length: 30 }, (_, i) => `deepq${String(i).padStart(2, '0')}`);
    const named = Array.from({ length: 215 }, (_, i) => `dq${String(i).padStart(3, '0')}`);

    beforeAll(async () => {
      const at = (i: number) => new Date(Date.UTC(2031, 0, 1, 0, 0, i));
      await t.db.insert(users).values(
        [...prefixed, ...named].map((username, i) => ({
          identity: `dev:${username}@handlehub.test`,
          email: `${username}@handlehub.test`,
          name: named.includes(username) ? `Mr Deepq ${i}` : 'Prefix Only',
          username,
          gender: 'male' as const,
          createdAt: at(i),
        })),
      );
    });

    it('page 10 and the last page continue pages 1 to 9 exactly', async () => {
      const pages = await allPages('/api/search/', { q: 'deepq' });
      // 245 matches: twelve full pages, the last with 5, then an empty page.
      expect(pages.map((p) => p.length)).toEqual([...Array(12).fill(20), 5, 0]);
      expect(usernamesOf(pages)).toEqual([...prefixed, ...[...named].reverse()]);
      const tenth = await getPage('/api/search/', { q: 'deepq', page: '10' });
      expect(tenth.map((c) => c.username)).toEqual(usernamesOf(pages).slice(180, 200));
      for (const reading of [
        { sample: 7, rowCost: 4, force: 'walk' as const },
        { sample: 7, rowCost: 4, force: 'lookup' as const },
      ]) {
        for (const page of [1, 2, 10, 13, 14]) {
          expect(await searchUsers(t.db, 'deepq', page, undefined, reading)).toEqual(
            await searchUsers(t.db, 'deepq', page),
          );
        }
      }
    });

    it('two-character queries page on through the rest, newest first', async () => {
      // "pq" is in every username and name here, and starts none of them.
      const pages = await allPages('/api/search/', { q: 'pQ' });
      expect(pages.map((p) => p.length)).toEqual([...Array(12).fill(20), 5, 0]);
      expect(usernamesOf(pages)).toEqual([...prefixed, ...named].reverse());
    });
  });

  it('refuses a query over 100 characters', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/search/', query: { q: 'a'.repeat(101) } });
    expect(res.statusCode).toBe(400);
  });
});
