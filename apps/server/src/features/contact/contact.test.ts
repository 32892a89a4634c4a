import { type HandleField, MESSAGES, PROFILE_THEMES, RATE_LIMITS } from '@handlehub/shared';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createUserWithSession, saveHandles, updateProfile } from '../../../test/factories.js';
import { png } from '../../../test/photo-fixtures.js';
import { getFromNewAddresses, PUBLIC_URL, suiteApp } from '../../../test/test-app.js';
import { handles } from '../../db/schema.js';
import { foldLine } from './vcard.js';

const t = suiteApp({ publicUrl: PUBLIC_URL });

const get = getFromNewAddresses(() => t, 3);

/** A person with a square photo, larger than every size the card draws it at. */
async function personWithPhoto(name: string, gender: 'male' | 'female') {
  const made = await createUserWithSession(t, { name });
  const photo = { filename: 'me.png', type: 'image/png', bytes: await png(400, 400) };
  await updateProfile(t, made.token, { name, username: made.user.username, gender }, photo);
  return made;
}

async function plantHandle(userId: string, fieldname: HandleField, handle: string) {
  await t.db.delete(handles).where(and(eq(handles.userId, userId), eq(handles.fieldname, fieldname)));
  await t.db.insert(handles).values({ userId, fieldname, handle });
}

/** A vCard parsed by ical.js (a vCard library): throws on anything it cannot read. */
function parseVcard(text: string) {
  const card = new ICAL.Component(ICAL.parse(text) as unknown[]);
  expect(card.name).toBe('vcard');
  return card;
}

const valuesOf = (card: ICAL.Component, name: string) =>
  card.getAllProperties(name).map((p) => ({
    value: p.getFirstValue() as string,
    type: p.type,
    service: p.getParameter('service-type') ?? null,
    kind: p.getParameter('type') ?? null,
    user: p.getParameter('x-user') ?? null,
  }));

describe('GET /api/vcard/{username}.vcf', () => {
  it('is a vCard 4.0 with the name, photo, profile address and one SOCIALPROFILE per shown handle', async () => {
    const { user, token } = await personWithPhoto('Card Person', 'female');
    await saveHandles(t, token, { instagram: 'card.gram', twitter: 'cardposts', coc: '#2PP0JCGQ' });
    const profile = (await get(`/api/user/${user.username}`)).json().user[0];

    const response = await get(`/api/vcard/${user.username}.vcf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/vcard; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${user.username}.vcf"`);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toMatch(/^BEGIN:VCARD\r\nVERSION:4\.0\r\n/);
    expect(response.body.endsWith('END:VCARD\r\n')).toBe(true);

    const card = parseVcard(response.body);
    expect(card.getFirstPropertyValue('version')).toBe('4.0');
    expect(card.getFirstPropertyValue('fn')).toBe('Card Person');
    expect(card.getFirstPropertyValue('nickname')).toBe(user.username);
    // Photo addresses in answers are absolute (PUBLIC_URL + /media/…).
    expect(card.getFirstPropertyValue('photo')).toBe(profile.photo);
    expect(profile.photo?.startsWith(`${PUBLIC_URL}/media/`)).toBe(true);
    expect(card.getFirstPropertyValue('url')).toBe(`${PUBLIC_URL}/user/${user.username}`);
    expect(valuesOf(card, 'socialprofile')).toEqual([
      {
        value: 'https://www.instagram.com/card.gram',
        type: 'unknown',
        service: 'Instagram',
        kind: null,
        user: null,
      },
      { value: 'https://x.com/cardposts', type: 'unknown', service: 'Twitter', kind: null, user: null },
      { value: '#2PP0JCGQ', type: 'text', service: 'Clash of Clans', kind: null, user: null },
    ]);
    expect(valuesOf(card, 'x-socialprofile')).toEqual([
      {
        value: 'https://www.instagram.com/card.gram',
        type: 'unknown',
        service: null,
        kind: 'instagram',
        user: 'card.gram',
      },
      {
        value: 'https://x.com/cardposts',
        type: 'unknown',
        service: null,
        kind: 'twitter',
        user: 'cardposts',
      },
      {
        value: `${PUBLIC_URL}/user/${user.username}/coc`,
        type: 'unknown',
        service: null,
        kind: 'coc',
        user: '#2PP0JCGQ',
      },
    ]);
  });

  it('never carries a handle the profile no longer shows, and has no photo line without a photo', async () => {
    const { user, token } = await createUserWithSession(t);
    await saveHandles(t, token, { instagram: 'gone.gram', minecraft: 'Kept_Name' });
    expect((await get(`/api/vcard/${user.username}.vcf`)).body).toContain('gone.gram');
    await saveHandles(t, token, { minecraft: 'Kept_Name' });
    const text = (await get(`/api/vcard/${user.username}.vcf`)).body;
    expect(text).not.toContain('gone.gram');
    const card = parseVcard(text);
    expect(valuesOf(card, 'socialprofile').map((p) => p.value)).toEqual(['Kept_Name']);
    expect(card.getFirstProperty('photo')).toBeNull();
  });

  it('escapes names and IDs so they read back exactly, and folds long lines at 75 octets', async () => {
    const name = 'Zoë; \\Backslash, </text><script>alert(1)</script> 名前がとても長い人の名前です';
    const { user } = await createUserWithSession(t, { name });
    await plantHandle(user.id, 'fortnite', 'Quote"Caret^Name, x');
    const text = (await get(`/api/vcard/${user.username}.vcf`)).body;
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    const card = parseVcard(text);
    expect(card.getFirstPropertyValue('fn')).toBe(name);
    expect(card.getFirstPropertyValue('n')).toEqual(['', name, '', '', '']);
    const [game] = valuesOf(card, 'socialprofile');
    expect(game).toMatchObject({ value: 'Quote"Caret^Name, x', service: 'Fortnite', type: 'text' });
    expect(valuesOf(card, 'x-socialprofile')[0]!.user).toBe('Quote"Caret^Name, x');
  });

  it('refuses unknown, blocked and locked users with 404, and names without a query', async () => {
    const { user: blocked } = await createUserWithSession(t, { isBlocked: true });
    const { user: locked } = await createUserWithSession(t, { isLocked: true });
    await plantHandle(locked.id, 'instagram', 'locked.gram');
    for (const file of [
      'nobody.here.vcf',
      `${blocked.username}.vcf`,
      `${locked.username}.vcf`,
      'ab.vcf',
      'x.vcf',
    ]) {
      const response = await get(`/api/vcard/${file}`);
      expect(response.statusCode, file).toBe(404);
      expect(response.json()).toEqual({ error: MESSAGES.userNotFound });
    }
    const { user } = await createUserWithSession(t);
    expect((await get(`/api/vcard/${user.username}.vcard`)).statusCode).toBe(404);
    expect((await get(`/api/vcard/${user.username.toUpperCase()}.vcf`)).statusCode).toBe(200);
  });

  it(`counts against the ${RATE_LIMITS.imagesPerMinutePerAddress} a minute budget of generated files`, async () => {
    const { user } = await createUserWithSession(t);
    const from = { remoteAddress: '10.97.0.1' };
    for (let i = 0; i < RATE_LIMITS.imagesPerMinutePerAddress; i++) {
      expect((await get(`/api/vcard/${user.username}.vcf`, from)).statusCode).toBe(200);
    }
    expect((await get(`/api/vcard/${user.username}.vcf`, from)).statusCode).toBe(429);
  });
});

describe('foldLine', () => {
  it('keeps short lines, and never splits a character', () => {
    expect(foldLine('FN:short')).toBe('FN:short');
    const long = `FN:${'é'.repeat(60)}`;
    const folded = foldLine(long);
    expect(folded.split('\r\n ').join('')).toBe(long);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded).not.toContain('\ufffd');
  });
});

describe('GET /api/card/{username}.svg', () => {
  it('is an SVG of about 480×160 with the name, @username, the photo and one icon per kind of account', async () => {
    const { user, token } = await createUserWithSession(t, { name: 'Embed Person' });
    await saveHandles(t, token, {
      instagram: 'embed.gram',
      youtube: 'embedtube',
      pubg: '5123456789',
      cod: 'Me#123',
    });
    const response = await get(`/api/card/${user.username}.svg`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    const svg = response.body;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="480" height="160"/);
    expect(svg).toContain('>Embed Person</text>');
    expect(svg).toContain(`>@${user.username}</text>`);
    expect(svg).toMatch(/href="data:image\/svg\+xml;base64,/);
    expect([...svg.matchAll(/<title>(\w+)<\/title>/g)].map((m) => m[1])).toEqual([
      'Instagram',
      'Youtube',
      'Controller',
    ]);
    // Icons only: no handle or ID is written on the card.
    expect(svg).not.toMatch(/embed\.gram|embedtube|5123456789|Me#123/);
    const meta = await sharp(Buffer.from(svg)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['svg', 480, 160]);
  });

  it('keeps the HandleHub mark inside the border, a 16 px margin drawn empty whatever the font', async () => {
    const { user } = await createUserWithSession(t, { name: 'Margin Person' });
    const svg = (await get(`/api/card/${user.username}.svg`)).body;
    const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
    const surface = PROFILE_THEMES.violet.light.surface;
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(surface.slice(i, i + 2), 16)) as [
      number,
      number,
      number,
    ];
    // The mark's rows, from the icon's right edge to just inside the 2 px border.
    const marked: string[] = [];
    for (let y = info.height - 36; y < info.height - 14; y++) {
      for (let x = info.width - 15; x < info.width - 3; x++) {
        const at = (y * info.width + x) * info.channels;
        if (Math.abs(data[at]! - r) + Math.abs(data[at + 1]! - g) + Math.abs(data[at + 2]! - b) > 24)
          marked.push(`${x},${y}`);
      }
    }
    expect(marked, 'pixels drawn in the right margin').toEqual([]);
    expect(svg).toContain('text-anchor="end"');
  });

  it("wears the page theme's colours: a Forest page gives a Forest card", async () => {
    const { user, token } = await createUserWithSession(t, { name: 'Forest Card' });
    await updateProfile(t, token, {
      name: 'Forest Card',
      username: user.username,
      gender: 'female',
      theme: 'forest',
    });
    const svg = (await get(`/api/card/${user.username}.svg`)).body;
    const forest = PROFILE_THEMES.forest.light;
    expect(svg).toContain(`fill="${forest.accent}">@${user.username}</text>`);
    expect(svg).toContain(`fill="${forest.surface}"`);
    expect(svg).not.toContain(PROFILE_THEMES.violet.light.accent);
  });

  it('embeds the photo as a JPEG', async () => {
    const { user } = await personWithPhoto('Photo Card', 'male');
    const svg = (await get(`/api/card/${user.username}.svg`)).body;
    const jpeg = /href="data:image\/jpeg;base64,([^"]+)"/.exec(svg)?.[1];
    expect(jpeg).toBeDefined();
    const meta = await sharp(Buffer.from(jpeg!, 'base64')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 224, 224]);
  });

  it('escapes every user text: a name such as </text><script> stays text', async () => {
    const name = '</text><script>alert(1)</script>&"\'';
    const { user } = await createUserWithSession(t, { name });
    const svg = (await get(`/api/card/${user.username}.svg`)).body;
    expect(svg).not.toMatch(/<script|<\/text><script/);
    expect(svg).toContain('&#60;/text&#62;&#60;script&#62;alert(1)&#60;/script&#62;&#38;&#34;&#39;');
    // Still a well-formed drawing: the renderer reads it.
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    expect((await sharp(png).metadata()).width).toBe(480);
  });

  it('is cacheable under its version, revalidated elsewhere, and made to be shown on other sites', async () => {
    const { user } = await createUserWithSession(t);
    const plain = await get(`/api/card/${user.username}.svg`);
    expect(plain.headers['cache-control']).toBe('no-cache');
    const version = /^"card-([\w-]{12})"$/.exec(plain.headers.etag as string)?.[1];
    expect(version).toBeDefined();
    const versioned = await get(`/api/card/${user.username}.svg?v=${version}`);
    expect(versioned.headers['cache-control']).toBe('public, max-age=300');
    expect(versioned.body).toBe(plain.body);
    expect((await get(`/api/card/${user.username}.svg?v=old`)).headers['cache-control']).toBe('no-cache');
    const again = await get(`/api/card/${user.username}.svg`, {
      headers: { 'if-none-match': plain.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(plain.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(plain.headers['content-security-policy']).toBe(
      "default-src 'none';img-src data:;frame-ancestors 'none'",
    );
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
  });

  it('changes its version when what it shows changes', async () => {
    const { user, token } = await createUserWithSession(t);
    const before = (await get(`/api/card/${user.username}.svg`)).headers.etag;
    await saveHandles(t, token, { snapchat: 'new.snap' });
    const after = await get(`/api/card/${user.username}.svg`);
    expect(after.headers.etag).not.toBe(before);
    expect(after.body).toContain('<title>Snapchat</title>');
  });

  it('refuses unknown, blocked and locked users with 404', async () => {
    const { user: blocked } = await createUserWithSession(t, { isBlocked: true });
    const { user: locked } = await createUserWithSession(t, { isLocked: true });
    for (const file of ['nobody.here.svg', `${blocked.username}.svg`, `${locked.username}.svg`, 'a.svg']) {
      const response = await get(`/api/card/${file}`);
      expect(response.statusCode, file).toBe(404);
      expect(response.json()).toEqual({ error: MESSAGES.userNotFound });
    }
    const { user } = await createUserWithSession(t);
    expect((await get(`/api/card/${user.username}.png`)).statusCode).toBe(404);
  });

  it('counts only cards it has to draw against the image budget', async () => {
    const { user: shared } = await createUserWithSession(t);
    const from = { remoteAddress: '10.97.0.2' };
    for (let i = 0; i < RATE_LIMITS.imagesPerMinutePerAddress - 1; i++) {
      const { user } = await createUserWithSession(t);
      expect((await get(`/api/card/${user.username}.svg`, from)).statusCode).toBe(200);
    }
    expect((await get(`/api/card/${shared.username}.svg`, from)).statusCode).toBe(200);
    // Drawn already: answered from the cache, not counted.
    expect((await get(`/api/card/${shared.username}.svg`, from)).statusCode).toBe(200);
    const { user: fresh } = await createUserWithSession(t);
    const refused = await get(`/api/card/${fresh.username}.svg`, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: MESSAGES.tooManyRequests });
  });
});
