import { randomUUID } from 'node:crypto';
import { MESSAGES, RATE_LIMITS } from '@handlehub/shared';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createUserWithSession } from '../factories.js';
import { createTestApp, shellWebDist, type TestApp } from '../test-app.js';
import { seedMedia } from './support.js';

/**
 * Probe M4: anonymous reads that reach the database are limited per client address (generous for a
 * person), and no single search may keep the database busy.
 */

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const tooMany = { status: 429, body: { error: MESSAGES.tooManyRequests } };
const from = (t: TestApp, url: string, remoteAddress = '203.0.113.7') =>
  t.inject({ method: 'GET', url, remoteAddress });
const answer = (res: { statusCode: number; json(): unknown }) => ({
  status: res.statusCode,
  body: res.json(),
});

describe('per-address limits on anonymous reads', () => {
  it(`home feed and search: ${RATE_LIMITS.discoveryPerMinutePerAddress} a minute per address, one budget`, async () => {
    t = await createTestApp({ rateLimits: true });
    const budget = RATE_LIMITS.discoveryPerMinutePerAddress;
    for (let i = 0; i < budget / 2; i++) {
      expect((await from(t, `/api/search/?q=a${i}`)).statusCode).toBe(200);
      expect((await from(t, `/api/home/?page=${i + 1}`)).statusCode).toBe(200);
    }
    const over = await from(t, '/api/search/?q=zz');
    expect(answer(over)).toEqual(tooMany);
    expect(over.headers['retry-after']).toBeDefined();
    expect(answer(await from(t, '/api/home/'))).toEqual(tooMany);
    // Another address has its own budget.
    expect((await from(t, '/api/search/?q=zz', '198.51.100.9')).statusCode).toBe(200);
  });

  it(`a profile's page, its API answer and its card: ${RATE_LIMITS.profileReadsPerMinutePerAddress} a minute per address, one budget`, async () => {
    const webDist = shellWebDist();
    t = await createTestApp({ rateLimits: true, webDist });
    const { user } = await createUserWithSession(t);
    const budget = RATE_LIMITS.profileReadsPerMinutePerAddress;
    for (let i = 0; i < budget / 4; i++) {
      expect((await from(t, `/user/${user.username}`)).statusCode).toBe(200);
      expect((await from(t, `/user/nobody${i}`)).statusCode).toBe(404);
      expect((await from(t, `/api/user/nobody${i}`)).statusCode).toBe(200);
      expect((await from(t, `/api/og/nobody${i}.png`)).statusCode).toBe(404);
    }
    for (const url of [
      `/user/${user.username}`,
      `/api/user/${user.username}`,
      `/api/og/${user.username}.png`,
    ]) {
      expect((await from(t, url)).statusCode).toBe(429);
    }
    expect((await from(t, `/user/${user.username}`, '198.51.100.9')).statusCode).toBe(200);
  });

  describe('reads that were outside every budget (the security probe of 2026-11-28)', () => {
    /** `count` requests from one address, then one more that must be refused; another address is not. */
    async function spendsTheBudget(t: TestApp, count: number, url: (i: number) => string, status: number) {
      for (let i = 0; i < count; i++) expect((await from(t, url(i))).statusCode).toBe(status);
      const over = await from(t, url(count));
      expect(answer(over)).toEqual(tooMany);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect((await from(t, url(count + 1), '198.51.100.9')).statusCode).toBe(status);
    }

    it(`every SVG card, drawn or not: the profile-read budget (${RATE_LIMITS.profileReadsPerMinutePerAddress})`, async () => {
      t = await createTestApp({ rateLimits: true });
      const budget = RATE_LIMITS.profileReadsPerMinutePerAddress;
      await spendsTheBudget(t, budget, (i) => `/api/card/ghost${i}.svg`, 404);
      // A drawn card of a real profile shares the count.
      const { user } = await createUserWithSession(t);
      expect((await from(t, `/api/card/${user.username}.svg`)).statusCode).toBe(429);
    });

    it('photos that do not exist: the profile-read budget; photos that exist are not counted', async () => {
      t = await createTestApp({ rateLimits: true });
      const budget = RATE_LIMITS.profileReadsPerMinutePerAddress;
      const photo = await seedMedia(t.db);
      for (let i = 0; i < budget + 5; i++) expect((await from(t, photo)).statusCode).toBe(200);
      const ghost = (i: number) => `/media/${randomUUID()}-${i % 2 === 0 ? 512 : 128}.webp`;
      await spendsTheBudget(t, budget, ghost, 404);
      // The profile pages share it.
      expect((await from(t, '/api/card/ghost.svg')).statusCode).toBe(429);
    });

    it(`session routes asked with tokens that find no session, reads as well as writes: ${RATE_LIMITS.writesPerMinutePerUser} a minute per address`, async () => {
      t = await createTestApp({ rateLimits: true });
      const budget = RATE_LIMITS.writesPerMinutePerUser;
      const reads = [
        '/api/profile/getuser',
        '/api/profile/getaccountstatus',
        '/api/social/getsocialaccount',
        '/api/profile/insights',
      ];
      const asked = (i: number, remoteAddress = '203.0.113.7') =>
        t!.inject({
          method: 'GET',
          url: reads[i % reads.length]!,
          headers: { 'user-token': `guess-${i}-${randomUUID()}` },
          remoteAddress,
        });
      for (let i = 0; i < budget - 1; i++) expect((await asked(i)).statusCode).toBe(401);
      // A write with a dead token counts once, not once for its hook and again for its refused session.
      const write = await t.inject({
        method: 'POST',
        url: '/api/others/submitfeedback',
        headers: { 'user-token': 'dead' },
        payload: { feedback: 'hi' },
        remoteAddress: '203.0.113.7',
      });
      expect(write.statusCode).toBe(401);
      const over = await asked(budget);
      expect(answer(over)).toEqual(tooMany);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect((await asked(budget + 1, '198.51.100.9')).statusCode).toBe(401);
      // A live session from the refused address is its own budget, and no token costs nothing.
      const live = await createUserWithSession(t);
      const own = await t.inject({
        method: 'GET',
        url: '/api/profile/getuser',
        headers: { 'user-token': live.token },
        remoteAddress: '203.0.113.7',
      });
      expect(own.statusCode).toBe(200);
      expect((await from(t, '/api/profile/getuser')).statusCode).toBe(401);
    });

    it(`shop pages: the feed and search budget (${RATE_LIMITS.discoveryPerMinutePerAddress})`, async () => {
      t = await createTestApp({ rateLimits: true });
      const budget = RATE_LIMITS.discoveryPerMinutePerAddress;
      await spendsTheBudget(t, budget, (i) => `/api/product/?page=${i + 1}`, 200);
      expect((await from(t, '/api/search/?q=a')).statusCode).toBe(429);
    });
  });

  it('RATE_LIMITS=false (end-to-end runs) lifts them', async () => {
    t = await createTestApp({ rateLimits: false });
    for (let i = 0; i <= RATE_LIMITS.discoveryPerMinutePerAddress; i++) {
      expect((await from(t, `/api/search/?q=b${i}`)).statusCode).toBe(200);
    }
  });
});

describe('a time bound on each search', () => {
  /** Enough people that a search matching no index (a term without letters) reads for a while. */
  async function crowd(t: TestApp, n: number) {
    await t.db.execute(sql`insert into users (identity, email, name, username, gender)
      select 'dev:crowd' || i, 'crowd' || i || '@handlehub.test', 'Crowd Person ' || i, 'crowd' || i, 'female'
      from generate_series(1, ${n}) as i`);
  }

  it('a search past its bound answers 503 "Search is busy" with Retry-After, never an empty page', async () => {
    t = await createTestApp({ rateLimits: false, searchTimeoutMs: 1 });
    await crowd(t, 30_000);
    const res = await from(t, '/api/search/?q=%25%25');
    expect(answer(res)).toEqual({ status: 503, body: { error: MESSAGES.searchBusy } });
    expect(res.headers['retry-after']).toBe('5');
    // The home feed is not bounded this way, and a later search under a workable bound answers.
    expect((await from(t, '/api/home/')).statusCode).toBe(200);
    t.app.config.searchTimeoutMs = 60_000;
    const found = await from(t, '/api/search/?q=crowd1');
    expect(found.statusCode).toBe(200);
    expect((found.json() as { users: unknown[] }).users.length).toBeGreaterThan(0);
  });

  it('the bound never outlives its search: the next statements on the database run unbounded', async () => {
    t = await createTestApp({ rateLimits: false, searchTimeoutMs: 1 });
    await crowd(t, 30_000);
    expect((await from(t, '/api/search/?q=%25%25')).statusCode).toBe(503);
    // More reads at once than the PostgreSQL pool has connections: each one of them is asked.
    const settings = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const result = (await t!.db.execute(
          sql`select current_setting('statement_timeout') as value`,
        )) as unknown as {
          rows: Array<{ value: string }>;
        };
        return result.rows[0]?.value;
      }),
    );
    expect(settings.filter((value) => value === '1ms')).toEqual([]);
  });
});
