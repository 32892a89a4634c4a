import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@handlehub/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type GoogleKeys, startGoogleKeys } from '../../../test/google-keys.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { HttpError } from '../../lib/http-error.js';
import { createGoogleVerifier } from './google.js';

let keys: GoogleKeys;
beforeAll(async () => {
  keys = await startGoogleKeys();
});
afterAll(() => keys.close());
afterEach(() => keys.failWith(null));

const config = () => ({ googleClientId: keys.clientId, googleJwksUri: keys.uri });

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return { status: (error as HttpError).statusCode, message: (error as HttpError).message };
}

/** A port nothing listens on. */
async function closedPortUri(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/certs`;
}

describe('Google ID-token verifier', () => {
  it('caches the key set: two verifications fetch it once', async () => {
    const google = createGoogleVerifier(config());
    const before = keys.fetches;
    await google.verify(await keys.sign({ sub: 'a1' }));
    await google.verify(await keys.sign({ sub: 'a2' }));
    expect(keys.fetches - before).toBe(1);
  });

  it('an unknown kid refetches the key set once and accepts a newly published key', async () => {
    const google = createGoogleVerifier(config(), { refetchCooldownMs: 0 });
    await google.verify(await keys.sign());
    const rotated = await keys.newKey();
    keys.publish(rotated);
    const before = keys.fetches;
    const who = await google.verify(await keys.sign({ sub: 'rotated-1' }, { key: rotated }));
    expect(who.sub).toBe('rotated-1');
    expect(keys.fetches - before).toBe(1);
  });

  it('a kid still unknown after the one refetch is refused without further fetches', async () => {
    const google = createGoogleVerifier(config(), { refetchCooldownMs: 0 });
    await google.verify(await keys.sign());
    const stranger = await keys.newKey();
    const before = keys.fetches;
    expect(await refusal(google.verify(await keys.sign({}, { key: stranger })))).toEqual({
      status: 401,
      message: MESSAGES.invalidCredential,
    });
    expect(keys.fetches - before).toBe(1);
  });

  it('within the cool-down, unknown kids do not refetch (no fetch flood from forged tokens)', async () => {
    const google = createGoogleVerifier(config());
    await google.verify(await keys.sign());
    const stranger = await keys.newKey();
    const before = keys.fetches;
    for (let i = 0; i < 3; i++) {
      expect((await refusal(google.verify(await keys.sign({}, { key: stranger })))).status).toBe(401);
    }
    expect(keys.fetches - before).toBe(0);
  });

  it('key set unreachable (nothing listening) → 503, never accepted', async () => {
    const google = createGoogleVerifier({
      googleClientId: keys.clientId,
      googleJwksUri: await closedPortUri(),
    });
    expect(await refusal(google.verify(await keys.sign()))).toEqual({
      status: 503,
      message: MESSAGES.keySetUnavailable,
    });
  });

  it('key set answering 500 → 503, never accepted', async () => {
    keys.failWith(500);
    const google = createGoogleVerifier(config());
    expect(await refusal(google.verify(await keys.sign()))).toEqual({
      status: 503,
      message: MESSAGES.keySetUnavailable,
    });
  });

  it('accepts a token expired less than the 60 s clock skew ago, refuses one past it', async () => {
    const google = createGoogleVerifier(config());
    expect((await google.verify(await keys.sign({ sub: 'skew' }, { expiresIn: -30 }))).sub).toBe('skew');
    expect((await refusal(google.verify(await keys.sign({}, { expiresIn: -90 })))).status).toBe(401);
  });
});

describe('POST /api/auth/login while the key set is unreachable', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('answers 503 with a readable error', async () => {
    t = await createTestApp({
      googleClientId: keys.clientId,
      googleJwksUri: await closedPortUri(),
      devLogin: false,
    });
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { credential: await keys.sign() },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: MESSAGES.keySetUnavailable });
  });
});
