import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handles, users } from '../../src/db/schema.js';
import { createUserWithSession } from '../factories.js';
import { multipart, png } from '../photo-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { documentedOperations, seedMedia, seedProduct } from './support.js';

/**
 * Every endpoint × every kind of caller, with the status each cell must answer (the access matrix of decision 014).
 * Each row gets fresh callers, so a row that logs out or deletes an account cannot leak into the next.
 */

const ROLES = [
  'anonymous',
  'user',
  'anotherUser',
  'shopOwner',
  'loggedOutToken',
  'deletedAccountToken',
] as const;
type Role = (typeof ROLES)[number];
type Statuses = Record<Role, number>;

interface Caller {
  role: Role;
  token?: string;
  username?: string;
}

interface Context {
  t: TestApp;
  caller: Caller;
  /** The first ordinary user, whose things the other callers try to read or change. */
  victim: { username: string };
}

interface Row {
  method: 'GET' | 'POST';
  /** The path as the OpenAPI document spells it. */
  path: string;
  expect: Statuses;
  /** What the request carries: its `url` is `path` unless it says another (a path with parameters). */
  request?: (c: Context) => Promise<Omit<InjectOptions, 'method'>> | Omit<InjectOptions, 'method'>;
  /** Extra check on a 2xx answer: e.g. "you got your own account, not someone else's". */
  check?: (res: LightMyRequestResponse, c: Context) => void;
  /** Reads the caller's session though anyone may call it (every route that answers 401 reads it too). */
  readsSession?: true;
}

/**
 * Whether a row's route reads the session, so that its every answer must be kept out of caches. (The
 * beacons read it only to skip the owner's own visits, after other checks, and answer 204 with nothing.)
 */
const readsSession = (row: Row) => row.readsSession ?? row.expect.anonymous === 401;

const everyone = (status: number): Statuses => Object.fromEntries(ROLES.map((r) => [r, status])) as Statuses;
const signedIn = (ok: number): Statuses => ({
  anonymous: 401,
  user: ok,
  anotherUser: ok,
  shopOwner: ok,
  loggedOutToken: 401,
  deletedAccountToken: 401,
});
const ownerOnly = (ok: number): Statuses => ({ ...signedIn(ok), user: 403, anotherUser: 403 });

const unique = () => randomBytes(4).toString('hex');
const ownAccount = (res: LightMyRequestResponse, c: Context) => {
  expect(res.json().user.username).toBe(c.caller.username);
};
/** The victim saved a handle: it shows in the victim's own answer and in nobody else's. */
const victimAlone = (res: LightMyRequestResponse, c: Context) => {
  expect(res.body.includes('victimhandle')).toBe(c.caller.role === 'user');
};

/** The id of the victim's saved Instagram item (every caller aims at it). */
async function victimItemId(c: Context): Promise<number> {
  const [row] = await c.t.db
    .select({ id: handles.id })
    .from(handles)
    .innerJoin(users, eq(users.id, handles.userId))
    .where(eq(users.username, c.victim.username));
  // Once the victim deleted it, the id of an item nobody has.
  return row?.id ?? 2 ** 31;
}

/** Every item id of the caller, in their order (none for a caller without an account). */
async function ownItemIds(c: Context): Promise<number[]> {
  if (!c.caller.username) return [];
  const rows = await c.t.db
    .select({ id: handles.id })
    .from(handles)
    .innerJoin(users, eq(users.id, handles.userId))
    .where(eq(users.username, c.caller.username));
  return rows.map((row) => row.id);
}

const ROWS: Row[] = [
  { method: 'GET', path: '/healthz', expect: everyone(200) },
  { method: 'GET', path: '/readyz', expect: everyone(200) },
  { method: 'GET', path: '/api/auth/config', expect: everyone(200) },
  {
    method: 'POST',
    path: '/api/auth/login',
    expect: everyone(200),
    request: () => ({
      payload: { email: `login-${unique()}@example.com`, name: 'Lo Gin' },
    }),
    // A token sent along changes nothing: a new e-mail is a new person, never the caller.
    check: (res) => expect(res.json().loggedIn).toBe(false),
  },
  {
    method: 'POST',
    path: '/api/auth/signup',
    expect: everyone(201),
    request: () => {
      const id = unique();
      return {
        payload: {
          googleUser: { email: `s-${id}@example.com`, name: 'New One' },
          username: `s${id}`,
          gender: 'male',
        },
      };
    },
    check: (res, c) => expect(res.json().user.username).not.toBe(c.caller.username),
  },
  {
    method: 'GET',
    path: '/api/auth/usernameavailable',
    expect: everyone(200),
    readsSession: true,
    request: (c) => ({ url: `/api/auth/usernameavailable?username=${c.victim.username}` }),
    // A name in use is free only to its owner, with a live session; to everyone else it is taken.
    check: (res, c) => {
      const live =
        c.caller.role === 'user' || c.caller.role === 'anotherUser' || c.caller.role === 'shopOwner';
      expect(res.json().available).toBe(live && c.caller.username === c.victim.username);
    },
  },
  { method: 'POST', path: '/api/auth/logout', expect: signedIn(200) },
  { method: 'POST', path: '/api/auth/logoutall', expect: signedIn(200) },
  { method: 'GET', path: '/api/profile/getuser', expect: signedIn(200), check: ownAccount },
  { method: 'GET', path: '/api/profile/getaccountstatus', expect: signedIn(200) },
  {
    method: 'POST',
    path: '/api/profile/changestatus',
    expect: signedIn(200),
    request: () => ({ payload: { fieldname: 'isLocked', status: true } }),
  },
  { method: 'POST', path: '/api/profile/deleteaccount', expect: signedIn(200) },
  {
    method: 'POST',
    path: '/api/profile/updateprofile',
    expect: signedIn(200),
    request: async (c) => {
      const form = await multipart({
        name: 'Renamed Person',
        username: c.caller.username ?? 'nobody',
        gender: 'male',
      });
      return { ...form };
    },
    check: ownAccount,
  },
  {
    method: 'POST',
    path: '/api/others/submitfeedback',
    expect: signedIn(200),
    request: () => ({ payload: { feedback: 'Nice' } }),
  },
  {
    method: 'GET',
    path: '/api/social/getsocialaccount',
    expect: signedIn(200),
    check: victimAlone,
  },
  {
    method: 'POST',
    path: '/api/social/updatesocialaccount',
    expect: signedIn(200),
    request: () => ({ payload: { instagram: 'octo' } }),
  },
  {
    method: 'GET',
    path: '/api/handles',
    expect: signedIn(200),
    check: victimAlone,
  },
  {
    method: 'POST',
    path: '/api/handles/add',
    expect: signedIn(201),
    request: () => ({ payload: { platform: 'tiktok', value: 'octo' } }),
  },
  {
    method: 'POST',
    path: '/api/handles/edit',
    // Only the victim's own item can be changed; to everyone else it does not exist.
    expect: { ...signedIn(404), user: 200 },
    request: async (c) => ({
      payload: { id: await victimItemId(c), label: 'mine' },
    }),
  },
  {
    method: 'GET',
    path: '/api/verification/{id}',
    // An item's verification (its proof token, its evidence) is its owner's alone.
    expect: { ...signedIn(404), user: 200 },
    request: async (c) => ({ url: `/api/verification/${await victimItemId(c)}` }),
    check: (res, c) => expect(res.json().pageUrl).toMatch(new RegExp(`/user/${c.victim.username}$`)),
  },
  {
    method: 'POST',
    path: '/api/verification/check',
    // The victim's Instagram item has no link-back check (400, said why); to everyone else it does not exist.
    expect: { ...signedIn(404), user: 400 },
    request: async (c) => ({ payload: { id: await victimItemId(c) } }),
  },
  {
    method: 'POST',
    path: '/api/handles/delete',
    expect: { ...signedIn(404), user: 200 },
    request: async (c) => ({ payload: { id: await victimItemId(c) } }),
  },
  {
    method: 'POST',
    path: '/api/handles/order',
    expect: signedIn(200),
    request: async (c) => ({ payload: { ids: await ownItemIds(c) } }),
  },
  {
    method: 'POST',
    path: '/api/handles/import/preview',
    expect: signedIn(200),
    request: () => ({
      payload: { fileName: 'links.csv', text: 'platform,handle\ntiktok,octo\n' },
    }),
  },
  {
    method: 'POST',
    path: '/api/handles/import',
    expect: signedIn(200),
    request: () => ({
      payload: { fileName: 'links.csv', text: 'platform,handle\ntiktok,octo\n' },
    }),
  },
  {
    method: 'GET',
    path: '/api/profile/export.csv',
    expect: signedIn(200),
    check: victimAlone,
  },
  { method: 'GET', path: '/api/profile/export.resume.json', expect: signedIn(200) },
  {
    method: 'GET',
    path: '/api/user/{username}',
    expect: everyone(200),
    request: (c) => ({ url: `/api/user/${c.victim.username}` }),
  },
  { method: 'GET', path: '/api/home/', expect: everyone(200) },
  {
    method: 'GET',
    path: '/api/search/',
    expect: everyone(200),
    request: () => ({ url: '/api/search/?q=u' }),
  },
  { method: 'GET', path: '/api/product/', expect: everyone(200) },
  {
    method: 'POST',
    path: '/api/product/addproduct',
    expect: ownerOnly(201),
    request: async () => {
      const form = await multipart(
        { productname: 'Cap', productdesc: 'A cap', productlink: 'https://example.com/cap' },
        { filename: 'cap.png', type: 'image/png', bytes: await png(32, 32) },
      );
      return { ...form };
    },
  },
  {
    method: 'POST',
    path: '/api/product/deleteproduct',
    expect: ownerOnly(200),
    request: async (c) => ({
      payload: { productid: (await seedProduct(c.t.db)).id },
    }),
  },
  {
    method: 'GET',
    path: '/media/{file}',
    expect: everyone(200),
    request: async (c) => ({ url: await seedMedia(c.t.db) }),
  },
  {
    method: 'GET',
    path: '/api/qr/{file}',
    expect: everyone(200),
    request: (c) => ({ url: `/api/qr/${c.victim.username}.png?size=128` }),
  },
  {
    method: 'GET',
    path: '/api/og/{file}',
    expect: everyone(200),
    request: (c) => ({ url: `/api/og/${c.victim.username}.png` }),
  },
  {
    method: 'GET',
    path: '/api/qr/{username}/{file}',
    expect: everyone(200),
    request: (c) => ({ url: `/api/qr/${c.victim.username}/instagram.png?size=128` }),
  },
  {
    method: 'GET',
    path: '/api/vcard/{file}',
    expect: everyone(200),
    request: (c) => ({ url: `/api/vcard/${c.victim.username}.vcf` }),
  },
  {
    method: 'GET',
    path: '/api/card/{file}',
    expect: everyone(200),
    request: (c) => ({ url: `/api/card/${c.victim.username}.svg` }),
  },
  {
    method: 'POST',
    path: '/api/report',
    expect: everyone(201),
    request: (c) => ({ payload: { username: c.victim.username, reason: 'spam' } }),
  },
  {
    method: 'GET',
    path: '/api/profile/export',
    expect: signedIn(200),
    // Everyone gets their own data, never the victim's.
    check: (res, c) => expect(res.json().profile.username).toBe(c.caller.username),
  },
  {
    method: 'POST',
    path: '/api/insights/view',
    // Anyone may send a beacon; whether it is counted (bots, the owner) never shows in the answer.
    expect: everyone(204),
    request: (c) => ({ payload: { username: c.victim.username, source: 'qr' } }),
  },
  {
    method: 'POST',
    path: '/api/insights/click',
    expect: everyone(204),
    request: (c) => ({
      payload: { username: c.victim.username, fieldname: 'instagram' },
    }),
  },
  {
    method: 'GET',
    path: '/api/profile/insights',
    expect: signedIn(200),
    check: (res) => expect(res.json().days).toHaveLength(30),
  },
];

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
});
afterAll(() => t.close());

/** Fresh callers of every kind: two ordinary users, the shop owner, and two dead tokens. */
async function makeCallers(): Promise<{ callers: Caller[]; victim: { username: string } }> {
  const user = await createUserWithSession(t);
  const other = await createUserWithSession(t);
  const owner = await createUserWithSession(t, { isShopOwner: true });
  const loggedOut = await createUserWithSession(t);
  const deleted = await createUserWithSession(t);
  const post = (url: string, token: string, payload?: object) =>
    t.inject({ method: 'POST', url, headers: { 'user-token': token }, ...(payload ? { payload } : {}) });
  expect(
    (await post('/api/social/updatesocialaccount', user.token, { instagram: 'victimhandle' })).statusCode,
  ).toBe(200);
  expect((await post('/api/auth/logout', loggedOut.token)).statusCode).toBe(200);
  expect((await post('/api/profile/deleteaccount', deleted.token)).statusCode).toBe(200);
  return {
    victim: { username: user.user.username },
    callers: [
      { role: 'anonymous' },
      { role: 'user', token: user.token, username: user.user.username },
      { role: 'anotherUser', token: other.token, username: other.user.username },
      { role: 'shopOwner', token: owner.token, username: owner.user.username },
      { role: 'loggedOutToken', token: loggedOut.token, username: loggedOut.user.username },
      { role: 'deletedAccountToken', token: deleted.token, username: deleted.user.username },
    ],
  };
}

describe('access matrix', () => {
  it('has one row for every operation of the OpenAPI document', async () => {
    const rows = ROWS.map((r) => `${r.method} ${r.path}`).sort();
    expect(rows).toEqual(await documentedOperations(t.app));
  });

  it.each(ROWS.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (_name, row) => {
    const { callers, victim } = await makeCallers();
    const seen: Partial<Statuses> = {};
    for (const caller of callers) {
      const c = { t, caller, victim };
      const options = { url: row.path, ...(await row.request?.(c)) };
      const res = await t.inject({
        method: row.method,
        ...options,
        headers: { ...(options.headers as object), ...(caller.token ? { 'user-token': caller.token } : {}) },
      });
      seen[caller.role] = res.statusCode;
      // An answer that read a session is that caller's own, refusals included: no cache may keep or share
      // it (the security probe of 2026-11-28). Other answers keep their own caching.
      const cacheControl = res.headers['cache-control'];
      // A route that only looks for a session answers a caller who sent none what everyone gets, and may
      // keep its caching; it still says that the answer depends on the header.
      const sameForEveryone = row.readsSession && !caller.token;
      if (readsSession(row) && sameForEveryone) {
        expect(cacheControl).not.toBe('private, no-store');
        expect(String(res.headers.vary)).toMatch(/(^|,\s*)user-token(\s*,|$)/);
      } else if (readsSession(row)) {
        expect({ caller: caller.role, cacheControl }).toEqual({
          caller: caller.role,
          cacheControl: 'private, no-store',
        });
        expect(String(res.headers.vary)).toMatch(/(^|,\s*)user-token(\s*,|$)/);
      } else if (row.method === 'GET') {
        expect(cacheControl).not.toBe('private, no-store');
      }
      if (res.statusCode >= 400) expect(Object.keys(res.json())).toEqual(['error']);
      else if (res.statusCode === row.expect[caller.role]) row.check?.(res, c);
    }
    expect(seen).toEqual(row.expect);
  });
});
