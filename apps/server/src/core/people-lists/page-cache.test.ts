import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { PAGE_CACHE_MS } from '../../config.js';
import { announceUserChange, userChangesOf } from '../user-changes.js';
import { cachedPage } from './page-cache.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ pageCacheMs: PAGE_CACHE_MS });
  // On PostgreSQL the change listener connects in the background; until then nothing is kept.
  for (let waited = 0; !userChangesOf(t.db)?.live; waited += 50) {
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
    announceUserChange(t.db, '00000000-0000-0000-0000-000000000000');
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
