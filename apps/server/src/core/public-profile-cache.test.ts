import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession, saveHandles, updateProfile } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDbKind } from '../../test/test-database.js';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { type Database, openDatabase, pgliteDatabase } from '../db/client.js';
import { users } from '../db/schema.js';
import { PublicProfileCache, profileCacheOf } from './public-profile-cache.js';

interface Instance {
  inject: TestApp['inject'];
  db: FastifyInstance['db'];
}

let a: TestApp;
let b: FastifyInstance;
let bDatabase: Database;

/** A second instance on the same database: its own pool (PostgreSQL) or its own wrapper (PGlite), its own cache. */
async function secondInstance(): Promise<void> {
  const { testDb } = a;
  bDatabase =
    testDbKind === 'postgres'
      ? await openDatabase({ url: testDb.url, dataDir: '' })
      : pgliteDatabase(testDb.database.pglite!);
  b = await buildApp(testConfig({ webDist: undefined }), { database: bDatabase });
  await b.ready();
}

beforeAll(async () => {
  a = await createTestApp();
  await secondInstance();
  // The LISTEN connection of a PostgreSQL instance comes up in the background.
  await until(() => profileCacheOf(a.db)?.live === true && profileCacheOf(b.db)?.live === true);
});
afterAll(async () => {
  await b.close();
  if (testDbKind === 'postgres') await bDatabase.close();
  await a.close();
});

async function until(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const profile = async (on: Instance, username: string) =>
  (await on.inject({ method: 'GET', url: `/api/user/${username}` })).json().user;

/** Reads the profile on `on` until it matches, failing after 1 s. */
async function seenWithin1s(on: Instance, username: string, expected: unknown): Promise<void> {
  await expect.poll(() => profile(on, username), { timeout: 1000, interval: 20 }).toEqual(expected);
}

/** Makes sure both instances hold the profile in their caches before a write. */
async function warm(username: string): Promise<void> {
  for (const on of [a, b]) {
    await profile(on, username);
    expect(profileCacheOf(on.db)?.get(username), 'cached').toBeDefined();
  }
}

async function post(on: Instance, url: string, token: string, payload: object): Promise<void> {
  const response = await on.inject({ method: 'POST', url, headers: { 'user-token': token }, payload });
  expect(response.statusCode, response.body).toBe(200);
}

/**
 * One write of each kind through the API; `check` sees the profile's username and what it shows after.
 * Run twice: on the writing instance with the NOTIFY triggers off (so only the write's own invalidation
 * can make the next request right), and on another instance of the same database (only NOTIFY can).
 */
const writes: Array<{
  what: string;
  write: (on: Instance, token: string, username: string) => Promise<void>;
  expected: (username: string) => unknown;
  at?: (username: string) => string;
}> = [
  {
    what: 'a handles change',
    write: async (on, token) => {
      await saveHandles(on, token, { instagram: 'fresh.gram' });
    },
    expected: (username) => [
      expect.objectContaining({
        username,
        accounts: [expect.objectContaining({ accountUsername: 'fresh.gram' })],
      }),
    ],
  },
  {
    what: 'a lock',
    write: (on, token) =>
      post(on, '/api/profile/changestatus', token, { fieldname: 'isLocked', status: true }),
    expected: (username) => [{ username, isLocked: true }],
  },
  {
    what: 'a name change',
    write: async (on, token, username) => {
      await updateProfile(on, token, { name: 'Renamed Person', username: `${username}x`, gender: 'female' });
    },
    expected: () => [],
  },
  {
    what: 'the same name change, read at the new name',
    write: (on, token, username) => writes[2]!.write(on, token, username),
    at: (username) => `${username}x`,
    expected: (username) => [expect.objectContaining({ name: 'Renamed Person', username: `${username}x` })],
  },
  {
    what: 'a deletion',
    write: (on, token) => post(on, '/api/profile/deleteaccount', token, {}),
    expected: () => [],
  },
];

describe('on the instance that wrote, with no NOTIFY at all', () => {
  let c: TestApp;
  beforeAll(async () => {
    c = await createTestApp();
    for (const table of ['users', 'handles']) {
      await c.db.execute(sql.raw(`alter table ${table} disable trigger ${table}_public_profile_changed`));
    }
  });
  afterAll(() => c.close());

  it.each(writes)('the next request shows $what', async ({ write, expected, at }) => {
    const { user, token } = await createUserWithSession(c, { name: 'Cached Person' });
    const read = at?.(user.username) ?? user.username;
    await profile(c, read);
    await profile(c, user.username);
    expect(profileCacheOf(c.db)?.get(user.username), 'cached').toBeDefined();
    await write(c, token, user.username);
    expect(await profile(c, read)).toEqual(expected(user.username));
  });
});

describe('on another instance of the same database', () => {
  it.each(writes)('shows $what within 1 s', async ({ write, expected, at }) => {
    const { user, token } = await createUserWithSession(a, { name: 'Cached Person' });
    const read = at?.(user.username) ?? user.username;
    await warm(user.username);
    await profile(b, read);
    await write(a, token, user.username);
    await seenWithin1s(b, read, expected(user.username));
  });

  it('hears of a change made outside the app (an operator blocking someone in SQL)', async () => {
    const { user } = await createUserWithSession(a);
    await warm(user.username);
    await a.db.update(users).set({ isBlocked: true }).where(eq(users.id, user.id));
    await seenWithin1s(a, user.username, []);
    await seenWithin1s(b, user.username, []);
  });

  it('answers 304 to a matching If-None-Match and a new ETag after a change', async () => {
    const { user, token } = await createUserWithSession(a);
    const first = await a.inject({ method: 'GET', url: `/api/user/${user.username}` });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await a.inject({
      method: 'GET',
      url: `/api/user/${user.username}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await saveHandles(a, token, { instagram: 'newhandle' });
    const changed = await a.inject({
      method: 'GET',
      url: `/api/user/${user.username}`,
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});

describe('PublicProfileCache', () => {
  const shown = { username: 'someone', isLocked: true as const };

  it('refuses a read that a change overtook, so a slow read never brings back old data', () => {
    const cache = new PublicProfileCache(true);
    const readAt = cache.generation;
    cache.forgetUser('user-1');
    cache.set('someone', 'user-1', shown, readAt);
    expect(cache.get('someone')).toBeUndefined();
    cache.set('someone', 'user-1', shown, cache.generation);
    expect(cache.get('someone')).toBe(shown);
  });

  it('neither answers nor keeps while it is not live', () => {
    const cache = new PublicProfileCache(true);
    cache.set('someone', 'user-1', shown, cache.generation);
    cache.setLive(false);
    expect(cache.get('someone')).toBeUndefined();
    cache.set('someone', 'user-1', shown, cache.generation);
    cache.setLive(true);
    expect(cache.get('someone')).toBeUndefined();
  });

  it('keeps every read of one batch: filling the cache is not a change', () => {
    const cache = new PublicProfileCache(true);
    const readAt = cache.generation;
    const other = { username: 'other', isLocked: true as const };
    cache.set('someone', 'user-1', shown, readAt);
    cache.set('other', 'user-2', other, readAt);
    expect(cache.get('someone')).toBe(shown);
    expect(cache.get('other')).toBe(other);
  });

  it('keeps one entry per user: a new username replaces the old one', () => {
    const cache = new PublicProfileCache(true);
    cache.set('old', 'user-1', shown, cache.generation);
    cache.set('new', 'user-1', shown, cache.generation);
    expect(cache.get('old')).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});
