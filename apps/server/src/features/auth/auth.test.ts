import { createHash } from 'node:crypto';
import { MESSAGES } from '@handlehub/shared';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession, ownUserJson } from '../../../test/factories.js';
import { type GoogleKeys, startGoogleKeys, unsignedToken } from '../../../test/google-keys.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { Config } from '../../config.js';
import { sessions, users } from '../../db/schema.js';

let keys: GoogleKeys;
let t: TestApp;
beforeAll(async () => {
  keys = await startGoogleKeys();
});
afterAll(() => keys.close());
afterEach(() => t?.close());

/** An app with Google sign-in on and dev login off, as in production. */
const googleApp = (overrides: Partial<Config> = {}) =>
  createTestApp({ googleClientId: keys.clientId, googleJwksUri: keys.uri, devLogin: false, ...overrides });

const login = (payload: object) => t.inject({ method: 'POST', url: '/api/auth/login', payload });
const signup = (payload: object) => t.inject({ method: 'POST', url: '/api/auth/signup', payload });
const getUser = (token: string) =>
  t.inject({ method: 'GET', url: '/api/profile/getuser', headers: { 'user-token': token } });

describe('Google sign-in', () => {
  it('a valid token of a new identity answers loggedIn false with the Google profile', async () => {
    t = await googleApp();
    const res = await login({
      credential: await keys.sign({ sub: 'g-new', email: 'New@Gmail.com', name: 'New Person' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      loggedIn: false,
      googleUser: { googleId: 'g-new', email: 'new@gmail.com', name: 'New Person' },
    });
  });

  it('sign-up with a token creates the user (name from the token); a known identity then logs in', async () => {
    t = await googleApp();
    const credential = await keys.sign({ sub: 'g-known', email: 'known@gmail.com', name: 'Known Person' });
    const created = await signup({ credential, username: 'known', gender: 'male' });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body.user).toEqual(ownUserJson({ name: 'Known Person', username: 'known', gender: 'male' }));
    expect(body.authToken).toMatch(/^[\w-]{43,}$/);

    const res = await login({ credential: await keys.sign({ sub: 'g-known', email: 'known@gmail.com' }) });
    expect(res.statusCode).toBe(200);
    const again = res.json();
    expect(again.loggedIn).toBe(true);
    expect(again.user).toEqual(body.user);
    expect(again.authToken).not.toBe(body.authToken);
    expect((await getUser(again.authToken)).json()).toEqual({ user: body.user });
  });

  it('identity is the token subject, never the e-mail', async () => {
    t = await googleApp();
    await signup({
      credential: await keys.sign({ sub: 'g-sub-1', email: 'same@gmail.com' }),
      username: 'subone',
      gender: 'female',
    });
    const otherSub = await login({
      credential: await keys.sign({ sub: 'g-sub-2', email: 'same@gmail.com' }),
    });
    expect(otherSub.json().loggedIn).toBe(false);
    const newEmail = await login({
      credential: await keys.sign({ sub: 'g-sub-1', email: 'changed@gmail.com' }),
    });
    expect(newEmail.json()).toMatchObject({ loggedIn: true, user: { username: 'subone' } });
  });

  const refusals: Array<[string, () => Promise<string>, string]> = [
    [
      'a token signed by another key',
      async () => keys.sign({}, { key: await keys.newKey() }),
      MESSAGES.invalidCredential,
    ],
    ['an expired token', () => keys.sign({}, { expiresIn: -120 }), MESSAGES.invalidCredential],
    [
      'a token for another audience',
      () => keys.sign({ aud: 'someone-else.apps.googleusercontent.com' }),
      MESSAGES.invalidCredential,
    ],
    [
      'a token from another issuer',
      () => keys.sign({ iss: 'https://evil.example.com' }),
      MESSAGES.invalidCredential,
    ],
    ['an unverified e-mail', () => keys.sign({ email_verified: false }), MESSAGES.emailNotVerified],
    ['alg: none', async () => unsignedToken(decodeJwt(await keys.sign())), MESSAGES.invalidCredential],
    ['garbage', async () => 'not.a.token', MESSAGES.invalidCredential],
  ];

  it.each(refusals)('refuses %s with 401 on login and sign-up', async (_name, token, message) => {
    t = await googleApp();
    const credential = await token();
    const res = await login({ credential });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: message });
    const res2 = await signup({ credential, username: 'refused', gender: 'female' });
    expect(res2.statusCode).toBe(401);
    expect(res2.json()).toEqual({ error: message });
    expect(await t.db.select().from(users)).toEqual([]);
  });

  it('an e-mail alone is refused while dev login is off', async () => {
    t = await googleApp();
    const res = await login({ email: 'someone@gmail.com', name: 'Someone' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: MESSAGES.devLoginOff });
    const res2 = await signup({
      googleUser: { email: 'someone@gmail.com', name: 'Someone' },
      username: 'someone',
      gender: 'male',
    });
    expect(res2.statusCode).toBe(401);
    expect(res2.json()).toEqual({ error: MESSAGES.devLoginOff });
    expect(await t.db.select().from(users)).toEqual([]);
  });

  it.each([false, true])(
    'a client-sent googleUser never overrides the token (dev login %s)',
    async (devLogin) => {
      t = await googleApp({ devLogin });
      const credential = await keys.sign({ sub: 'g-real', email: 'real@gmail.com', name: 'Real Person' });
      const res = await signup({
        credential,
        googleUser: { googleId: 'g-victim', email: 'victim@gmail.com', name: 'Victim Person' },
        username: 'realone',
        gender: 'female',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().user.name).toBe('Real Person');
      const [row] = await t.db.select().from(users);
      expect(row).toMatchObject({ identity: 'g-real', email: 'real@gmail.com', name: 'Real Person' });
    },
  );

  it('gives the shop-owner role to a verified e-mail in SHOP_OWNER_EMAILS, and takes it away when removed', async () => {
    t = await googleApp({ shopOwnerEmails: new Set(['owner@gmail.com']) });
    const credential = await keys.sign({ sub: 'g-owner', email: 'Owner@gmail.com' });
    const res = await signup({ credential, username: 'owner', gender: 'male' });
    expect(res.json().user.isShopOwner).toBe(true);
    const other = await signup({
      credential: await keys.sign({ sub: 'g-other', email: 'other@gmail.com' }),
      username: 'other',
      gender: 'male',
    });
    expect(other.json().user.isShopOwner).toBe(false);
    await t.close();

    t = await googleApp({ shopOwnerEmails: new Set(['owner@gmail.com']) });
    await signup({ credential, username: 'owner', gender: 'male' });
    t.app.config.shopOwnerEmails = new Set();
    const later = await login({ credential });
    expect(later.json()).toMatchObject({ loggedIn: true, user: { isShopOwner: false } });
  });
});

describe('dev login', () => {
  it('login {email, name} and sign-up {googleUser} work with identity dev: + e-mail', async () => {
    t = await createTestApp();
    const first = await login({ email: 'Dev@Example.com', name: 'Dev Person' });
    expect(first.json()).toEqual({
      loggedIn: false,
      googleUser: { googleId: 'dev:dev@example.com', email: 'dev@example.com', name: 'Dev Person' },
    });
    const created = await signup({
      googleUser: { email: 'dev@example.com', name: 'Dev Person' },
      username: 'devperson',
      gender: 'female',
    });
    expect(created.statusCode).toBe(201);
    const [row] = await t.db.select().from(users);
    expect(row?.identity).toBe('dev:dev@example.com');
    const again = await login({ email: 'dev@example.com' });
    expect(again.json()).toMatchObject({
      loggedIn: true,
      user: { username: 'devperson', name: 'Dev Person' },
    });
  });

  it('a credential is refused when Google sign-in is not configured', async () => {
    t = await createTestApp();
    const res = await login({ credential: await keys.sign() });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: MESSAGES.devLoginOff });
  });
});

describe('POST /api/auth/signup validation', () => {
  const person = { googleUser: { email: 'v@example.com', name: 'Valid Person' } };
  const cases: Array<[string, object, string]> = [
    ['username missing', { gender: 'male' }, MESSAGES.usernameBlank],
    ['username empty', { username: '', gender: 'male' }, MESSAGES.usernameBlank],
    ['username only spaces', { username: '   ', gender: 'male' }, MESSAGES.usernameBlank],
    ['username and gender missing (username first)', {}, MESSAGES.usernameBlank],
    ['username too short', { username: 'ab', gender: 'male' }, MESSAGES.usernameTooShort],
    ['username too long', { username: 'a'.repeat(31), gender: 'male' }, MESSAGES.usernameTooLong],
    ['username with a dash', { username: 'ab-cd', gender: 'male' }, MESSAGES.usernameChars],
    ['username with an emoji', { username: 'ab😀cd', gender: 'male' }, MESSAGES.usernameChars],
    ['username starting with a dot', { username: '.abcd', gender: 'male' }, MESSAGES.usernameStart],
    ['username starting with an underscore', { username: '_abcd', gender: 'male' }, MESSAGES.usernameStart],
    ['reserved username', { username: 'settings', gender: 'male' }, MESSAGES.usernameReserved],
    ['reserved username in capitals', { username: 'Admin', gender: 'male' }, MESSAGES.usernameReserved],
    ['gender missing', { username: 'validname' }, MESSAGES.genderMissing],
    ['gender not male or female', { username: 'validname', gender: 'other' }, MESSAGES.genderMissing],
  ];

  it.each(cases)('%s → 400', async (_name, fields, message) => {
    t = await createTestApp();
    const res = await signup({ ...person, ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect(await t.db.select().from(users)).toEqual([]);
  });

  it('stores the username lower case without spaces, as the form forces it', async () => {
    t = await createTestApp();
    const res = await signup({ ...person, username: 'Maya Lee', gender: 'female' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.username).toBe('mayalee');
  });

  it('a taken username → 409', async () => {
    t = await createTestApp();
    await createUserWithSession(t, { username: 'taken' });
    const res = await signup({ ...person, username: 'taken', gender: 'male' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: MESSAGES.usernameTaken });
  });

  it('signing up twice with one identity → 409', async () => {
    t = await createTestApp();
    await signup({ ...person, username: 'firstname', gender: 'male' });
    const res = await signup({ ...person, username: 'secondname', gender: 'male' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: MESSAGES.alreadySignedUp });
  });

  it('8 simultaneous sign-ups for one username: exactly one wins, the rest get 409', async () => {
    t = await createTestApp({ rateLimits: false });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        signup({
          googleUser: { email: `racer${i}@example.com`, name: `Racer ${i}` },
          username: 'prize',
          gender: 'male',
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const r of results.filter((r) => r.statusCode === 409)) {
      expect(r.json()).toEqual({ error: MESSAGES.usernameTaken });
    }
    expect(await t.db.select().from(users).where(eq(users.username, 'prize'))).toHaveLength(1);
  });

  it('sign-in is rate limited to 10 a minute per address', async () => {
    t = await createTestApp({ rateLimits: true });
    for (let i = 0; i < 10; i++) expect((await login({ email: `r${i}@example.com` })).statusCode).toBe(200);
    const res = await login({ email: 'r10@example.com' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: MESSAGES.tooManyRequests });
  });
});

describe('sessions', () => {
  it('stores only the SHA-256 of the token', async () => {
    t = await createTestApp();
    const res = await signup({ googleUser: { email: 'h@example.com' }, username: 'hashed', gender: 'male' });
    const token: string = res.json().authToken;
    const rows = await t.db.select().from(sessions);
    expect(rows.map((r) => r.tokenHash)).toEqual([createHash('sha256').update(token).digest('hex')]);
  });

  it('logout revokes only that session', async () => {
    t = await createTestApp();
    const a = await createUserWithSession(t);
    const second = (await login({ email: a.user.email })).json().authToken as string;
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'user-token': a.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: MESSAGES.loggedOut });
    expect((await getUser(a.token)).statusCode).toBe(401);
    expect((await getUser(a.token)).json()).toEqual({ error: MESSAGES.sessionExpired });
    expect((await getUser(second)).statusCode).toBe(200);
  });

  it('logout without a session → 401', async () => {
    t = await createTestApp();
    const res = await t.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: MESSAGES.notSignedIn });
  });

  it('an expired session → 401; use slides the 30-day expiry forward', async () => {
    t = await createTestApp();
    const live = await createUserWithSession(t);
    const dead = await createUserWithSession(t);
    const hash = (token: string) => createHash('sha256').update(token).digest('hex');
    const soon = new Date(Date.now() + 86_400_000);
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await t.db
      .update(sessions)
      .set({ expiresAt: soon, lastUsedAt: twoHoursAgo })
      .where(eq(sessions.tokenHash, hash(live.token)));
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hash(dead.token)));

    expect((await getUser(dead.token)).statusCode).toBe(401);
    expect((await getUser(live.token)).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hash(live.token)));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it('a session ends 90 days after sign-in however often it is used; the sliding expiry never passes that (probe L4)', async () => {
    t = await createTestApp();
    const hash = (token: string) => createHash('sha256').update(token).digest('hex');
    const old = await createUserWithSession(t);
    const ageing = await createUserWithSession(t);
    const day = 86_400_000;
    // Used an hour ago, idle expiry still 29 days away, but signed in 90 days and a minute ago.
    await t.db
      .update(sessions)
      .set({
        createdAt: new Date(Date.now() - 90 * day - 60_000),
        lastUsedAt: new Date(Date.now() - 3_600_000),
        expiresAt: new Date(Date.now() + 29 * day),
      })
      .where(eq(sessions.tokenHash, hash(old.token)));
    expect((await getUser(old.token)).statusCode).toBe(401);
    expect((await getUser(old.token)).json()).toEqual({ error: MESSAGES.sessionExpired });

    // Signed in 80 days ago and used now: the expiry slides to day 90, not 30 days from now.
    const signedIn = Date.now() - 80 * day;
    await t.db
      .update(sessions)
      .set({ createdAt: new Date(signedIn), lastUsedAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(sessions.tokenHash, hash(ageing.token)));
    expect((await getUser(ageing.token)).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hash(ageing.token)));
    expect(row!.expiresAt.getTime()).toBe(signedIn + 90 * day);
  });

  it("log out of all devices revokes every session of the user and no one else's (probe L4)", async () => {
    t = await createTestApp();
    const a = await createUserWithSession(t);
    const b = await createUserWithSession(t);
    const second = (await login({ email: a.user.email })).json().authToken as string;
    const third = (await login({ email: a.user.email })).json().authToken as string;
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/logoutall',
      headers: { 'user-token': second },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: MESSAGES.loggedOutEverywhere });
    for (const token of [a.token, second, third]) {
      expect((await getUser(token)).json()).toEqual({ error: MESSAGES.sessionExpired });
    }
    expect((await getUser(b.token)).statusCode).toBe(200);
    const again = await t.inject({
      method: 'POST',
      url: '/api/auth/logoutall',
      headers: { 'user-token': second },
    });
    expect(again.statusCode).toBe(401);
    expect((await t.inject({ method: 'POST', url: '/api/auth/logoutall' })).statusCode).toBe(401);
  });
});
