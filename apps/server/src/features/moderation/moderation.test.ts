import { MESSAGES, REPORT_NOTE_MAX } from '@handlehub/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUserWithSession,
  postFeedback,
  postProduct,
  saveHandles,
  signIn,
  signUp,
  VALID_PRODUCT,
} from '../../../test/factories.js';
import { type GoogleKeys, startGoogleKeys } from '../../../test/google-keys.js';
import { png } from '../../../test/photo-fixtures.js';
import { shellWebDist } from '../../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { buildApp } from '../../app.js';
import { type Config, testConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { moderationLog, sessions, users } from '../../db/schema.js';

const TOKEN = 'test-admin-token-0123456789abcdefghijklmnop';
const OWNER_EMAIL = 'listed.owner@handlehub.test';

let testDb: TestDatabase;
let keys: GoogleKeys;
let app: FastifyInstance;
let db: Db;
const logLines: string[] = [];

async function start(overrides: Partial<Config> = {}, database = testDb.database) {
  const webDist = shellWebDist();
  const built = await buildApp(
    testConfig({
      webDist,
      adminToken: TOKEN,
      logLevel: 'info',
      rateLimits: false,
      shopOwnerEmails: new Set([OWNER_EMAIL]),
      // Google sign-in beside dev login: only a verified Google e-mail is ever matched to SHOP_OWNER_EMAILS.
      googleClientId: keys.clientId,
      googleJwksUri: keys.uri,
      ...overrides,
    }),
    { database, logStream: { write: (line) => void logLines.push(line) } },
  );
  await built.ready();
  return built;
}

beforeAll(async () => {
  keys = await startGoogleKeys();
  testDb = await createTestDatabase();
  app = await start();
  db = testDb.database.db;
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
  await keys.close();
});

interface AdminCall {
  token?: string | null;
  payload?: object;
  remoteAddress?: string;
  headers?: Record<string, string>;
}

const admin = (method: 'GET' | 'POST', url: string, options: AdminCall = {}, target = app) => {
  const { token = TOKEN, payload, remoteAddress, headers = {} } = options;
  const request: InjectOptions = {
    method,
    url,
    headers: { ...(token !== null ? { 'admin-token': token } : {}), 'admin-actor': 'alice', ...headers },
    ...(method === 'POST' ? { payload: payload ?? {} } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
  };
  return target.inject(request);
};

const logRows = (target: string) => db.select().from(moderationLog).where(eq(moderationLog.target, target));
const allLogRows = () => db.select().from(moderationLog);

const ROUTES: Array<['GET' | 'POST', string]> = [
  ['POST', '/api/admin/users/someone/block'],
  ['POST', '/api/admin/users/someone/unblock'],
  ['POST', '/api/admin/users/someone/grant-shop'],
  ['POST', '/api/admin/users/someone/revoke-shop'],
  ['GET', '/api/admin/feedback'],
  ['GET', '/api/admin/reports'],
  ['POST', '/api/admin/reports/00000000-0000-4000-8000-000000000000/resolve'],
  ['GET', '/api/admin/counts'],
];

describe('admin API access', () => {
  it.each(ROUTES)('%s %s without the admin-token header → 401', async (method, url) => {
    const before = (await allLogRows()).length;
    const res = await admin(method, url, { token: null });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: MESSAGES.adminTokenMissing });
    expect(await allLogRows()).toHaveLength(before);
  });

  it.each(ROUTES)('%s %s with a wrong token → 403', async (method, url) => {
    for (const token of ['wrong', `${TOKEN}x`, TOKEN.slice(0, -1), TOKEN.toUpperCase()]) {
      const res = await admin(method, url, { token });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: MESSAGES.adminTokenInvalid });
    }
  });

  it.each(ROUTES)('%s %s from another machine → 403, even with the right token', async (method, url) => {
    const res = await admin(method, url, { remoteAddress: '203.0.113.9' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: MESSAGES.adminLocalOnly });
  });

  it('a request forwarded by a proxy on this machine is not local', async () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const res = await admin('GET', '/api/admin/counts', { headers: { [header]: '203.0.113.9' } });
      expect(res.statusCode, header).toBe(403);
      expect(res.json()).toEqual({ error: MESSAGES.adminLocalOnly });
    }
  });

  it('IPv6 and IPv4-mapped loopback callers are local', async () => {
    for (const remoteAddress of ['::1', '::ffff:127.0.0.1', '127.0.0.2']) {
      expect((await admin('GET', '/api/admin/counts', { remoteAddress })).statusCode, remoteAddress).toBe(
        200,
      );
    }
  });

  it('ADMIN_ALLOW_REMOTE lets another machine in, with the token only', async () => {
    const remote = await start({ adminAllowRemote: true });
    try {
      const from = '203.0.113.9';
      expect((await admin('GET', '/api/admin/counts', { remoteAddress: from }, remote)).statusCode).toBe(200);
      const wrong = await admin('GET', '/api/admin/counts', { remoteAddress: from, token: 'nope' }, remote);
      expect(wrong.statusCode).toBe(403);
    } finally {
      await remote.close();
    }
  });

  it('without a token configured the admin API is off → 403 with how to turn it on', async () => {
    const off = await start({ adminToken: undefined });
    try {
      const res = await admin('GET', '/api/admin/counts', {}, off);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: MESSAGES.adminOff });
    } finally {
      await off.close();
    }
  });

  it('is not in the public OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/api/admin'))).toEqual([]);
    expect(Object.keys(doc.paths)).toContain('/api/report');
  });

  it('never writes the admin token to the logs', async () => {
    await admin('GET', '/api/admin/counts');
    await admin('GET', '/api/admin/counts', { token: 'a-wrong-guess' });
    expect(logLines.join('\n')).not.toContain(TOKEN);
  });
});

/** What a visitor can see of `username`: home feed, search, the profile API and the profile page. */
async function visibility(username: string) {
  const home = (await app.inject({ method: 'GET', url: '/api/home/' })).json() as {
    users: { username: string }[];
  };
  const search = (
    await app.inject({ method: 'GET', url: '/api/search/', query: { q: username } })
  ).json() as {
    users: { username: string }[];
  };
  const profile = (await app.inject({ method: 'GET', url: `/api/user/${username}` })).json() as {
    user: unknown[];
  };
  const page = await app.inject({ method: 'GET', url: `/user/${username}` });
  return {
    home: home.users.some((u) => u.username === username),
    search: search.users.some((u) => u.username === username),
    profile: profile.user.length === 1,
    pageStatus: page.statusCode,
  };
}

/** What `visibility` finds for a person everyone may see, and for one nobody may. */
const SEEN_EVERYWHERE = { home: true, search: true, profile: true, pageStatus: 200 };
const SEEN_NOWHERE = { home: false, search: false, profile: false, pageStatus: 404 };

const devLogin = (email: string) => signIn(app, email);

describe('block and unblock', () => {
  it('block: gone from home, search, /api/user and the page (404), signed out, sign-in refused; logged', async () => {
    const { user, token } = await createUserWithSession(app, { name: 'Blocked Soon' });
    expect(await visibility(user.username)).toEqual(SEEN_EVERYWHERE);

    const res = await admin('POST', `/api/admin/users/${user.username}/block`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      msg: MESSAGES.userBlocked,
      changed: true,
      user: { username: user.username, isBlocked: true, isShopOwner: false },
    });

    // The profile was cached by the first look; it must not outlive the block.
    expect(await visibility(user.username)).toEqual(SEEN_NOWHERE);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    const me = await app.inject({
      method: 'GET',
      url: '/api/profile/getuser',
      headers: { 'user-token': token },
    });
    expect(me.statusCode).toBe(401);

    const login = await devLogin(user.email);
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ error: MESSAGES.accountBlocked });
    const signup = await signUp(app, {
      email: user.email,
      name: 'Again',
      username: 'fresh.start.name',
      gender: 'male',
    });
    expect(signup.statusCode).toBe(403);
    expect(signup.json()).toEqual({ error: MESSAGES.accountBlocked });

    const rows = await logRows(user.id);
    expect(rows.map((r) => ({ actor: r.actor, action: r.action, detail: r.detail }))).toEqual([
      { actor: 'alice', action: 'block', detail: `@${user.username}` },
    ]);
    const line = logLines.find((l) => l.includes('"admin action"') && l.includes(`@${user.username}`));
    expect(line && JSON.parse(line).admin).toEqual({
      actor: 'alice',
      action: 'block',
      target: `@${user.username}`,
    });
  });

  it('block twice: 200 "already blocked", nothing changes, the attempt is logged', async () => {
    const { user } = await createUserWithSession(app);
    await admin('POST', `/api/admin/users/${user.username}/block`);
    const again = await admin('POST', `/api/admin/users/${user.username}/block`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ msg: MESSAGES.userAlreadyBlocked, changed: false });
    expect((await logRows(user.id)).map((r) => r.detail).sort()).toEqual(
      [`@${user.username}`, `@${user.username} (no change)`].sort(),
    );
  });

  it('unblock brings the user back everywhere, and they may sign in again', async () => {
    const { user } = await createUserWithSession(app, { name: 'Comes Back' });
    await admin('POST', `/api/admin/users/${user.username}/block`);
    expect(await visibility(user.username)).toMatchObject({ profile: false, pageStatus: 404 });

    const res = await admin('POST', `/api/admin/users/${user.username}/unblock`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      msg: MESSAGES.userUnblocked,
      changed: true,
      user: { username: user.username, isBlocked: false, isShopOwner: false },
    });
    expect(await visibility(user.username)).toEqual(SEEN_EVERYWHERE);
    const login = await devLogin(user.email);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ loggedIn: true, user: { username: user.username } });
    expect((await logRows(user.id)).map((r) => r.action).sort()).toEqual(['block', 'unblock']);
  });

  it('unblocking someone not blocked: 200 "was not blocked", changed false', async () => {
    const { user } = await createUserWithSession(app);
    const res = await admin('POST', `/api/admin/users/${user.username}/unblock`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ msg: MESSAGES.userNotBlocked, changed: false });
  });

  it('takes the username as typed: @, upper case and spaces are fine', async () => {
    const { user } = await createUserWithSession(app);
    const res = await admin(
      'POST',
      `/api/admin/users/${encodeURIComponent(`@${user.username.toUpperCase()}`)}/block`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user.username).toBe(user.username);
  });

  it.each(['block', 'unblock', 'grant-shop', 'revoke-shop'])(
    '%s of an unknown user → 404, nothing logged',
    async (command) => {
      const before = (await allLogRows()).length;
      const res = await admin('POST', `/api/admin/users/no.such.person/${command}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: MESSAGES.userNotFound });
      expect(await allLogRows()).toHaveLength(before);
    },
  );

  it('a username longer than any can be is refused by the router (414), nothing logged', async () => {
    const before = (await allLogRows()).length;
    const res = await admin('POST', `/api/admin/users/${'a'.repeat(101)}/block`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ error: MESSAGES.invalidRequest });
    expect(await allLogRows()).toHaveLength(before);
  });

  it('a missing or odd admin-actor is logged as "operator"', async () => {
    const { user } = await createUserWithSession(app);
    await app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.username}/block`,
      headers: { 'admin-token': TOKEN, 'admin-actor': 'rm -rf /' },
      payload: {},
    });
    expect((await logRows(user.id)).map((r) => r.actor)).toEqual(['operator']);
  });
});

const addProduct = async (token: string) =>
  postProduct(app, token, VALID_PRODUCT, { filename: 'p.png', type: 'image/png', bytes: await png() });

describe('grant-shop and revoke-shop', () => {
  it('grant lets a user add products at once, and survives their next sign-in; revoke takes it away', async () => {
    const { user, token } = await createUserWithSession(app);
    expect((await addProduct(token)).statusCode).toBe(403);

    const granted = await admin('POST', `/api/admin/users/${user.username}/grant-shop`);
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toEqual({
      msg: MESSAGES.shopGranted,
      changed: true,
      user: { username: user.username, isBlocked: false, isShopOwner: true },
    });
    expect((await addProduct(token)).statusCode).toBe(201);

    // Not in SHOP_OWNER_EMAILS, yet the operator's grant holds at sign-in.
    const login = await devLogin(user.email);
    expect(login.json()).toMatchObject({ loggedIn: true, user: { isShopOwner: true } });

    const revoked = await admin('POST', `/api/admin/users/${user.username}/revoke-shop`);
    expect(revoked.json()).toMatchObject({
      msg: MESSAGES.shopRevoked,
      changed: true,
      user: { isShopOwner: false },
    });
    const res = await addProduct(token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: MESSAGES.shopOwnerOnly });
    expect((await logRows(user.id)).map((r) => r.action).sort()).toEqual(['grant-shop', 'revoke-shop']);
  });

  it('a revoke is not undone by SHOP_OWNER_EMAILS at the next sign-in; a grant gives it back', async () => {
    const credential = await keys.sign({ sub: 'g-listed-owner', email: OWNER_EMAIL, name: 'Listed Owner' });
    const googleLogin = () => app.inject({ method: 'POST', url: '/api/auth/login', payload: { credential } });
    const first = await googleLogin();
    let token: string;
    let username: string;
    if (first.json().loggedIn) {
      ({ authToken: token } = first.json());
      username = first.json().user.username;
    } else {
      const signup = await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { credential, username: 'listed.owner', gender: 'female' },
      });
      expect(signup.statusCode).toBe(201);
      ({ authToken: token } = signup.json());
      username = 'listed.owner';
    }
    expect((await googleLogin()).json().user.isShopOwner).toBe(true);
    expect((await addProduct(token)).statusCode).toBe(201);

    await admin('POST', `/api/admin/users/${username}/revoke-shop`);
    expect((await googleLogin()).json().user.isShopOwner).toBe(false);
    expect((await addProduct(token)).statusCode).toBe(403);

    await admin('POST', `/api/admin/users/${username}/grant-shop`);
    expect((await googleLogin()).json().user.isShopOwner).toBe(true);
  });

  it('a dev sign-in with a listed e-mail never gets the role from SHOP_OWNER_EMAILS; an operator grant gives it (probe M2)', async () => {
    const signup = await signUp(app, {
      email: OWNER_EMAIL,
      name: 'Not The Owner',
      username: 'fake.owner',
      gender: 'male',
    });
    expect(signup.statusCode).toBe(201);
    expect(signup.json().user.isShopOwner).toBe(false);
    expect((await addProduct(signup.json().authToken)).statusCode).toBe(403);
    expect((await devLogin(OWNER_EMAIL)).json().user.isShopOwner).toBe(false);
    await admin('POST', '/api/admin/users/fake.owner/grant-shop');
    expect((await devLogin(OWNER_EMAIL)).json().user.isShopOwner).toBe(true);
  });

  it('with no operator decision, sign-in follows SHOP_OWNER_EMAILS as before', async () => {
    const { user } = await createUserWithSession(app);
    await db.update(users).set({ isShopOwner: true }).where(eq(users.id, user.id));
    expect((await devLogin(user.email)).json().user.isShopOwner).toBe(false);
  });
});

const sendFeedback = (token: string, text: string) => postFeedback(app, token, text);

describe('feedback', () => {
  it('lists the newest first with the sender, (deleted) senders as null; --limit; logged', async () => {
    const { user, token } = await createUserWithSession(app);
    const gone = await createUserWithSession(app);
    expect((await sendFeedback(gone.token, 'from someone who left')).statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/api/profile/deleteaccount',
      headers: { 'user-token': gone.token },
    });
    expect((await sendFeedback(token, 'Love it\nreally')).statusCode).toBe(200);

    const res = await admin('GET', '/api/admin/feedback?limit=2');
    expect(res.statusCode).toBe(200);
    const { feedback } = res.json() as {
      feedback: { username: string | null; text: string; createdAt: string }[];
    };
    expect(feedback.map((f) => [f.username, f.text])).toEqual([
      [user.username, 'Love it\nreally'],
      [null, 'from someone who left'],
    ]);
    expect(Number.isNaN(Date.parse(feedback[0]!.createdAt))).toBe(false);

    const one = await admin('GET', '/api/admin/feedback?limit=1');
    expect(one.json().feedback).toHaveLength(1);
    expect(
      (await logRows('feedback')).filter((r) => r.action === 'list-feedback').length,
    ).toBeGreaterThanOrEqual(2);
  });

  it.each(['0', '501', 'abc', '-1', '1.5'])('limit=%s → 400', async (limit) => {
    const res = await admin('GET', `/api/admin/feedback?limit=${limit}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MESSAGES.adminLimitInvalid });
  });
});

const fileReport = async (username: string, reason: string, note?: string) => {
  const res = await app.inject({ method: 'POST', url: '/api/report', payload: { username, reason, note } });
  expect(res.statusCode, res.body).toBe(201);
};

type Listed = {
  id: string;
  username: string;
  reason: string;
  note: string;
  resolvedAt: string | null;
  resolution: string | null;
};
const listReports = async (all = false) =>
  ((await admin('GET', `/api/admin/reports${all ? '?all=true' : ''}`)).json() as { reports: Listed[] })
    .reports;

describe('reports', () => {
  it('open reports oldest first; resolve with a note; --all shows both, newest first; logged', async () => {
    const { user } = await createUserWithSession(app);
    await fileReport(user.username, 'spam', 'buy followers');
    await fileReport(user.username, 'impersonation');
    const mine = (await listReports()).filter((r) => r.username === user.username);
    expect(mine.map((r) => [r.reason, r.note, r.resolvedAt])).toEqual([
      ['spam', 'buy followers', null],
      ['impersonation', '', null],
    ]);

    const res = await admin('POST', `/api/admin/reports/${mine[0]!.id}/resolve`, {
      payload: { note: 'Warned by e-mail' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.msg).toBe(MESSAGES.reportResolved);
    expect(answer.report).toMatchObject({
      id: mine[0]!.id,
      username: user.username,
      resolution: 'Warned by e-mail',
    });
    expect(answer.report.resolvedAt).not.toBeNull();

    expect((await listReports()).filter((r) => r.username === user.username).map((r) => r.reason)).toEqual([
      'impersonation',
    ]);
    const all = (await listReports(true)).filter((r) => r.username === user.username);
    expect(all.map((r) => [r.reason, r.resolution])).toEqual([
      ['impersonation', null],
      ['spam', 'Warned by e-mail'],
    ]);

    const rows = await logRows(mine[0]!.id);
    expect(rows.map((r) => ({ actor: r.actor, action: r.action, detail: r.detail }))).toEqual([
      { actor: 'alice', action: 'resolve', detail: `report on @${user.username} (spam): Warned by e-mail` },
    ]);
    expect((await logRows('reports')).map((r) => r.action)).toEqual(
      expect.arrayContaining(['list-reports', 'list-reports-all']),
    );
  });

  it('resolve without a note records "resolved"; resolving again → 409', async () => {
    const { user } = await createUserWithSession(app);
    await fileReport(user.username, 'other');
    const [report] = (await listReports()).filter((r) => r.username === user.username);
    const first = await admin('POST', `/api/admin/reports/${report!.id}/resolve`);
    expect(first.json().report.resolution).toBe('resolved');
    const again = await admin('POST', `/api/admin/reports/${report!.id}/resolve`, {
      payload: { note: 'twice' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: MESSAGES.reportAlreadyResolved });
  });

  it('an unknown report id → 404; a malformed one → 400', async () => {
    const unknown = await admin('POST', '/api/admin/reports/00000000-0000-4000-8000-000000000000/resolve');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: MESSAGES.reportNotFound });
    const malformed = await admin('POST', '/api/admin/reports/not-a-uuid/resolve');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: MESSAGES.reportIdInvalid });
  });

  it('a resolution note over 500 characters or with control characters → 400, report stays open', async () => {
    const { user } = await createUserWithSession(app);
    await fileReport(user.username, 'offensive');
    const [report] = (await listReports()).filter((r) => r.username === user.username);
    const long = await admin('POST', `/api/admin/reports/${report!.id}/resolve`, {
      payload: { note: 'x'.repeat(REPORT_NOTE_MAX + 1) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ error: MESSAGES.reportNoteTooLong });
    const control = await admin('POST', `/api/admin/reports/${report!.id}/resolve`, {
      payload: { note: 'a\u0000b' },
    });
    expect(control.statusCode).toBe(400);
    expect(control.json()).toEqual({ error: MESSAGES.reportNoteInvalid });
    expect((await listReports()).some((r) => r.id === report!.id)).toBe(true);
  });

  it('all=maybe → 400', async () => {
    const res = await admin('GET', '/api/admin/reports?all=maybe');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['error']);
  });
});

describe('counts', () => {
  it('counts what changes: a new blocked user with handles and an open report', async () => {
    const counts = async () => {
      const res = await admin('GET', '/api/admin/counts');
      expect(res.statusCode).toBe(200);
      return res.json().counts as Record<string, number>;
    };
    const before = await counts();
    const { user, token } = await createUserWithSession(app, { isLocked: false });
    await saveHandles(app, token, { instagram: 'counted.person', twitter: 'counted' });
    await fileReport(user.username, 'spam');
    await admin('POST', `/api/admin/users/${user.username}/block`);
    const after = await counts();
    expect(after.users! - before.users!).toBe(1);
    expect(after.blockedUsers! - before.blockedUsers!).toBe(1);
    expect(after.handles! - before.handles!).toBe(2);
    expect(after.openReports! - before.openReports!).toBe(1);
    expect(after.resolvedReports).toBe(before.resolvedReports);
    expect(Object.keys(after).sort()).toEqual(
      [
        'blockedUsers',
        'feedback',
        'handles',
        'lockedUsers',
        'openReports',
        'products',
        'resolvedReports',
        'shopOwners',
        'users',
      ].sort(),
    );
    expect((await logRows('counts')).length).toBeGreaterThanOrEqual(2);
  });
});
