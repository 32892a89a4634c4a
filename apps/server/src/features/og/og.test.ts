import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_PROFILE_THEME,
  MESSAGES,
  PROFILE_THEME_IDS,
  PROFILE_THEMES,
  pageTheme,
  presentItems,
  RATE_LIMITS,
  socialAccountsOf,
  type VisiblePublicProfile,
} from '@handlehub/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createUserWithSession, saveHandles, updateProfile } from '../../../test/factories.js';
import { jpegWithExifAndGps } from '../../../test/photo-fixtures.js';
import { getFromNewAddresses, PUBLIC_URL, shellWebDist, suiteApp } from '../../../test/test-app.js';
import { CardCache } from '../../core/card-cache.js';
import { ogImageVersion } from '../../core/og-link.js';
import { escapeXml, fitText } from '../../core/svg-text.js';
import { cardSvg, nameLines, renderOgImage } from './og-image.js';

const t = suiteApp({ webDist: shellWebDist(), publicUrl: PUBLIC_URL });

const get = getFromNewAddresses(() => t, 2);

/** The og:image address in the HTML of `/user/{username}`, or null. */
async function ogImageOf(username: string): Promise<string | null> {
  const html = (await get(`/user/${username}`)).body;
  return /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1] ?? null;
}

/** Path and query of an absolute og:image address, for inject. */
const pathOf = (url: string) => url.slice(PUBLIC_URL.length).replaceAll('&amp;', '&');

/** The colour of one pixel of a PNG. */
async function pixel(png: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

const rgbOf = (hex: string): [number, number, number] =>
  [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

describe('GET /api/og/{username}.png', () => {
  it('answers the 1200×630 PNG card linked from the profile page', async () => {
    const { user, token } = await createUserWithSession(t, { name: 'Card Person' });
    await saveHandles(t, token, { instagram: 'card.gram' });
    const image = await ogImageOf(user.username);
    expect(image).toMatch(new RegExp(`^${PUBLIC_URL}/api/og/${user.username}\\.png\\?v=[\\w-]{12}$`));
    const response = await get(pathOf(image!));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers.etag).toMatch(/^"og-[\w-]{12}"$/);
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  });

  it('is revalidated when asked for without the current version', async () => {
    const { user } = await createUserWithSession(t);
    for (const url of [`/api/og/${user.username}.png`, `/api/og/${user.username}.png?v=old`]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const { user } = await createUserWithSession(t);
    const first = await get(`/api/og/${user.username}.png`);
    const again = await get(`/api/og/${user.username}.png`, {
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('gets a new version and a new picture when the name, the handles or the photo change', async () => {
    const { user, token } = await createUserWithSession(t, { name: 'Before Name' });
    const seen: { url: string; png: Buffer }[] = [];
    const look = async () => {
      const url = (await ogImageOf(user.username))!;
      const png = (await get(pathOf(url))).rawPayload;
      expect(seen.map((s) => s.url)).not.toContain(url);
      for (const earlier of seen) expect(png.equals(earlier.png)).toBe(false);
      seen.push({ url, png });
    };
    await look();
    // The page and the card do not change without a change.
    expect(await ogImageOf(user.username)).toBe(seen[0]!.url);
    await updateProfile(t, token, { name: 'After Name', username: user.username, gender: 'female' });
    await look();
    await saveHandles(t, token, { youtube: 'after' });
    await look();
    await updateProfile(
      t,
      token,
      { name: 'After Name', username: user.username, gender: 'female' },
      { filename: 'me.jpg', type: 'image/jpeg', bytes: await jpegWithExifAndGps(64, 64) },
    );
    await look();
    // A new page theme: a new version, and the card's ground is the theme's accent.
    await updateProfile(t, token, {
      name: 'After Name',
      username: user.username,
      gender: 'female',
      theme: 'ocean',
    });
    await look();
    expect(await pixel(seen.at(-1)!.png, 2, 2)).toEqual(rgbOf(PROFILE_THEMES.ocean.light.accent));
    // The photo (a red picture) fills the circle where the default avatar was.
    const [r, g, b] = await pixel(seen.at(-1)!.png, 268, 200);
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(90);
    expect(b).toBeLessThan(90);
  });

  it('answers 404 for unknown, blocked and locked users and other file names', async () => {
    const { user: blocked } = await createUserWithSession(t, { isBlocked: true });
    const { user: locked } = await createUserWithSession(t, { isLocked: true });
    const { user } = await createUserWithSession(t);
    for (const file of [
      'nobody.here.png',
      `${blocked.username}.png`,
      `${locked.username}.png`,
      user.username,
      `${user.username}.svg`,
      `${user.username}.jpg`,
    ]) {
      const response = await get(`/api/og/${file}`);
      expect(response.statusCode, file).toBe(404);
      expect(response.json()).toEqual({ error: MESSAGES.userNotFound });
    }
  });

  it('refuses a version that is not a short string', async () => {
    const { user } = await createUserWithSession(t);
    const response = await get(`/api/og/${user.username}.png?v=${'x'.repeat(65)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('error');
  });

  it('draws names with markup, quotes and odd characters as text', async () => {
    const name = `</text><svg onload="alert(1)">&amp; 'quoted' \u0007 \ud800`;
    const { user } = await createUserWithSession(t, { name });
    const response = await get(`/api/og/${user.username}.png`);
    expect(response.statusCode, response.body).toBe(200);
    expect((await sharp(response.rawPayload).metadata()).width).toBe(1200);
  });

  it('counts only cards it has to draw against the image budget', async () => {
    const { user: shared } = await createUserWithSession(t);
    const { user: fresh } = await createUserWithSession(t);
    const { user: qr } = await createUserWithSession(t);
    expect((await get(`/api/og/${shared.username}.png`)).statusCode).toBe(200);
    const from = { remoteAddress: '10.98.0.1' };
    for (let i = 0; i < RATE_LIMITS.imagesPerMinutePerAddress; i++) {
      expect((await get(`/api/qr/${qr.username}.svg`, from)).statusCode).toBe(200);
    }
    expect((await get(`/api/og/${shared.username}.png`, from)).statusCode).toBe(200);
    const refused = await get(`/api/og/${fresh.username}.png`, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: MESSAGES.tooManyRequests });
  });
});

describe('HTML of /user/{username}: link-preview tags', () => {
  it('names the card with its size, type and alt text, as a large Twitter card', async () => {
    const { user } = await createUserWithSession(t, { name: 'Tag Person' });
    const html = (await get(`/user/${user.username}`)).body;
    const image = await ogImageOf(user.username);
    expect(image!.startsWith(`${PUBLIC_URL}/api/og/`)).toBe(true);
    expect(html).toContain('<meta property="og:image:type" content="image/png">');
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta property="og:image:height" content="630">');
    expect(html).toContain(
      `<meta property="og:image:alt" content="Tag Person (@${user.username}) on HandleHub">`,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain(`<meta name="twitter:image" content="${image}">`);
  });

  it('has no card for locked or unknown users', async () => {
    const { user } = await createUserWithSession(t, { isLocked: true });
    for (const path of [`/user/${user.username}`, '/user/nobody.here']) {
      const html = (await get(path)).body;
      expect(html).not.toContain('og:image');
      expect(html).not.toContain('twitter:image');
      expect(html).not.toContain('summary_large_image');
    }
  });
});

const profile = (overrides: Partial<VisiblePublicProfile> = {}): VisiblePublicProfile => ({
  name: 'Plain Person',
  username: 'plain',
  photo: null,
  bio: null,
  theme: pageTheme(DEFAULT_PROFILE_THEME),
  isLocked: false,
  ...withItems([
    ['instagram', 'plain'],
    ['pubg', '5123456789'],
    ['cod', 'x#1'],
  ]),
  ...overrides,
});

describe('the card drawing', () => {
  it('escapes every user string and drops characters XML cannot hold', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
    expect(escapeXml('a\u0000b\u001fc\ud800d\udc00e\ufffe')).toBe('abcde');
    expect(escapeXml('😀 ok')).toBe('😀 ok');
    const svg = cardSvg(profile({ name: '</text><script>x</script>' }), PUBLIC_URL);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;/text&#62;&#60;script&#62;x&#60;/script&#62;');
  });

  it('shows one icon per kind of account, and the profile address', () => {
    const svg = cardSvg(profile(), PUBLIC_URL);
    // Instagram once, and one controller for both games.
    expect(svg.match(/<rect width="76"/g)).toHaveLength(2);
    expect(svg).toContain('handlehub.example/user/plain');
    expect(cardSvg(profile(withItems([])), PUBLIC_URL)).toContain('One link for all social media');
  });

  it('fits long names: smaller, then on two lines, then cut with an ellipsis', () => {
    expect(nameLines('Ann')).toEqual({ lines: ['Ann'], size: 64 });
    const two = nameLines('Maximiliane Alexandra Von Hohenzollern-Sigmaringen');
    expect(two.lines).toEqual(['Maximiliane Alexandra Von', 'Hohenzollern-Sigmaringen']);
    const word = nameLines('x'.repeat(50));
    expect(word.lines).toHaveLength(1);
    expect(word.lines[0]!.endsWith('…')).toBe(true);
    expect(fitText('😀'.repeat(40), { width: 100, size: 20, minSize: 20, em: 0.5 }).text).toBe('😀😀😀😀…');
  });

  it('keeps its version while the card stays the same', () => {
    const base = profile();
    expect(ogImageVersion(profile())).toBe(ogImageVersion(base));
    expect(ogImageVersion(profile({ name: 'Other' }))).not.toBe(ogImageVersion(base));
    expect(ogImageVersion(profile({ photo: '/media/x-512.webp' }))).not.toBe(ogImageVersion(base));
    expect(ogImageVersion(profile(withItems([])))).not.toBe(ogImageVersion(base));
    // A new handle on a platform already shown changes nothing on the card.
    const more = profile(
      withItems([
        ['instagram', 'other'],
        ['pubg', '5123456789'],
        ['fortnite', 'Fort'],
      ]),
    );
    expect(ogImageVersion(more)).toBe(ogImageVersion(base));
  });

  it('falls back to the default avatar when the stored photo cannot be read', async () => {
    const broken = await renderOgImage(profile(), Buffer.from('not an image'), PUBLIC_URL);
    const none = await renderOgImage(profile(), null, PUBLIC_URL);
    expect(broken.equals(none)).toBe(true);
  });

  it('still draws the card on a machine without fonts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hh-no-fonts-'));
    writeFileSync(
      join(dir, 'fonts.conf'),
      `<?xml version="1.0"?><fontconfig><cachedir>${dir}/cache</cachedir></fontconfig>`,
    );
    const module = fileURLToPath(new URL('./og-image.ts', import.meta.url));
    const script = `
      const { renderOgImage } = await import(${JSON.stringify(module)});
      const { default: sharp } = await import('sharp');
      const png = await renderOgImage(${JSON.stringify(profile())}, null, 'http://localhost:3000');
      const { width, height, format } = await sharp(png).metadata();
      console.log(JSON.stringify({ width, height, format }));`;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: fileURLToPath(new URL('../../..', import.meta.url)),
      env: { ...process.env, FONTCONFIG_FILE: join(dir, 'fonts.conf') },
      encoding: 'utf8',
    });
    expect(JSON.parse(output.trim().split('\n').at(-1)!)).toEqual({
      width: 1200,
      height: 630,
      format: 'png',
    });
  });
});

describe('the card in the page theme', () => {
  it("draws with the theme's light colours: ground, card, name, handle and badge", async () => {
    for (const id of PROFILE_THEME_IDS) {
      const colors = PROFILE_THEMES[id].light;
      const svg = cardSvg(profile({ theme: pageTheme(id) }), PUBLIC_URL);
      expect(svg).toContain(`stop-color="${colors.accent}"`);
      expect(svg).toContain(`fill="${colors.surface}"`);
      expect(svg).toContain(`fill="${colors.text}"`);
      expect(svg).toContain(`fill="${colors.accentText}"`);
      for (const other of PROFILE_THEME_IDS) {
        if (other !== id) expect(svg).not.toContain(PROFILE_THEMES[other].light.accent);
      }
    }
  });

  it('two themes give two versions and two pictures, each with its own accent', async () => {
    const forest = profile({ theme: pageTheme('forest') });
    const sunset = profile({ theme: pageTheme('sunset') });
    expect(ogImageVersion(forest)).not.toBe(ogImageVersion(sunset));
    const [a, b] = await Promise.all([
      renderOgImage(forest, null, PUBLIC_URL),
      renderOgImage(sunset, null, PUBLIC_URL),
    ]);
    expect(a.equals(b)).toBe(false);
    expect(await pixel(a, 2, 2)).toEqual(rgbOf(PROFILE_THEMES.forest.light.accent));
    expect(await pixel(b, 2, 2)).toEqual(rgbOf(PROFILE_THEMES.sunset.light.accent));
    // The badge of the HandleHub name is the accent too, on the white card.
    expect(await pixel(b, 100, 498)).toEqual(rgbOf(PROFILE_THEMES.sunset.light.accent));
  });
});

describe('CardCache', () => {
  it('keeps the most recently used cards and forgets failed renders', async () => {
    const cache = new CardCache(2);
    cache.set('a', Promise.resolve(Buffer.from('a')));
    cache.set('b', Promise.resolve(Buffer.from('b')));
    expect(cache.get('a')).toBeDefined();
    cache.set('c', Promise.resolve(Buffer.from('c')));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    const failed = Promise.reject(new Error('render failed'));
    cache.set('d', failed);
    await failed.catch(() => {});
    await Promise.resolve();
    expect(cache.get('d')).toBeUndefined();
  });
});

/** A profile's items and the spec's entries made from them, as the presenter makes both. */
function withItems(rows: [string, string][]) {
  const shown = { label: '', title: '', visible: true };
  const items = presentItems(
    rows.map(([platform, value], index) => ({ id: index + 1, platform, value, ...shown })),
  );
  return { items, accounts: socialAccountsOf(items) };
}
