import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { PAGE_CACHE_MS } from '../../config.js';
import { forgetPublicProfile, profileCacheOf } from '../../core/public-profile-cache.js';
import { cachedPage } from './feed-cache.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ pageCacheMs: PAGE_CACHE_MS });
  // On PostgreSQL the change listener connects in the background; until then nothing is kept.
  for (let waited = 0; !profileCacheOf(t.db)?.live; waited += 50) {
    if (waited > 10_000) throw new Error('the change listener did not connect within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});
afterAll(() => t.close());

/** A page loader that counts its calls. */
function loader(value = ['page']) {
  const calls = { n: 0 };
  const load = async () => {
    calls.n++;
    return value;
  };
  return { calls, load };
}

describe('cachedPage', () => {
  it('reads a page once for concurrent and repeated requests within the time it is kept', async () => {
    const { calls, load } = loader();
    const now = Date.now();
    const answers = await Promise.all([1, 2, 3].map(() => cachedPage(t.db, PAGE_CACHE_MS, 'k1', load, now)));
    expect(answers).toEqual([['page'], ['page'], ['page']]);
    await cachedPage(t.db, PAGE_CACHE_MS, 'k1', load, now + PAGE_CACHE_MS - 1);
    expect(calls.n).toBe(1);
    await cachedPage(t.db, PAGE_CACHE_MS, 'k1', load, now + PAGE_CACHE_MS);
    expect(calls.n).toBe(2);
  });

  it('reads again after any announced change of what people see', async () => {
    const { calls, load } = loader();
    const now = Date.now();
    await cachedPage(t.db, PAGE_CACHE_MS, 'k2', load, now);
    forgetPublicProfile(t.db, '00000000-0000-0000-0000-000000000000');
    await cachedPage(t.db, PAGE_CACHE_MS, 'k2', load, now);
    expect(calls.n).toBe(2);
  });

  it('does not keep a failed read', async () => {
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new Error('database down');
    };
    await expect(cachedPage(t.db, PAGE_CACHE_MS, 'k3', failing)).rejects.toThrow('database down');
    await expect(cachedPage(t.db, PAGE_CACHE_MS, 'k3', failing)).rejects.toThrow('database down');
    expect(calls).toBe(2);
  });

  it('keeps nothing when the configuration says 0', async () => {
    const { calls, load } = loader();
    await cachedPage(t.db, 0, 'k5', load);
    await cachedPage(t.db, 0, 'k5', load);
    expect(calls.n).toBe(2);
  });

  it('keeps nothing for a database without a live change listener', async () => {
    const bare = await createTestDatabase();
    try {
      const { calls, load } = loader();
      await cachedPage(bare.database.db, PAGE_CACHE_MS, 'k4', load);
      await cachedPage(bare.database.db, PAGE_CACHE_MS, 'k4', load);
      expect(calls.n).toBe(2);
    } finally {
      await bare.drop();
    }
  });
});

/** Usernames on a page of the home feed or of a search. */
async function usernamesAt(url: string): Promise<string[]> {
  const { users } = (await t.inject({ method: 'GET', url })).json() as { users: { username: string }[] };
  return users.map((u) => u.username);
}

/** Signs someone up through the route (dev login), as a person would. */
async function signUp(username: string, name: string): Promise<string> {
  const res = await t.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { googleUser: { email: `${username}@handlehub.test`, name }, username, gender: 'female' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { authToken: string }).authToken;
}

describe('home feed and search through the cache', () => {
  it('a newcomer signed up here is on the next page read', async () => {
    await usernamesAt('/api/home/?page=1');
    await signUp('newcomer', 'New Comer');
    expect(await usernamesAt('/api/home/?page=1')).toContain('newcomer');
  });

  it('a lock hides the person on the very next request, though the page was just read', async () => {
    const token = await signUp('cached.person', 'Cached Person');
    const search = '/api/search/?q=cached.person&page=1';
    expect(await usernamesAt('/api/home/?page=1')).toContain('cached.person');
    expect(await usernamesAt(search)).toEqual(['cached.person']);
    const locked = await t.inject({
      method: 'POST',
      url: '/api/profile/changestatus',
      headers: { 'user-token': token },
      payload: { fieldname: 'isLocked', status: true },
    });
    expect(locked.statusCode).toBe(200);
    expect(await usernamesAt('/api/home/?page=1')).not.toContain('cached.person');
    expect(await usernamesAt(search)).toEqual([]);
  });
});
