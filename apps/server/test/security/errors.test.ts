import { MESSAGES } from '@handlehub/shared';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import { createUserWithSession, postFeedback } from '../factories.js';
import { multipart, png } from '../photo-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { createTestDatabase, testDbKind } from '../test-database.js';
import { snapshot } from './support.js';

/** Errors (plugins/errors.ts): a failure says nothing of SQL, constraints or codes; a full pool is 503. */

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** One app for the tests that change no schema (creating apps is the slow part of this file). */
let shared: TestApp;
let token: string;
let ownerToken: string;
beforeAll(async () => {
  shared = await createTestApp({ rateLimits: false });
  token = (await createUserWithSession(shared)).token;
  ownerToken = (await createUserWithSession(shared, { isShopOwner: true })).token;
});
afterAll(() => shared.close());

const LEAKS = /feedback_secret_key|23505|duplicate key|constraint|insert into|select |sql|stack|at \//i;

describe('database errors', () => {
  it('a unique violation that slipped past validation → generic 500, no SQL, constraint name or code', async () => {
    t = await createTestApp();
    const { token } = await createUserWithSession(t);
    // The database refuses every feedback row as a duplicate, the way a missed uniqueness check would.
    await t.db.execute(
      sql.raw(`create function refuse_feedback() returns trigger language plpgsql as $$
        begin raise unique_violation using message = 'duplicate key value violates unique constraint "feedback_secret_key"',
          constraint = 'feedback_secret_key'; end $$`),
    );
    await t.db.execute(
      sql.raw(
        'create trigger refuse_feedback before insert on feedback for each row execute function refuse_feedback()',
      ),
    );
    const res = await postFeedback(t, token, 'hello');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: MESSAGES.serverError });
    expect(res.body).not.toMatch(LEAKS);
  });

  it.each([
    ['search', '/api/search/?q=ab%00cd', undefined],
    ['public profile', '/api/user/ab%00cd', undefined],
  ])(
    'a NUL character in %s → 400, nothing stored (PostgreSQL text cannot hold it)',
    async (_name, url, payload) => {
      const before = await snapshot(shared.db);
      const res = await shared.inject({
        method: payload ? 'POST' : 'GET',
        url,
        headers: { 'user-token': token },
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: MESSAGES.invalidRequest });
      expect(await snapshot(shared.db)).toEqual(before);
    },
  );

  it('a NUL character in feedback → 400 from the text rule, before the database, nothing stored', async () => {
    const before = await snapshot(shared.db);
    const res = await shared.inject({
      method: 'POST',
      url: '/api/others/submitfeedback',
      headers: { 'user-token': token },
      payload: { feedback: 'a\u0000b' },
    });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 400,
      body: { error: MESSAGES.textInvisible },
    });
    expect(await snapshot(shared.db)).toEqual(before);
  });

  it('a NUL character in a product name → 400 and no product or photo is kept', async () => {
    const before = await snapshot(shared.db);
    const form = await multipart(
      { productname: 'Cap\u0000', productdesc: 'A cap', productlink: 'https://example.com/cap' },
      { filename: 'cap.png', type: 'image/png', bytes: await png(32, 32) },
    );
    const res = await shared.inject({
      method: 'POST',
      url: '/api/product/addproduct',
      payload: form.payload,
      headers: { ...form.headers, 'user-token': ownerToken },
    });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 400,
      body: { error: MESSAGES.textInvisible },
    });
    expect(await snapshot(shared.db)).toEqual(before);
  });
});

describe('URLs the router refuses', () => {
  it.each([
    ['bad percent-encoding', '/api/user/%ED%A0%80'],
    ['a parameter over the router limit', `/media/${'x'.repeat(2000)}`],
  ])('%s → {error}, no framework code', async (_name, url) => {
    const res = await shared.inject({ method: 'GET', url });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toEqual({ error: MESSAGES.invalidRequest });
  });
});

describe('malformed multipart bodies', () => {
  it.each(['', 'garbage', 'Content-Disposition: form-data; name="name"\r\n\r\nunterminated'])(
    'body %j → 400 {error}',
    async (raw) => {
      const res = await shared.inject({
        method: 'POST',
        url: '/api/profile/updateprofile',
        payload: Buffer.from(`--b\r\n${raw}`),
        headers: { 'content-type': 'multipart/form-data; boundary=b', 'user-token': token },
      });
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 400,
        body: { error: MESSAGES.invalidRequest },
      });
    },
  );
});

// A connection pool exists only with a PostgreSQL server; PGlite is one in-process connection.
if (testDbKind === 'postgres') {
  describe('connection pool exhausted (PostgreSQL)', () => {
    it('every connection held → new requests get 503 within the pool timeout, and recover', async () => {
      const testDb = await createTestDatabase({ poolSize: 2, connectionTimeoutMs: 300 });
      const app = await buildApp(testConfig({ webDist: undefined }), { database: testDb.database });
      const pool = testDb.database.pool!;
      const held = [await pool.connect(), await pool.connect()];
      try {
        const results = await Promise.all(
          ['/api/home/', '/api/search/?q=abc', '/api/product/', '/readyz'].map((url) =>
            app.inject({ method: 'GET', url }),
          ),
        );
        for (const res of results) {
          expect(res.statusCode).toBe(503);
          expect(res.json()).toEqual({ error: MESSAGES.unavailable });
        }
      } finally {
        for (const client of held) client.release();
      }
      expect((await app.inject({ method: 'GET', url: '/api/home/' })).statusCode).toBe(200);
      await app.close();
      await testDb.drop();
    });
  });
}
