import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addItemsFor, createUserWithSession } from '../../../../test/factories.js';
import { createTestApp, PUBLIC_URL, suiteApp } from '../../../../test/test-app.js';
import { handles, itemVerifications, verificationFlows } from '../../../db/schema.js';

/**
 * The sign-ins end to end through the app, the safe fetcher and its stand-in setting: one loopback server
 * answers for every platform host (by the Host header the fetcher keeps), as each platform documents.
 */
const ID64 = '76561197960287930';
const OTHER_ID64 = '76561197960287931';
const OPENID_NS = 'http://specs.openid.net/auth/2.0';
const STEAM_KEY = 'the stand-in provider signing key';
const CLIENTS = {
  githubClientId: 'gh-client',
  githubClientSecret: 'gh-secret',
  twitchClientId: 'tw-client',
  twitchClientSecret: 'tw-secret',
  discordClientId: 'dc-client',
  discordClientSecret: 'dc-secret',
};
const HOSTS = [
  'steamcommunity.com',
  'github.com',
  'api.github.com',
  'id.twitch.tv',
  'api.twitch.tv',
  'discord.com',
];

interface Seen {
  host: string;
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** What the stand-ins were asked, newest last. */
const seen: Seen[] = [];
/** The accounts the OAuth stand-ins sign people in as (a code names one). */
const discordConnections: unknown[] = [];

/** Steam's signature over the signed fields, as the stand-in provider makes and checks it. */
function steamSignature(fields: Record<string, string>): string {
  const signed = (fields['openid.signed'] ?? '').split(',');
  const text = signed.map((name) => `${name}:${fields[`openid.${name}`] ?? ''}\n`).join('');
  return createHmac('sha256', STEAM_KEY).update(text).digest('base64');
}

/** The positive assertion Steam sends the browser back with, for `returnTo` and `steamId`. */
function steamAssertion(returnTo: string, steamId: string): Record<string, string> {
  const fields: Record<string, string> = {
    'openid.ns': OPENID_NS,
    'openid.mode': 'id_res',
    'openid.op_endpoint': 'https://steamcommunity.com/openid/login',
    'openid.claimed_id': `https://steamcommunity.com/openid/id/${steamId}`,
    'openid.identity': `https://steamcommunity.com/openid/id/${steamId}`,
    'openid.return_to': returnTo,
    'openid.response_nonce': `${new Date().toISOString().slice(0, 19)}Z${Math.random().toString(36).slice(2)}`,
    'openid.assoc_handle': '1234567890',
    'openid.signed': 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle',
  };
  fields['openid.sig'] = steamSignature(fields);
  return fields;
}

function json(res: import('node:http').ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const bearerOf = (headers: IncomingMessage['headers']) =>
  (headers.authorization ?? '').replace('Bearer ', '');

/** One stand-in for every platform host. */
function answer(req: IncomingMessage, body: string, res: import('node:http').ServerResponse) {
  const host = (req.headers.host ?? '').toLowerCase();
  const url = new URL(req.url ?? '/', 'http://stand-in');
  seen.push({
    host,
    method: req.method ?? '',
    path: `${url.pathname}${url.search}`,
    headers: req.headers,
    body,
  });
  const form = Object.fromEntries(new URLSearchParams(body));
  // Steam's OpenID endpoint: check_authentication answered in Key-Value Form.
  if (host === 'steamcommunity.com' && url.pathname === '/openid/login' && req.method === 'POST') {
    const valid =
      form['openid.mode'] === 'check_authentication' && form['openid.sig'] === steamSignature(form);
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end(`ns:${OPENID_NS}\nis_valid:${valid}\n`);
    return;
  }
  if (host === 'steamcommunity.com' && url.pathname.startsWith('/id/')) {
    const name = url.pathname.slice(4);
    res.writeHead(200, { 'content-type': 'text/xml' });
    res.end(
      name === 'johndoe'
        ? `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><profile><steamID64>${ID64}</steamID64><steamID><![CDATA[John]]></steamID></profile>`
        : '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><response><error><![CDATA[The specified profile could not be found.]]></error></response>',
    );
    return;
  }
  // OAuth token endpoints: a code `good-{login}` becomes the token `token-{login}`.
  const tokenFor = (id: string, secret: string) =>
    form.client_id === id &&
    form.client_secret === secret &&
    form.grant_type === 'authorization_code' &&
    form.code?.startsWith('good-')
      ? { access_token: `token-${form.code.slice(5)}`, token_type: 'bearer' }
      : null;
  if (host === 'github.com' && url.pathname === '/login/oauth/access_token') {
    const token = tokenFor(CLIENTS.githubClientId, CLIENTS.githubClientSecret);
    return json(res, 200, token ?? { error: 'bad_verification_code' });
  }
  if (host === 'api.github.com' && url.pathname === '/user') {
    const login = bearerOf(req.headers).slice(6);
    return login ? json(res, 200, { login, id: 1 }) : json(res, 401, { message: 'Bad credentials' });
  }
  if (host === 'id.twitch.tv' && url.pathname === '/oauth2/token') {
    const token = tokenFor(CLIENTS.twitchClientId, CLIENTS.twitchClientSecret);
    return token
      ? json(res, 200, token)
      : json(res, 400, { status: 400, message: 'Invalid authorization code' });
  }
  if (host === 'api.twitch.tv' && url.pathname === '/helix/users') {
    if (req.headers['client-id'] !== CLIENTS.twitchClientId) return json(res, 401, { error: 'Unauthorized' });
    const login = bearerOf(req.headers).slice(6);
    return json(res, 200, { data: [{ id: '141981764', login, display_name: login }] });
  }
  if (host === 'discord.com' && url.pathname === '/api/oauth2/token') {
    const token = tokenFor(CLIENTS.discordClientId, CLIENTS.discordClientSecret);
    return token ? json(res, 200, token) : json(res, 400, { error: 'invalid_grant' });
  }
  if (host === 'discord.com' && url.pathname === '/api/v10/users/@me') {
    return json(res, 200, { id: '80351110224678912', username: bearerOf(req.headers).slice(6) });
  }
  if (host === 'discord.com' && url.pathname === '/api/v10/users/@me/connections') {
    return json(res, 200, discordConnections);
  }
  json(res, 404, { message: 'Not Found' });
}

const standIn = new Map<string, string>();
let server: Server;
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => answer(req, body, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  for (const host of HOSTS) standIn.set(host, origin);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// Filled in beforeAll above, before the app is made: the fetcher reads the same map.
const t = suiteApp({ publicUrl: PUBLIC_URL, verificationStandIn: standIn, ...CLIENTS });

async function person(items: readonly (readonly [string, string])[]) {
  const { user, token } = await createUserWithSession(t);
  const rows = await addItemsFor(t, user.id, items);
  return { user, token, ids: rows.map((r) => r.id) };
}

/** Starts a sign-in as the web app does; answers the platform's address and the browser's cookie. */
async function start(method: string, itemId: number, token: string) {
  const res = await t.inject({
    method: 'GET',
    url: `/verify/${method}/start?item=${itemId}`,
    headers: { 'user-token': token, accept: 'application/json' },
  });
  expect(res.statusCode).toBe(200);
  const setCookie = String(res.headers['set-cookie']);
  const cookie = setCookie.split(';')[0] as string;
  return { location: new URL((res.json() as { location: string }).location), cookie, setCookie };
}

/** Each return from an address of its own: the returns' budget is per address (sign-in's, 10 a minute). */
let returns = 0;
async function back(path: string, cookie: string | undefined) {
  returns += 1;
  const res = await t.inject({
    method: 'GET',
    url: path,
    headers: cookie ? { cookie } : {},
    remoteAddress: `10.39.${returns >> 8}.${returns & 255}`,
  });
  expect(res.statusCode).toBe(302);
  return res;
}

const codeOf = (res: { headers: Record<string, unknown> }) => String(res.headers.location);

async function levels(userId: string) {
  const rows = await t.db
    .select({ id: handles.id, level: handles.verifiedLevel, method: handles.verifiedMethod })
    .from(handles)
    .where(eq(handles.userId, userId));
  return Object.fromEntries(rows.map((r) => [r.id, r.level === 'self' ? 'self' : `${r.level}:${r.method}`]));
}

/** The Steam return of a started flow: the path the browser comes back to with the assertion's fields. */
function steamReturn(location: URL, fields: Record<string, string>) {
  const returnTo = new URL(location.searchParams.get('openid.return_to') as string);
  const query = new URLSearchParams(returnTo.search);
  for (const [k, v] of Object.entries(fields)) query.set(k, v);
  return `${returnTo.pathname}?${query.toString()}`;
}

describe('Steam OpenID sign-in', () => {
  it('goes round: start, Steam, check_authentication, confirmed with the other items of that SteamID', async () => {
    const { user, token, ids } = await person([
      ['steam', ID64],
      ['steamfriend', '22202'],
      ['steam', 'johndoe'],
      ['steam', 'somebodyelse'],
      ['steamfriend', '99'],
      ['github', 'octocat'],
    ]);
    const [steamId, friendId, customId] = ids as [number, number, number];
    const { location, setCookie, cookie } = await start('steam', steamId, token);
    expect(`${location.origin}${location.pathname}`).toBe('https://steamcommunity.com/openid/login');
    const returnTo = location.searchParams.get('openid.return_to') as string;
    const state = new URL(returnTo).searchParams.get('state') as string;
    expect(state.length).toBeGreaterThanOrEqual(32);
    expect(returnTo).toBe(`${PUBLIC_URL}/verify/steam/return?state=${state}`);
    expect(location.searchParams.get('openid.realm')).toBe(PUBLIC_URL);
    expect(location.searchParams.get('openid.mode')).toBe('checkid_setup');
    expect(setCookie).toMatch(
      /^hh_verify=[\w-]{40,}; Path=\/verify\/; Max-Age=600; HttpOnly; SameSite=Lax; Secure$/,
    );
    const [flow] = await t.db.select().from(verificationFlows).where(eq(verificationFlows.state, state));
    if (!flow) throw new Error('no flow stored');
    expect(flow.expiresAt.getTime() - flow.createdAt.getTime()).toBe(600_000);
    expect(flow.browserHash).toMatch(/^[0-9a-f]{64}$/);
    expect(flow.browserHash).not.toContain(cookie.slice('hh_verify='.length));

    const fields = steamAssertion(returnTo, ID64);
    const before = seen.length;
    const res = await back(steamReturn(location, fields), cookie);
    expect(codeOf(res)).toBe('/profile?verify=confirmed');
    expect(String(res.headers['set-cookie'])).toContain('hh_verify=; Path=/verify/; Max-Age=0');
    const check = seen.slice(before).find((s) => s.path === '/openid/login');
    expect(check?.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(check?.body))).toEqual({
      ...fields,
      'openid.mode': 'check_authentication',
    });
    expect(check?.headers['user-agent']).toContain('HandleHub');
    expect(check?.headers.cookie).toBeUndefined();
    const after = await levels(user.id);
    expect([after[steamId], after[friendId], after[customId]]).toEqual([
      'confirmed:steam',
      'confirmed:steam',
      'confirmed:steam',
    ]);
    expect(Object.values(after).filter((l) => l === 'self')).toHaveLength(3);
    const [record] = await t.db
      .select()
      .from(itemVerifications)
      .where(eq(itemVerifications.handleId, steamId));
    expect(record).toMatchObject({
      method: 'steam',
      evidenceFound: `SteamID64 ${ID64}`,
      lastOutcome: 'found',
    });

    // The same return again (a reload, a replay): the state was used.
    expect(codeOf(await back(steamReturn(location, fields), cookie))).toBe('/profile?verify=expired');
  });

  it("answers the web app's call (its session header, no Accept) with the platform's address", async () => {
    const { token, ids } = await person([['steam', ID64]]);
    const res = await t.inject({
      method: 'GET',
      url: `/verify/steam/start?item=${ids[0]}`,
      headers: { 'user-token': token },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { location: string }).location).toMatch(
      /^https:\/\/steamcommunity\.com\/openid\/login\?/,
    );
    expect(String(res.headers['set-cookie'])).toMatch(/^hh_verify=/);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  async function refused(
    change: (fields: Record<string, string>, returnTo: string) => Record<string, string>,
  ) {
    const { user, token, ids } = await person([['steam', ID64]]);
    const { location, cookie } = await start('steam', ids[0] as number, token);
    const returnTo = location.searchParams.get('openid.return_to') as string;
    const res = await back(steamReturn(location, change(steamAssertion(returnTo, ID64), returnTo)), cookie);
    expect(await levels(user.id)).toEqual({ [ids[0] as number]: 'self' });
    return codeOf(res);
  }

  it('is_valid:false (a signature Steam did not make) confirms nothing', async () => {
    expect(await refused((f) => ({ ...f, 'openid.sig': 'forged' }))).toBe('/profile?verify=failed');
  });

  it('a claimed id changed after Steam signed it confirms nothing', async () => {
    const other = `https://steamcommunity.com/openid/id/${ID64}`;
    // The signature was made for OTHER_ID64; the fields now claim ID64.
    const code = await refused((_f, returnTo) => ({
      ...steamAssertion(returnTo, OTHER_ID64),
      'openid.claimed_id': other,
      'openid.identity': other,
    }));
    expect(code).toBe('/profile?verify=failed');
  });

  it('an assertion for another return address confirms nothing, and Steam is not even asked', async () => {
    const before = seen.length;
    const code = await refused((_f, returnTo) => steamAssertion(`${returnTo}x`, ID64));
    expect(code).toBe('/profile?verify=failed');
    expect(seen.slice(before).filter((s) => s.path === '/openid/login')).toEqual([]);
  });

  it('a cancelled sign-in says so', async () => {
    expect(await refused(() => ({ 'openid.ns': OPENID_NS, 'openid.mode': 'cancel' }))).toBe(
      '/profile?verify=cancelled',
    );
  });

  it('an expired flow confirms nothing', async () => {
    const { user, token, ids } = await person([['steam', ID64]]);
    const { location, cookie } = await start('steam', ids[0] as number, token);
    const returnTo = location.searchParams.get('openid.return_to') as string;
    const state = new URL(returnTo).searchParams.get('state') as string;
    await t.db
      .update(verificationFlows)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationFlows.state, state));
    const res = await back(steamReturn(location, steamAssertion(returnTo, ID64)), cookie);
    expect(codeOf(res)).toBe('/profile?verify=expired');
    expect(await levels(user.id)).toEqual({ [ids[0] as number]: 'self' });
  });

  it('another browser (no cookie, or another one) confirms nothing', async () => {
    const { user, token, ids } = await person([['steam', ID64]]);
    for (const cookie of [undefined, 'hh_verify=somebody-elses-browser-value']) {
      const { location } = await start('steam', ids[0] as number, token);
      const returnTo = location.searchParams.get('openid.return_to') as string;
      const res = await back(steamReturn(location, steamAssertion(returnTo, ID64)), cookie);
      expect(codeOf(res)).toBe('/profile?verify=expired');
    }
    expect(await levels(user.id)).toEqual({ [ids[0] as number]: 'self' });
  });

  it('an unknown state confirms nothing', async () => {
    const res = await back('/verify/steam/return?state=not-a-state', 'hh_verify=x');
    expect(codeOf(res)).toBe('/profile?verify=expired');
  });

  it('signed in as another Steam account: no-match, nothing changed', async () => {
    const { user, token, ids } = await person([
      ['steam', ID64],
      ['steamfriend', '22203'],
    ]);
    const { location, cookie } = await start('steam', ids[0] as number, token);
    const returnTo = location.searchParams.get('openid.return_to') as string;
    const res = await back(steamReturn(location, steamAssertion(returnTo, OTHER_ID64)), cookie);
    // OTHER_ID64's friend code is 22203: that item is proven, but not the one the person asked for.
    expect(codeOf(res)).toBe('/profile?verify=no-match');
    expect(Object.values(await levels(user.id))).toEqual(['self', 'self']);
  });
});

describe('starting a sign-in', () => {
  it("drops the flows that ran out, anyone's, when one starts", async () => {
    const a = await person([['steam', ID64]]);
    const b = await person([['steam', ID64]]);
    const first = await start('steam', a.ids[0] as number, a.token);
    const state = new URL(first.location.searchParams.get('openid.return_to') as string).searchParams.get(
      'state',
    );
    await t.db
      .update(verificationFlows)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationFlows.state, state as string));
    await start('steam', b.ids[0] as number, b.token);
    expect(
      await t.db
        .select()
        .from(verificationFlows)
        .where(eq(verificationFlows.state, state as string)),
    ).toEqual([]);
  });

  it('needs the owner of an item of a platform the method covers', async () => {
    const { token, ids } = await person([['github', 'octocat']]);
    const other = await person([['steam', ID64]]);
    const json = { 'user-token': token, accept: 'application/json' };
    const at = (url: string, headers: Record<string, string>) => t.inject({ method: 'GET', url, headers });
    expect((await at(`/verify/steam/start?item=${other.ids[0]}`, json)).statusCode).toBe(404);
    expect((await at(`/verify/steam/start?item=${ids[0]}`, json)).statusCode).toBe(404);
    expect((await at('/verify/steam/start?item=abc', json)).statusCode).toBe(404);
    expect((await at('/verify/nothing/start?item=1', json)).statusCode).toBe(404);
    expect(
      (await at(`/verify/steam/start?item=${other.ids[0]}`, { accept: 'application/json' })).statusCode,
    ).toBe(401);
    // A navigation without a session goes back to the profile.
    const nav = await at(`/verify/steam/start?item=${other.ids[0]}`, {});
    expect(nav.statusCode).toBe(302);
    expect(nav.headers.location).toBe('/profile?verify=failed');
    expect(nav.headers['set-cookie']).not.toMatch(/hh_verify=[^;]/);
  });
});

/** Starts an OAuth sign-in and comes back with `query` (state added). */
async function oauthRound(method: string, itemId: number, token: string, query: Record<string, string>) {
  const { location, cookie } = await start(method, itemId, token);
  const state = location.searchParams.get('state') as string;
  const back_ = new URLSearchParams({ ...query, state });
  return { location, res: await back(`/verify/${method}/return?${back_.toString()}`, cookie) };
}

describe('OAuth sign-ins', () => {
  it('GitHub: authorize, token, /user login confirms the GitHub item', async () => {
    const { user, token, ids } = await person([
      ['github', 'OctoCat'],
      ['github', 'someone-else'],
    ]);
    const { location, res } = await oauthRound('github-oauth', ids[0] as number, token, {
      code: 'good-octocat',
    });
    expect(`${location.origin}${location.pathname}`).toBe('https://github.com/login/oauth/authorize');
    expect(location.searchParams.get('client_id')).toBe('gh-client');
    expect(location.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/verify/github-oauth/return`);
    expect(codeOf(res)).toBe('/profile?verify=confirmed');
    expect(Object.values(await levels(user.id)).sort()).toEqual(['confirmed:github-oauth', 'self']);
    const tokenCall = seen.findLast((s) => s.path === '/login/oauth/access_token');
    expect(tokenCall?.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(tokenCall?.body))).toMatchObject({
      client_id: 'gh-client',
      client_secret: 'gh-secret',
      code: 'good-octocat',
      redirect_uri: `${PUBLIC_URL}/verify/github-oauth/return`,
    });
  });

  it('GitHub: a denied consent or a bad code changes nothing', async () => {
    const { user, token, ids } = await person([['github', 'octocat']]);
    const denied = await oauthRound('github-oauth', ids[0] as number, token, { error: 'access_denied' });
    expect(codeOf(denied.res)).toBe('/profile?verify=cancelled');
    const bad = await oauthRound('github-oauth', ids[0] as number, token, { code: 'wrong' });
    expect(codeOf(bad.res)).toBe('/profile?verify=failed');
    const other = await oauthRound('github-oauth', ids[0] as number, token, { code: 'good-hubot' });
    expect(codeOf(other.res)).toBe('/profile?verify=no-match');
    expect(Object.values(await levels(user.id))).toEqual(['self']);
  });

  it('Twitch: token, Helix users with the Client-Id, login confirms the Twitch item', async () => {
    const { user, token, ids } = await person([['twitch', 'shroud']]);
    const { location, res } = await oauthRound('twitch', ids[0] as number, token, { code: 'good-shroud' });
    expect(`${location.origin}${location.pathname}`).toBe('https://id.twitch.tv/oauth2/authorize');
    expect(location.searchParams.get('response_type')).toBe('code');
    expect(codeOf(res)).toBe('/profile?verify=confirmed');
    expect(Object.values(await levels(user.id))).toEqual(['confirmed:twitch']);
    const denied = await oauthRound('twitch', ids[0] as number, token, { error: 'access_denied' });
    expect(codeOf(denied.res)).toBe('/profile?verify=cancelled');
  });

  it("Discord: the username and the verified connections confirm the person's game accounts", async () => {
    discordConnections.splice(
      0,
      discordConnections.length,
      { type: 'xbox', id: '2535', name: 'Major Nelson', verified: true, revoked: false },
      { type: 'playstation', id: 'p1', name: 'psn_name', verified: true },
      { type: 'steam', id: ID64, name: 'Display Name', verified: true },
      { type: 'riotgames', id: 'r1', name: 'Faker#KR1', verified: true },
      { type: 'epicgames', id: 'e1', name: 'epic_unverified', verified: false },
      { type: 'battlenet', id: 'b1', name: 'Revoked#1234', verified: true, revoked: true },
      { type: 'github', id: 'g1', name: 'octocat', verified: true },
    );
    const { user, token, ids } = await person([
      ['discord', 'wumpus'],
      ['xbox', 'major nelson'],
      ['psn', 'psn_name'],
      ['steamfriend', '22202'],
      ['riot', 'Faker#KR1'],
      ['epic', 'epic_unverified'],
      ['battlenet', 'Revoked#1234'],
      ['github', 'octocat'],
    ]);
    const { location, res } = await oauthRound('discord', ids[1] as number, token, { code: 'good-wumpus' });
    expect(`${location.origin}${location.pathname}`).toBe('https://discord.com/oauth2/authorize');
    expect(location.searchParams.get('scope')).toBe('identify connections');
    expect(codeOf(res)).toBe('/profile?verify=confirmed');
    const after = await levels(user.id);
    expect(ids.map((id) => after[id])).toEqual([
      'confirmed:discord',
      'confirmed:discord',
      'confirmed:discord',
      'confirmed:discord',
      'confirmed:discord',
      'self',
      'self',
      'self',
    ]);
    const denied = await oauthRound('discord', ids[5] as number, token, { error: 'access_denied' });
    expect(codeOf(denied.res)).toBe('/profile?verify=cancelled');
  });
});

describe('without OAuth credentials', () => {
  it('the OAuth sign-ins are not offered; Steam is', async () => {
    const bare = await createTestApp({ publicUrl: 'http://localhost:3000' });
    try {
      const { user, token } = await createUserWithSession(bare);
      const ids = (
        await addItemsFor(bare, user.id, [
          ['github', 'octocat'],
          ['twitch', 'x'],
          ['discord', 'y'],
          ['steam', ID64],
        ])
      ).map((r) => r.id);
      const headers = { 'user-token': token, accept: 'application/json' };
      const methods = ['github-oauth', 'twitch', 'discord', 'steam'];
      const statuses = [];
      for (const [i, method] of methods.entries()) {
        statuses.push(
          (await bare.inject({ method: 'GET', url: `/verify/${method}/start?item=${ids[i]}`, headers }))
            .statusCode,
        );
      }
      expect(statuses).toEqual([404, 404, 404, 200]);
      // Over http, the cookie cannot be Secure.
      const res = await bare.inject({ method: 'GET', url: `/verify/steam/start?item=${ids[3]}`, headers });
      expect(String(res.headers['set-cookie'])).not.toContain('Secure');
    } finally {
      await bare.close();
    }
  });
});
