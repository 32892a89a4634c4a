import { HANDLE_FIELDS } from '@handlehub/shared';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession } from '../factories.js';
import { type GoogleKeys, startGoogleKeys } from '../google-keys.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { testDbKind } from '../test-database.js';
import {
  encodeMultipart,
  hostileJsonBody,
  hostileMultipart,
  hostileQuery,
  hostileSegment,
  propertyRuns,
} from './hostile.js';
import { seedProduct, snapshot } from './support.js';

/**
 * Hostile input on every endpoint that takes input. Properties: never a 5xx; a refusal is exactly
 * `{error: string}`; a refused request leaves every stored row as it was.
 */

const RUNS = propertyRuns(testDbKind);

let t: TestApp;
let keys: GoogleKeys;
let userToken: string;
let ownerToken: string;

beforeAll(async () => {
  keys = await startGoogleKeys();
  t = await createTestApp({ rateLimits: false, googleClientId: keys.clientId, googleJwksUri: keys.uri });
  userToken = (await createUserWithSession(t, { username: 'fuzzuser' })).token;
  const owner = await createUserWithSession(t, { isShopOwner: true, username: 'fuzzowner' });
  ownerToken = owner.token;
  await seedProduct(t.db, owner.user.id);
});
afterAll(async () => {
  await t.close();
  await keys.close();
});

type Who = 'anyone' | 'user' | 'owner';
const tokenOf = (who: Who) => (who === 'user' ? userToken : who === 'owner' ? ownerToken : undefined);

/** Sends one request and checks the three properties against the database before and after. */
async function holds(options: InjectOptions, who: Who): Promise<void> {
  const before = await snapshot(t.db);
  const token = tokenOf(who);
  const res = await t.inject({
    ...options,
    headers: { ...(options.headers as object), ...(token ? { 'user-token': token } : {}) },
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
  if (res.statusCode < 400) return;
  const body: unknown = res.json();
  expect(body).toEqual({ error: expect.any(String) });
  expect((body as { error: string }).error.length).toBeGreaterThan(0);
  expect(await snapshot(t.db)).toEqual(before);
}

const JSON_CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
];

const JSON_ENDPOINTS: [string, Who, readonly string[]][] = [
  ['/api/auth/login', 'anyone', ['credential', 'email', 'name']],
  ['/api/auth/signup', 'anyone', ['username', 'gender', 'credential', 'googleUser', 'email', 'name']],
  ['/api/profile/changestatus', 'user', ['fieldname', 'status']],
  ['/api/others/submitfeedback', 'user', ['feedback']],
  ['/api/social/updatesocialaccount', 'user', HANDLE_FIELDS],
  ['/api/product/deleteproduct', 'owner', ['productid']],
];

const MULTIPART_ENDPOINTS: [string, Who, readonly string[]][] = [
  ['/api/profile/updateprofile', 'user', ['name', 'username', 'gender']],
  ['/api/product/addproduct', 'owner', ['productname', 'productdesc', 'productlink']],
];

const QUERY_ENDPOINTS: [string, readonly string[]][] = [
  ['/api/home/', ['page', 'game']],
  ['/api/search/', ['q', 'page', 'game']],
  ['/api/product/', ['page']],
  ['/api/qr/fuzzuser.svg', ['size']],
];

const PATH_ENDPOINTS = ['/api/user/', '/media/', '/api/qr/', '/api/og/'];

describe(`hostile input never breaks the server (${RUNS} runs per endpoint)`, () => {
  it.each(JSON_ENDPOINTS)('POST %s with hostile JSON', async (url, who, fields) => {
    await fc.assert(
      fc.asyncProperty(hostileJsonBody(fields), fc.constantFrom(...JSON_CONTENT_TYPES), (payload, type) =>
        holds({ method: 'POST', url, payload, headers: { 'content-type': type } }, who),
      ),
      { numRuns: RUNS },
    );
  });

  it.each(MULTIPART_ENDPOINTS)('POST %s with hostile multipart', async (url, who, fields) => {
    await fc.assert(
      fc.asyncProperty(hostileMultipart(fields, 'photo'), async (spec) => {
        const form = await encodeMultipart(spec);
        await holds({ method: 'POST', url, ...form }, who);
      }),
      { numRuns: RUNS },
    );
  });

  it.each(QUERY_ENDPOINTS)('GET %s with a hostile query string', async (path, params) => {
    await fc.assert(
      fc.asyncProperty(hostileQuery(params), (query) =>
        holds({ method: 'GET', url: `${path}?${query}` }, 'user'),
      ),
      { numRuns: RUNS },
    );
  });

  it.each(PATH_ENDPOINTS)('GET %s{hostile segment}', async (prefix) => {
    await fc.assert(
      fc.asyncProperty(hostileSegment, (segment) =>
        holds({ method: 'GET', url: `${prefix}${segment}` }, 'anyone'),
      ),
      { numRuns: RUNS },
    );
  });
});
