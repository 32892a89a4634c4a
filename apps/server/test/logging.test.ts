import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { type GoogleKeys, startGoogleKeys } from './google-keys.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/** Every structured log line the app writes during a session's life: sign-up to logout. */
let keys: GoogleKeys;
let testDb: TestDatabase;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  keys = await startGoogleKeys();
  testDb = await createTestDatabase();
  app = await buildApp(
    testConfig({
      webDist: undefined,
      // The most talkative level: a secret must not appear even in debug output.
      logLevel: 'trace',
      googleClientId: keys.clientId,
      googleJwksUri: keys.uri,
      devLogin: false,
    }),
    { database: testDb.database, logStream: { write: (line) => void lines.push(line) } },
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
  await keys.close();
});

describe('structured logs', () => {
  it('never contain session tokens, Google ID tokens or e-mail addresses', async () => {
    const email = 'Secret.Person@Example.com';
    const signupToken = await keys.sign({ sub: 'g-logging', email, name: 'Secret Person' });
    const loginToken = await keys.sign({ sub: 'g-logging', email });
    const forged = await keys.sign({ sub: 'g-logging', email }, { key: await keys.newKey() });
    const send = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
      app.inject({
        method,
        url,
        ...(token ? { headers: { 'user-token': token } } : {}),
        ...(payload ? { payload } : {}),
      });

    const signup = await send('POST', '/api/auth/signup', undefined, {
      credential: signupToken,
      username: 'loggedperson',
      gender: 'female',
    });
    expect(signup.statusCode).toBe(201);
    const login = await send('POST', '/api/auth/login', undefined, { credential: loginToken });
    expect(login.json().loggedIn).toBe(true);
    const sessionTokens: string[] = [signup.json().authToken, login.json().authToken];

    const [first, second] = sessionTokens as [string, string];
    expect((await send('GET', '/api/profile/getuser', first)).statusCode).toBe(200);
    expect(
      (await send('POST', '/api/social/updatesocialaccount', first, { instagram: 'logged' })).statusCode,
    ).toBe(200);
    expect(
      (await send('POST', '/api/others/submitfeedback', second, { feedback: `mail me at ${email}` }))
        .statusCode,
    ).toBe(200);
    expect(
      (await send('POST', '/api/profile/changestatus', first, { fieldname: 'bogus', status: 1 })).statusCode,
    ).toBe(400);
    expect((await send('POST', '/api/auth/login', undefined, { credential: forged })).statusCode).toBe(401);
    expect(
      (await send('POST', '/api/auth/login', undefined, { credential: `${loginToken}x` })).statusCode,
    ).toBe(401);
    expect((await send('POST', '/api/auth/logout', second)).statusCode).toBe(200);
    expect((await send('GET', '/api/profile/getuser', second)).statusCode).toBe(401);

    const log = lines.join('');
    // The run did log its requests (so an empty log cannot pass): one access line for each of the ten.
    expect(lines.filter((line) => line.includes('"msg":"request completed"'))).toHaveLength(10);
    expect(log).toContain('/api/profile/getuser');
    const secrets = [
      ...sessionTokens,
      signupToken,
      loginToken,
      forged,
      // A JWT's signature alone is as telling as the whole token.
      ...[signupToken, loginToken, forged].map((jwt) => jwt.split('.')[2]!),
      email,
      email.toLowerCase(),
    ];
    const leaked = secrets.filter((secret) => log.toLowerCase().includes(secret.toLowerCase()));
    expect(leaked).toEqual([]);
  });

  it("name each request by the caller's x-request-id, or by a new UUID when it is missing or not a plain id", async () => {
    const reqIdsOf = (path: string) =>
      lines
        .map((line) => JSON.parse(line) as { reqId?: string; req?: { url?: string } })
        .filter((entry) => entry.req?.url === path)
        .map((entry) => entry.reqId);
    await app.inject({ method: 'GET', url: '/healthz?given', headers: { 'x-request-id': 'trace-me_42' } });
    await app.inject({ method: 'GET', url: '/healthz?odd', headers: { 'x-request-id': 'not a plain id!' } });
    await app.inject({ method: 'GET', url: '/healthz?none' });
    expect(reqIdsOf('/healthz?given')).toEqual(['trace-me_42']);
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const path of ['/healthz?odd', '/healthz?none']) {
      const [id, ...more] = reqIdsOf(path);
      expect(more, path).toEqual([]);
      expect(id, path).toMatch(uuid);
    }
  });
});
