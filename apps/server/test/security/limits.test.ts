import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { MESSAGES, RATE_LIMITS } from '@handlehub/shared';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import { createUserWithSession, postFeedback, postHandles, postProfileForm, signUp } from '../factories.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Rate limits (docs/decisions/003): 429 with the spec's message, per address and per user, across instances. */

let t: TestApp | undefined;
const extra: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of extra.splice(0)) await app.close();
  await t?.close();
  t = undefined;
});

const tooMany = { status: 429, body: { error: MESSAGES.tooManyRequests } };
const answer = (res: { statusCode: number; json(): unknown }) => ({
  status: res.statusCode,
  body: res.json(),
});

const login = (app: { inject: TestApp['inject'] }, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers,
    payload: { email: `l${randomBytes(3).toString('hex')}@example.com`, name: 'Lo Gin' },
  });

const feedback = (token: string) => postFeedback(t!, token, 'hi');

describe('per-user limits', () => {
  it(`writes: ${RATE_LIMITS.writesPerMinutePerUser} a minute per user, one budget across write routes`, async () => {
    t = await createTestApp({ rateLimits: true });
    const a = await createUserWithSession(t);
    const b = await createUserWithSession(t);
    const half = RATE_LIMITS.writesPerMinutePerUser / 2;
    for (let i = 0; i < half; i++) expect((await feedback(a.token)).statusCode).toBe(200);
    for (let i = 0; i < half; i++) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/profile/changestatus',
        headers: { 'user-token': a.token },
        payload: { fieldname: 'isSearchable', status: i % 2 === 0 },
      });
      expect(res.statusCode).toBe(200);
    }
    const over = await postHandles(t, a.token, { instagram: 'someone' });
    expect(answer(over)).toEqual(tooMany);
    expect(over.headers['retry-after']).toBeDefined();
    // The data export (several queries each) takes from the same budget.
    const exported = await t.inject({
      method: 'GET',
      url: '/api/profile/export',
      headers: { 'user-token': a.token },
    });
    expect(answer(exported)).toEqual(tooMany);
    // Another user from the same address has a budget of their own.
    expect((await feedback(b.token)).statusCode).toBe(200);
  });

  it(`photo updates: ${RATE_LIMITS.photoUpdatesPerMinutePerUser} a minute per user, apart from other writes`, async () => {
    t = await createTestApp({ rateLimits: true });
    const a = await createUserWithSession(t, { username: 'photoer' });
    const update = () =>
      postProfileForm(t!, a.token, { name: 'Photo Person', username: 'photoer', gender: 'male' });
    for (let i = 0; i < RATE_LIMITS.photoUpdatesPerMinutePerUser; i++)
      expect((await update()).statusCode).toBe(200);
    expect(answer(await update())).toEqual(tooMany);
    expect((await feedback(a.token)).statusCode).toBe(200);
  });

  it('requests without a live session count against their address', async () => {
    t = await createTestApp({ rateLimits: true });
    for (let i = 0; i < RATE_LIMITS.writesPerMinutePerUser; i++) {
      expect((await feedback('dead-token')).statusCode).toBe(401);
    }
    expect(answer(await feedback('another-dead-token'))).toEqual(tooMany);
  });
});

describe('per-address limits and X-Forwarded-For', () => {
  const limit = RATE_LIMITS.signInPerMinutePerAddress;
  const rotating = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i}` });

  it(`sign-in: ${limit} a minute per address; a rotating X-Forwarded-For from an untrusted sender resets nothing`, async () => {
    t = await createTestApp({ rateLimits: true, trustProxy: false });
    for (let i = 0; i < limit; i++) expect((await login(t, rotating(i))).statusCode).toBe(200);
    expect(answer(await login(t, rotating(99)))).toEqual(tooMany);
    // Sign-up shares the sign-in budget.
    const signup = await signUp(t, {
      email: 'late@example.com',
      name: 'Late One',
      username: 'lateone',
      gender: 'male',
    });
    expect(answer(signup)).toEqual(tooMany);
  });

  it('behind a proxy in TRUST_PROXY, each forwarded client has its own budget', async () => {
    t = await createTestApp({ rateLimits: true, trustProxy: ['127.0.0.1'] });
    for (let i = 0; i < limit + 5; i++) expect((await login(t, rotating(i))).statusCode).toBe(200);
    for (let i = 0; i < limit - 1; i++) expect((await login(t, rotating(1))).statusCode).toBe(200);
    expect(answer(await login(t, rotating(1)))).toEqual(tooMany);
  });
});

describe('shared counts with REDIS_URL', () => {
  const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
  const limit = RATE_LIMITS.signInPerMinutePerAddress;

  /** Two server instances on loopback over one database, with or without the shared Redis store. */
  async function twoInstances(shared: boolean): Promise<[string, string, string]> {
    t = await createTestApp();
    const namespace = `hh-test-${randomBytes(6).toString('hex')}-`;
    const urls: string[] = [];
    for (let i = 0; i < 2; i++) {
      const app = await buildApp(
        testConfig({ webDist: undefined, rateLimits: true, redisUrl: shared ? redisUrl : undefined }),
        {
          database: t.testDb.database,
          rateLimitNamespace: namespace,
        },
      );
      extra.push(app);
      await app.listen({ port: 0, host: '127.0.0.1' });
      urls.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    }
    return [urls[0]!, urls[1]!, namespace];
  }

  const loginAt = async (base: string) => {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `r${randomBytes(3).toString('hex')}@example.com`, name: 'Re Dis' }),
    });
    return { status: res.status, body: (await res.json()) as unknown };
  };

  it('two instances share one budget', async () => {
    const [a, b, namespace] = await twoInstances(true);
    const redis = new Redis(redisUrl);
    try {
      for (let i = 0; i < limit; i++) expect((await loginAt(i % 2 === 0 ? a : b)).status).toBe(200);
      expect(await loginAt(a)).toEqual(tooMany);
      expect(await loginAt(b)).toEqual(tooMany);
      expect((await redis.keys(`${namespace}*`)).length).toBeGreaterThan(0);
    } finally {
      const keys = await redis.keys(`${namespace}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
  });

  it('anonymous reads share one budget too (probe M4)', async () => {
    const [a, b, namespace] = await twoInstances(true);
    const redis = new Redis(redisUrl);
    const budget = RATE_LIMITS.discoveryPerMinutePerAddress;
    try {
      for (let i = 0; i < budget; i++) {
        expect((await fetch(`${i % 2 === 0 ? a : b}/api/search/?q=r${i}`)).status).toBe(200);
      }
      expect((await fetch(`${a}/api/home/`)).status).toBe(429);
      expect((await fetch(`${b}/api/search/?q=x`)).status).toBe(429);
    } finally {
      const keys = await redis.keys(`${namespace}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
  });

  it('without Redis each instance counts alone (the control for the test above)', async () => {
    const [a, b] = await twoInstances(false);
    for (let i = 0; i < limit; i++) expect((await loginAt(a)).status).toBe(200);
    expect((await loginAt(b)).status).toBe(200);
  });
});
