import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  type HandleField,
  MESSAGES,
  PLATFORM_ALIASES,
  PLATFORMS,
  PROFILE_THEMES,
  platformOf,
  RATE_LIMITS,
} from '@handlehub/shared';
import {
  SSR_MANIFEST_FILE,
  SSR_MANIFEST_VERSION,
  SSR_MODULE_FILE,
  type SsrManifest,
} from '@handlehub/shared/ssr';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addItemsFor,
  changeStatus,
  createUserWithSession,
  saveHandles as save,
  updateProfile,
} from '../../../test/factories.js';
import { createTestApp, PUBLIC_URL, type TestApp } from '../../../test/test-app.js';
import type { Db } from '../../db/client.js';
import { handles } from '../../db/schema.js';
import { scriptHash } from '../../plugins/deferred-app.js';
import { ssrDirOf } from '../../plugins/ssr-build.js';
import { isRedirectTarget } from './platform-links.routes.js';

// The web build's shell: unknown platforms and unset handles get its 404 page, as unknown paths do.
const SHELL =
  '<!doctype html><html><head><!--app-head--><title>Default</title><!--/app-head--></head><body><div id="root"></div></body></html>';
const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** A stand-in for the web build's game page script (apps/web/src/boot/game-page.ts, tested there). */
const GAME_PAGE_SCRIPT = "document.title='copy'";

let t: TestApp;
beforeAll(async () => {
  const dist = join(mkdtempSync(join(tmpdir(), 'hh-platform-links-')), 'dist');
  mkdirSync(dist);
  writeFileSync(join(dist, 'index.html'), SHELL);
  // The web build's server-side part, with the boot scripts and no server-drawn page.
  const ssr = ssrDirOf(dist);
  mkdirSync(ssr);
  const manifest: SsrManifest = {
    version: SSR_MANIFEST_VERSION,
    pages: {},
    scripts: { appLoader: 'startApp()', gamePage: GAME_PAGE_SCRIPT },
  };
  writeFileSync(join(ssr, SSR_MANIFEST_FILE), JSON.stringify(manifest));
  writeFileSync(
    join(ssr, SSR_MODULE_FILE),
    'export const SERVER_SCREEN_PAGES = []; export function renderProfilePage() {} export function renderScreenPage() {}',
  );
  t = await createTestApp({ publicUrl: PUBLIC_URL, webDist: dist });
});
afterAll(() => t.close());

// Each request from its own address, so the budgets are only spent where a test is about them.
let address = 0;
const get = (url: string, options: Omit<InjectOptions, 'method' | 'url'> = {}) =>
  t.inject({
    method: 'GET',
    url,
    remoteAddress: `10.2.${address >> 8}.${address++ & 255}`,
    ...options,
    headers: { 'user-agent': BROWSER, ...options.headers },
  });

/** Saves handles through the Add Account route (normalised and checked as a person's would be). */
const saveHandles = (token: string, values: Partial<Record<HandleField, string>>) => save(t, token, values);

/** Stores a handle as it is, without the route's checks: rows saved before them, or planted by an attacker. */
async function plantHandle(db: Db, userId: string, fieldname: HandleField, handle: string) {
  await db.delete(handles).where(sqlAnd(userId, fieldname));
  await db.insert(handles).values({ userId, fieldname, handle });
}

const sqlAnd = (userId: string, fieldname: string) =>
  and(eq(handles.userId, userId), eq(handles.fieldname, fieldname));

/** The links the public profile shows, by platform (what `/user/{username}/{platform}` must redirect to). */
async function publicLinks(username: string): Promise<Record<string, string | undefined>> {
  const body = (await get(`/api/user/${username}`)).json() as {
    user: { accounts: { fieldname: string; accountLink?: string }[] }[];
  };
  return Object.fromEntries(body.user[0]!.accounts.map((a) => [a.fieldname, a.accountLink]));
}

/** The text of the QR code in an SVG drawing (rasterized at 10 px per module). */
async function decodeSvg(svg: string): Promise<string | null> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 720 })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}
async function decodePng(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

const figureSvg = (html: string, testId: string) =>
  new RegExp(`<figure data-testid="${testId}">(<svg[\\s\\S]*?</svg>)`).exec(html)?.[1] ?? null;

const SOCIAL = {
  facebook: 'john.doe',
  instagram: 'john_doe',
  snapchat: 'johndoe23',
  twitter: 'johndoe',
  linkedin: 'john-doe-1a2b3c',
  youtube: 'johndoegaming',
} as const;

async function clicksToday(token: string): Promise<Record<string, number>> {
  const response = await t.inject({
    method: 'GET',
    url: '/api/profile/insights',
    headers: { 'user-token': token },
  });
  const days = response.json().days as { clicks: Record<string, number> }[];
  return days.at(-1)!.clicks;
}

describe('GET /user/{username}/{platform}: a social handle', () => {
  it('redirects (302) each of the six to exactly the address the public page links to, by key and by alias', async () => {
    const { user, token } = await createUserWithSession(t);
    await saveHandles(token, SOCIAL);
    const links = await publicLinks(user.username);
    const aliasOf = Object.fromEntries(Object.entries(PLATFORM_ALIASES).map(([alias, key]) => [key, alias]));
    for (const field of Object.keys(SOCIAL) as (keyof typeof SOCIAL)[]) {
      expect(links[field], field).toMatch(/^https:\/\//);
      for (const segment of [field, aliasOf[field]!, aliasOf[field]!.toUpperCase()]) {
        const response = await get(`/user/${user.username}/${segment}`);
        expect(response.statusCode, segment).toBe(302);
        expect(response.headers.location, segment).toBe(links[field]);
        expect(response.headers['cache-control']).toBe('no-cache');
      }
    }
    expect(Object.keys(PLATFORM_ALIASES).sort()).toEqual(['fb', 'ig', 'li', 'sc', 'x', 'yt']);
  });

  it('takes the username in any case', async () => {
    const { user, token } = await createUserWithSession(t);
    await saveHandles(token, { instagram: 'case.gram' });
    const response = await get(`/user/${user.username.toUpperCase()}/ig`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://www.instagram.com/case.gram');
  });

  it("counts a visitor's redirect as a click in the owner's insights, and a bot's or a HEAD's not", async () => {
    const { user, token } = await createUserWithSession(t);
    await saveHandles(token, { instagram: 'counted.gram', twitter: 'counted' });
    expect((await get(`/user/${user.username}/ig`)).statusCode).toBe(302);
    expect((await get(`/user/${user.username}/instagram`)).statusCode).toBe(302);
    expect((await get(`/user/${user.username}/x`)).statusCode).toBe(302);
    const bot = await get(`/user/${user.username}/ig`, { headers: { 'user-agent': 'Twitterbot/1.0' } });
    expect(bot.statusCode).toBe(302);
    const head = await t.inject({
      method: 'HEAD',
      url: `/user/${user.username}/ig`,
      headers: { 'user-agent': BROWSER },
    });
    expect(head.statusCode).toBe(302);
    expect(await clicksToday(token)).toEqual({ instagram: 2, twitter: 1 });
  });

  it.each([
    '../../evil.example',
    '//evil.example',
    '@evil.example',
    'https://evil.example/',
    '\\\\evil.example',
    'javascript:alert(1)',
    '..',
    '%2F%2Fevil.example',
    'a\r\nLocation: https://evil.example',
    'evil.example#@www.instagram.com',
    'ﬀ.evil.example',
  ])('never redirects off the platform, whatever is stored: %j', async (hostile) => {
    const { user } = await createUserWithSession(t);
    // All planted before the first read, so no cached profile can be older than the rows.
    for (const field of Object.keys(SOCIAL) as (keyof typeof SOCIAL)[])
      await plantHandle(t.db, user.id, field, hostile);
    for (const field of Object.keys(SOCIAL) as (keyof typeof SOCIAL)[]) {
      const response = await get(`/user/${user.username}/${field}`);
      expect(response.statusCode, field).toBe(302);
      const target = new URL(response.headers.location as string);
      expect(target.protocol).toBe('https:');
      expect(
        PLATFORMS[field].hosts.some((h) => target.hostname === h || target.hostname.endsWith(`.${h}`)),
        `${field} → ${target.href}`,
      ).toBe(true);
      expect(target.username + target.password + target.port).toBe('');
    }
  });

  it('checks a redirect target against the platform and nothing else', () => {
    expect(isRedirectTarget(platformOf('instagram')!, 'https://www.instagram.com/x', 'x')).toBe(true);
    expect(isRedirectTarget(platformOf('twitter')!, 'https://x.com/x', 'x')).toBe(true);
    // A Mastodon address leads to its own server, and only to that one.
    const mastodon = platformOf('mastodon')!;
    expect(isRedirectTarget(mastodon, 'https://fosstodon.org/@ann', '@ann@fosstodon.org')).toBe(true);
    expect(isRedirectTarget(mastodon, 'https://evil.example/@ann', '@ann@fosstodon.org')).toBe(false);
    expect(isRedirectTarget(mastodon, 'https://fosstodon.org:8443/@ann', '@ann@fosstodon.org')).toBe(false);
    for (const bad of [
      'https://evil.example/',
      'http://www.instagram.com/x',
      'https://www.instagram.com.evil.example/x',
      'https://user@www.instagram.com/x',
      'https://www.instagram.com:8443/x',
      'https://x.com/x',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(isRedirectTarget(platformOf('instagram')!, bad, 'x'), bad).toBe(false);
    }
  });
});

describe('GET /user/{username}/{platform}: where the item leads', () => {
  it("redirects a Mastodon address on any server to that server's profile", async () => {
    const { user } = await createUserWithSession(t);
    await addItemsFor(t, user.id, [['mastodon', '@ann@fosstodon.org']]);
    const response = await get(`/user/${user.username}/mastodon`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://fosstodon.org/@ann');
  });

  it("links a Steam item's game page to the Steam profile, by custom URL or SteamID64, and a friend code's to its profile", async () => {
    const { user } = await createUserWithSession(t);
    const [byName, byId, friend] = await addItemsFor(t, user.id, [
      ['steam', 'johndoe'],
      ['steam', '76561197960287930'],
      ['steamfriend', '22202'],
    ]);
    const pageOf = async (slug: string) => {
      const response = await get(`/user/${user.username}/${slug}`);
      expect(response.statusCode, slug).toBe(200);
      return response.body;
    };
    expect(await pageOf('steam')).toContain(
      '<a class="action" href="https://steamcommunity.com/id/johndoe">Open the Steam profile</a>',
    );
    expect(await pageOf(`steam-${byId!.id}`)).toContain(
      '<a class="action" href="https://steamcommunity.com/profiles/76561197960287930">Open the Steam profile</a>',
    );
    expect(await pageOf('steamfriend')).toContain(
      '<a class="action" href="https://steamcommunity.com/profiles/76561197960287930">Open the Steam profile</a>',
    );
    expect(byName!.id).not.toBe(friend!.id);
  });

  it('gives a game without a web profile no profile link, and Clash of Clans only its own player link', async () => {
    const { user, token } = await createUserWithSession(t);
    await saveHandles(token, { fortnite: 'JohnDoe', coc: '#2PP0JCGQ' });
    expect((await get(`/user/${user.username}/fortnite`)).body).not.toContain('class="action"');
    const coc = (await get(`/user/${user.username}/coc`)).body;
    expect(coc.match(/class="action"/g)).toHaveLength(1);
    expect(coc).not.toContain('profile</a>');
  });

  it('answers 404 for a custom link whose stored address the link rule no longer accepts', async () => {
    const { user } = await createUserWithSession(t);
    const [good] = await addItemsFor(t, user.id, [['link', 'https://ann.example/']]);
    await t.db.update(handles).set({ handle: 'javascript:alert(1)' }).where(eq(handles.id, good!.id));
    const response = await get(`/user/${user.username}/link-${good!.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.headers.location).toBeUndefined();
  });
});

describe('GET /user/{username}/{platform}: a game ID', () => {
  it("is drawn in the person's page theme, and drawn again when they change it", async () => {
    const { user, token } = await createUserWithSession(t, { name: 'Ocean Person' });
    await saveHandles(token, { coc: '#2PP0JCGQ' });
    const before = (await get(`/user/${user.username}/coc`)).body;
    expect(before).toContain(`--brand:${PROFILE_THEMES.violet.light.accent}`);
    await updateProfile(t, token, {
      name: 'Ocean Person',
      username: user.username,
      gender: 'female',
      theme: 'ocean',
    });
    const after = (await get(`/user/${user.username}/coc`)).body;
    expect(after).toContain(`:root{color-scheme:light;--bg:${PROFILE_THEMES.ocean.light.background}`);
    expect(after).toContain(`--brand:${PROFILE_THEMES.ocean.dark.accent}`);
    expect(after).not.toContain(PROFILE_THEMES.violet.light.accent);
  });

  it('is a small page: name, photo, game, the ID large with a copy button, the hint, the whole profile', async () => {
    const { user, token } = await createUserWithSession(t, { name: 'Gamer Person' });
    await saveHandles(token, { cod: 'JohnDoe#1234567', instagram: 'gamer.gram' });
    const response = await get(`/user/${user.username}/cod`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain('<h1>Gamer Person</h1>');
    expect(html).toContain(`@${user.username}`);
    expect(html).toMatch(/<img class="photo" src="data:image\/svg\+xml,/);
    expect(html).toContain('<h2 id="game">Call of Duty</h2>');
    expect(html).toMatch(/<p class="id" data-testid="game-id" style="[^"]*">JohnDoe#1234567<\/p>/);
    expect(html).toContain('data-copy="JohnDoe#1234567">Copy Call of Duty ID</button>');
    expect(html).toContain('search for the whole Activision ID with its # number');
    expect(html).toContain(
      `<a class="all" href="/user/${user.username}">See all of Gamer Person's handles</a>`,
    );
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/user/${user.username}/cod">`);
    // The other handles stay on the profile; only the asked-for game is on this page.
    expect(html).not.toContain('gamer.gram');
    // Drawn in the web app's shell, with its own title, and not for the app to hydrate.
    expect(html).toContain('<title>Gamer Person&#39;s Call of Duty ID | HandleHub</title>');
    expect(html).not.toContain('<title>Default</title>');
    expect(html).toContain('<div id="root"><main>');
    expect(html).not.toContain('data-ssr');
  });

  it('shows a Pokemon GO code in groups of four, copies it raw, and its QR holds exactly the 12 digits', async () => {
    const { user, token } = await createUserWithSession(t);
    await saveHandles(token, { pokemongo: '1234 5678 9012' });
    const html = (await get(`/user/${user.username}/pokemongo`)).body;
    expect(html).toMatch(/<p class="id" data-testid="game-id" style="[^"]*">1234 5678 9012<\/p>/);
    expect(html).toContain('data-copy="123456789012"');
    expect(html).toContain('<figcaption>Scan in Pokemon GO to add me</figcaption>');
    const svg = figureSvg(html, 'game-scan-qr');
    expect(svg).not.toBeNull();
    expect(await decodeSvg(svg!)).toBe('123456789012');
  });

  it("offers Clash of Clans' own player link, and its QR holds exactly that link", async () => {
    const { user, token } = await createUserWithSession(t);
    await saveHandles(token, { coc: '#2ppojcgq' });
    const html = (await get(`/user/${user.username}/coc`)).body;
    const link = 'https://link.clashofclans.com/en?action=OpenPlayerProfile&#38;tag=%232PP0JCGQ';
    expect(html).toContain(`<a class="action" href="${link}">Open in Clash of Clans</a>`);
    expect(html).toContain('data-copy="#2PP0JCGQ"');
    const svg = figureSvg(html, 'game-open-qr');
    expect(await decodeSvg(svg!)).toBe(
      'https://link.clashofclans.com/en?action=OpenPlayerProfile&tag=%232PP0JCGQ',
    );
  });

  it('builds no game action from an ID saved before formats were checked, and shows it as stored', async () => {
    const { user } = await createUserWithSession(t);
    await plantHandle(t.db, user.id, 'coc', 'my clan tag');
    await plantHandle(t.db, user.id, 'pokemongo', '1234-5678');
    const coc = (await get(`/user/${user.username}/coc`)).body;
    expect(coc).toMatch(/data-testid="game-id" style="[^"]*">my clan tag<\/p>/);
    expect(coc).not.toContain('Open in Clash of Clans');
    expect(coc).not.toContain('<figure');
    const go = (await get(`/user/${user.username}/pokemongo`)).body;
    expect(go).toMatch(/data-testid="game-id" style="[^"]*">1234-5678<\/p>/);
    expect(go).not.toContain('Scan in Pokemon GO');
  });

  it('escapes every user text: a name or an old ID with markup stays text', async () => {
    const { user } = await createUserWithSession(t, { name: '</h1><script>alert(1)</script>' });
    await plantHandle(t.db, user.id, 'minecraft', '"><img src=x onerror=alert(1)>');
    const html = (await get(`/user/${user.username}/minecraft`)).body;
    expect(html).toContain('&#60;/h1&#62;&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).toContain('data-copy="&#34;&#62;&#60;img src=x onerror=alert(1)&#62;"');
    expect(html).not.toContain('<img src=x');
    // The page's only script is its own.
    expect([...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)).toEqual(['<script id="page-script">']);
  });

  it('has the security headers of the other pages, and its one inline script is allowed by its hash', async () => {
    const { user, token } = await createUserWithSession(t);
    await saveHandles(token, { freefire: '123456789' });
    const page = await get(`/user/${user.username}/freefire`);
    const profile = await get(`/user/${user.username}`);
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
    ]) {
      expect(page.headers[name], name).toBeDefined();
      expect(page.headers[name], name).toBe(profile.headers[name]);
    }
    // HSTS only over HTTPS (probe loose ends): this plain-HTTP page, like the profile, has none.
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect(profile.headers['strict-transport-security']).toBeUndefined();
    const script = /<script id="page-script">([\s\S]*?)<\/script>/.exec(page.body)![1]!;
    expect(script).toBe(GAME_PAGE_SCRIPT);
    expect(page.headers['content-security-policy']).toContain(scriptHash(script));
    expect(page.headers['content-security-policy']).not.toContain("'unsafe-inline' 'unsafe-eval'");
    expect(page.headers['content-security-policy']).toMatch(/script-src [^;]*'self'/);
  });

  it('is compressed once for the encoding a browser takes, and the same page each time', async () => {
    const { user, token } = await createUserWithSession(t);
    await saveHandles(token, { coc: '#2PP0JCGQ' });
    const plain = await get(`/user/${user.username}/coc`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const br = await get(`/user/${user.username}/coc`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get(`/user/${user.username}/coc`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it("counts the page as a use of the game's handle", async () => {
    const { user, token } = await createUserWithSession(t);
    await saveHandles(token, { minecraft: 'Block_Head' });
    expect((await get(`/user/${user.username}/minecraft`)).statusCode).toBe(200);
    expect(await clicksToday(token)).toEqual({ minecraft: 1 });
  });
});

describe('GET /user/{username}/{platform}: who and what is refused', () => {
  it('answers an unknown platform and a handle the profile does not have with the 404 page', async () => {
    const { user, token } = await createUserWithSession(t);
    await saveHandles(token, { instagram: 'only.gram' });
    for (const path of [
      `/user/${user.username}/tiktok`,
      `/user/${user.username}/constructor`,
      `/user/${user.username}/__proto__`,
      `/user/${user.username}/snapchat`,
      `/user/${user.username}/sc`,
      `/user/${user.username}/coc`,
    ]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.body, path).toBe(SHELL);
      expect(response.headers.location).toBeUndefined();
    }
  });

  it('answers unknown and blocked users with User Not Found (404), locked ones with Not Accessible!', async () => {
    const { user: blocked } = await createUserWithSession(t, { isBlocked: true });
    await plantHandle(t.db, blocked.id, 'instagram', 'blocked.gram');
    await plantHandle(t.db, blocked.id, 'pokemongo', '123456789012');
    const { user: locked, token: lockedToken } = await createUserWithSession(t);
    await saveHandles(lockedToken, { instagram: 'locked.gram', pokemongo: '210987654321' });
    expect((await get(`/user/${locked.username}/ig`)).statusCode).toBe(302);
    // Locked through the settings route, as a person does: it takes effect at once.
    await changeStatus(t, lockedToken, 'isLocked', true);
    for (const name of ['nobody.here', blocked.username]) {
      for (const platform of ['ig', 'pokemongo']) {
        const response = await get(`/user/${name}/${platform}`);
        expect(response.statusCode, `${name}/${platform}`).toBe(404);
        expect(response.body).toContain('<h1>User Not Found!</h1>');
        expect(response.body).toContain('The user that you are looking for does not exist');
        expect(response.body).not.toContain('blocked.gram');
        expect(response.headers.location).toBeUndefined();
      }
    }
    for (const platform of ['ig', 'pokemongo']) {
      const response = await get(`/user/${locked.username}/${platform}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<h1>Not Accessible!</h1>');
      expect(response.body).toContain('User has temporarily taken a brake');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(response.body).not.toMatch(/locked\.gram|210987654321|2109 8765 4321/);
      expect(response.headers.location).toBeUndefined();
    }
  });

  it('gives an old (held) username User Not Found, and the new one works', async () => {
    const { user, token } = await createUserWithSession(t, { name: 'Moving Person' });
    await saveHandles(token, { instagram: 'moving.gram' });
    const renamed = `n${user.username}`.slice(0, 30);
    await updateProfile(t, token, { name: 'Moving Person', username: renamed, gender: 'female' });
    const old = await get(`/user/${user.username}/ig`);
    expect(old.statusCode).toBe(404);
    expect(old.body).toContain('User Not Found!');
    expect((await get(`/user/${renamed}/ig`)).headers.location).toBe('https://www.instagram.com/moving.gram');
  });

  it('refuses a path that names no username or no platform before any query', async () => {
    const db = t.app.db;
    // Any use of the database now throws, which would answer 500.
    t.app.db = new Proxy({} as Db, {
      get() {
        throw new Error('the database was asked');
      },
    });
    try {
      for (const path of [
        '/user/ab/ig',
        `/user/${'a'.repeat(31)}/ig`,
        '/user/_leading/ig',
        '/user/has-dash/ig',
        '/user/somebody/myspace',
        '/user/somebody/toString',
        '/user/somebody/ig.png',
        '/api/qr/ab/ig.svg',
        '/api/qr/somebody/myspace.svg',
        '/api/qr/somebody/ig.jpg',
      ]) {
        const response = await get(path);
        expect(response.statusCode, path).toBe(404);
      }
    } finally {
      t.app.db = db;
    }
  });

  it('leaves /user/{username}/ (a trailing slash) to the profile page', async () => {
    const { user } = await createUserWithSession(t, { name: 'Slash Person' });
    const response = await get(`/user/${user.username}/`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Slash Person (@');
  });

  it(`allows ${RATE_LIMITS.beaconsPerMinutePerAddress} a minute per address (the click beacons' budget), then 429`, async () => {
    const { user, token } = await createUserWithSession(t);
    await saveHandles(token, { youtube: 'limited' });
    const from = { remoteAddress: '10.98.0.1' };
    for (let i = 0; i < RATE_LIMITS.beaconsPerMinutePerAddress; i++) {
      expect((await get(`/user/${user.username}/yt`, from)).statusCode).toBe(302);
    }
    const refused = await get(`/user/${user.username}/yt`, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: MESSAGES.tooManyRequests });
    expect((await get(`/user/${user.username}/yt`)).statusCode).toBe(302);
  });
});

describe('GET /api/qr/{username}/{platform}.svg and .png', () => {
  const link = (username: string, field: string) => `${PUBLIC_URL}/user/${username}/${field}`;

  it("draws the QR code of the handle's own link, by key or alias, named for the platform", async () => {
    const { user, token } = await createUserWithSession(t);
    await saveHandles(token, { instagram: 'qr.gram', coc: '#2PP0JCGQ' });
    const svg = await get(`/api/qr/${user.username}/ig.svg`);
    expect(svg.statusCode, svg.body).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(svg.headers['content-disposition']).toBe(
      `attachment; filename="handlehub-${user.username}-instagram.svg"`,
    );
    expect(svg.headers['cache-control']).toBe('no-cache');
    // The headers of the profile's own QR download.
    const profileQr = await get(`/api/qr/${user.username}.svg`);
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'cross-origin-resource-policy',
    ]) {
      expect(svg.headers[name], name).toBeDefined();
      expect(svg.headers[name], name).toBe(profileQr.headers[name]);
    }
    expect(await decodeSvg(svg.body)).toBe(link(user.username, 'instagram'));

    const png = await get(`/api/qr/${user.username.toUpperCase()}/coc.png?size=300`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const meta = await sharp(png.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 300, 300]);
    expect(await decodePng(png.rawPayload)).toBe(link(user.username, 'coc'));

    const byDefault = await sharp(
      (await get(`/api/qr/${user.username}/instagram.png`)).rawPayload,
    ).metadata();
    expect(byDefault.width).toBe(1024);
  });

  it.each(['size=127', 'size=2049', 'size=1e3', 'size=12.5', 'size=big', 'size=', 'size=256&size=512'])(
    'refuses %s with 400 and the message',
    async (query) => {
      const { user, token } = await createUserWithSession(t);
      await saveHandles(token, { instagram: 'sized.gram' });
      const response = await get(`/api/qr/${user.username}/instagram.png?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: MESSAGES.qrSizeInvalid });
    },
  );

  it('answers 404 for unknown, blocked and locked users, unset handles and unknown platforms', async () => {
    const { user: blocked } = await createUserWithSession(t, { isBlocked: true });
    await plantHandle(t.db, blocked.id, 'instagram', 'b.gram');
    const { user: locked } = await createUserWithSession(t, { isLocked: true });
    await plantHandle(t.db, locked.id, 'instagram', 'l.gram');
    const { user, token } = await createUserWithSession(t);
    await saveHandles(token, { instagram: 'u.gram' });
    const cases: [string, string][] = [
      ['/api/qr/nobody.here/ig.svg', MESSAGES.userNotFound],
      [`/api/qr/${blocked.username}/ig.svg`, MESSAGES.userNotFound],
      [`/api/qr/${locked.username}/ig.png`, MESSAGES.userNotFound],
      [`/api/qr/${user.username}/fb.svg`, MESSAGES.notFound],
      [`/api/qr/${user.username}/tiktok.svg`, MESSAGES.notFound],
      [`/api/qr/${user.username}/ig`, MESSAGES.notFound],
    ];
    for (const [url, error] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error });
      expect(response.headers['content-disposition']).toBeUndefined();
    }
  });

  it('answers 304 to a matching If-None-Match, and a removed handle at once', async () => {
    const { user, token } = await createUserWithSession(t);
    await saveHandles(token, { snapchat: 'snap.me' });
    const first = await get(`/api/qr/${user.username}/sc.svg`);
    const again = await get(`/api/qr/${user.username}/sc.svg`, {
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    await saveHandles(token, {});
    expect((await get(`/api/qr/${user.username}/sc.svg`)).statusCode).toBe(404);
  });

  it(`shares the ${RATE_LIMITS.imagesPerMinutePerAddress} a minute image budget per address`, async () => {
    const { user, token } = await createUserWithSession(t);
    await saveHandles(token, { linkedin: 'limited-in' });
    const from = { remoteAddress: '10.98.0.2' };
    for (let i = 0; i < RATE_LIMITS.imagesPerMinutePerAddress; i++) {
      expect((await get(`/api/qr/${user.username}/li.svg`, from)).statusCode).toBe(200);
    }
    const refused = await get(`/api/qr/${user.username}/li.svg`, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: MESSAGES.tooManyRequests });
  });
});
