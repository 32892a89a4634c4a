import { embeddedProfile, pageTheme } from '@handlehub/shared';
import { jsonForHtml } from '@handlehub/shared/html-json';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  changeStatus,
  createUserWithSession,
  saveHandles as save,
  updateProfile,
} from '../../../test/factories.js';
import { jpegWithExifAndGps } from '../../../test/photo-fixtures.js';
import { PUBLIC_URL, shellWebDist, suiteApp } from '../../../test/test-app.js';
import { handles, users } from '../../db/schema.js';

const t = suiteApp({ webDist: shellWebDist(), publicUrl: PUBLIC_URL });

const api = (username: string) =>
  t.inject({ method: 'GET', url: `/api/user/${encodeURIComponent(username)}` });
const page = (path: string) => t.inject({ method: 'GET', url: path });
const saveHandles = (token: string, values: Record<string, string>) => save(t, token, values);

async function uploadPhoto(token: string, username: string, name: string): Promise<string> {
  const photo = { filename: 'me.jpg', type: 'image/jpeg', bytes: await jpegWithExifAndGps(64, 64) };
  const response = await updateProfile(t, token, { name, username, gender: 'female' }, photo);
  return response.json().user.photo;
}

/** The JSON the page reads from `<script type="application/json" id="profile-data">`. */
function embedded(html: string) {
  const match = /<script type="application\/json" id="profile-data">([^<]*)<\/script>/.exec(html);
  expect(match, 'profile-data script').not.toBeNull();
  return embeddedProfile.parse(JSON.parse(match![1]!));
}

describe('GET /api/user/{username}', () => {
  it('shows name, username, photo and the accounts with a handle, never e-mail or ids', async () => {
    const { user, token } = await createUserWithSession(t, {
      name: 'Visible Person',
      email: 'secret-visible@handlehub.test',
    });
    await saveHandles(token, { instagram: 'visible.gram', pubg: '5123456789' });
    const response = await api(user.username);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: [
        {
          name: 'Visible Person',
          username: user.username,
          photo: null,
          bio: null,
          theme: pageTheme('violet'),
          isLocked: false,
          accounts: [
            {
              accountName: 'Instagram',
              accountUsername: 'visible.gram',
              accountIcon: 'Instagram',
              accountLink: 'https://www.instagram.com/visible.gram',
              fieldname: 'instagram',
            },
            {
              accountName: 'PUBG',
              accountUsername: '5123456789',
              accountIcon: 'Controller',
              fieldname: 'pubg',
            },
          ],
          items: [
            expect.objectContaining({
              platform: 'instagram',
              kind: 'social',
              value: 'visible.gram',
              link: 'https://www.instagram.com/visible.gram',
              slug: 'instagram',
              visible: true,
            }),
            expect.objectContaining({ platform: 'pubg', kind: 'game', value: '5123456789', slug: 'pubg' }),
          ],
        },
      ],
    });
    expect(response.body).not.toContain('secret-visible');
    expect(response.body).not.toContain(user.id);
    expect((await api(user.username.toUpperCase())).json().user[0].username).toBe(user.username);
  });

  it('never publishes gender, in the API answer or the page; the owner still sees and edits it (probe L2)', async () => {
    const { user, token } = await createUserWithSession(t, { name: 'Private Gender', gender: 'male' });
    const response = await api(user.username);
    expect(Object.keys(response.json().user[0]).sort()).toEqual([
      'accounts',
      'bio',
      'isLocked',
      'items',
      'name',
      'photo',
      'theme',
      'username',
    ]);
    expect(response.body).not.toMatch(/gender|"male"/);
    const html = (await page(`/user/${user.username}`)).body;
    expect(html).toContain('Private Gender');
    expect(html).not.toMatch(/gender|"male"/);
    const own = await t.inject({
      method: 'GET',
      url: '/api/profile/getuser',
      headers: { 'user-token': token },
    });
    expect(own.json().user.gender).toBe('male');
  });

  it('reveals nothing of a locked user but the username and isLocked', async () => {
    const { user, token } = await createUserWithSession(t, {
      name: 'Locked Person',
      email: 'secret-locked@handlehub.test',
    });
    await saveHandles(token, { instagram: 'locked.gram' });
    await uploadPhoto(token, user.username, 'Locked Person');
    await t.db.update(users).set({ isLocked: true }).where(eq(users.id, user.id));
    const response = await api(user.username);
    expect(response.json()).toEqual({ user: [{ username: user.username, isLocked: true }] });
    expect(response.body).not.toMatch(/Locked Person|secret-locked|locked\.gram|gender|photo|media|accounts/);
  });

  it('answers an empty list for unknown and blocked users', async () => {
    const { user } = await createUserWithSession(t, { isBlocked: true });
    expect((await api(user.username)).json()).toEqual({ user: [] });
    expect((await api('nobody.here')).json()).toEqual({ user: [] });
    expect((await api('x'.repeat(60))).json()).toEqual({ user: [] });
  });

  it('answers requests of the same moment, read in one batch, each with its own profile', async () => {
    const people = [];
    for (const n of [1, 2, 3, 4]) {
      const person = await createUserWithSession(t, { name: `Batch Person ${n}` });
      await saveHandles(person.token, { instagram: `batch.gram.${n}` });
      people.push(person.user);
    }
    const locked = await createUserWithSession(t, { name: 'Batch Locked' });
    await saveHandles(locked.token, { instagram: 'batch.locked.gram' });
    await t.db.update(users).set({ isLocked: true }).where(eq(users.id, locked.user.id));
    const blocked = await createUserWithSession(t, { name: 'Batch Blocked', isBlocked: true });

    const names = [
      ...people.map((p) => p.username),
      locked.user.username,
      blocked.user.username,
      'nobody.batch',
    ];
    // Twice each, all at once: the reads share one statement and one name may be asked for twice.
    const answers = await Promise.all([...names, ...names].map((name) => api(name)));
    for (const [i, answer] of answers.entries()) {
      const name = names[i % names.length]!;
      const person = people.find((p) => p.username === name);
      if (person) {
        const [profile] = answer.json().user;
        expect(profile).toMatchObject({ name: person.name, username: name, isLocked: false });
        const gram = `batch.gram.${people.indexOf(person) + 1}`;
        expect(profile.accounts).toEqual([expect.objectContaining({ accountUsername: gram })]);
      } else if (name === locked.user.username) {
        expect(answer.json()).toEqual({ user: [{ username: name, isLocked: true }] });
      } else {
        expect(answer.json(), name).toEqual({ user: [] });
      }
    }
  });
});

describe('HTML of /user/{username}', () => {
  it('carries an ETag and answers a matching If-None-Match with 304, until the page changes', async () => {
    const { user, token } = await createUserWithSession(t, { name: 'Etag Ella' });
    await saveHandles(token, { instagram: 'ella.gram' });
    const first = await page(`/user/${user.username}`);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    const again = await t.inject({
      method: 'GET',
      url: `/user/${user.username}`,
      headers: { 'if-none-match': etag },
    });
    expect([again.statusCode, again.body]).toEqual([304, '']);
    // A lock changes the page: the old validator no longer matches.
    await changeStatus(t, token, 'isLocked', true);
    const locked = await t.inject({
      method: 'GET',
      url: `/user/${user.username}`,
      headers: { 'if-none-match': etag },
    });
    expect(locked.statusCode).toBe(200);
    expect(locked.body).not.toContain('ella.gram');
    expect(locked.headers.etag).not.toBe(etag);
  });

  it('carries title, description, Open Graph, Twitter and canonical tags and the profile data', async () => {
    const { user, token } = await createUserWithSession(t, { name: 'Html Person' });
    await saveHandles(token, { instagram: 'html.gram', minecraft: 'HtmlCraft' });
    const response = await page(`/user/${user.username}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    const url = `${PUBLIC_URL}/user/${user.username}`;
    expect(html).toContain(`<title>Html Person (@${user.username}) | HandleHub</title>`);
    expect(html).toContain(
      `<meta name="description" content="Html Person&#39;s social media and gaming handles on HandleHub: Instagram, Minecraft.">`,
    );
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(html).toContain(`<meta property="og:url" content="${url}">`);
    expect(html).toContain(`<meta property="og:title" content="Html Person (@${user.username})">`);
    expect(html).toContain('<meta property="og:type" content="profile">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).not.toContain('noindex');
    expect(html).toContain('profile-data');
    // The page's own tags replace the shell's defaults: one title, one description.
    expect(html).not.toContain('<title>Shell</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    const data = embedded(html);
    expect(data.username).toBe(user.username);
    expect(data.response).toEqual((await api(user.username)).json());
  });

  it('describes the person for search engines: a schema.org ProfilePage with the public handles only', async () => {
    const { user, token } = await createUserWithSession(t, { name: 'Ld Person' });
    await saveHandles(token, { instagram: 'ld.gram', cod: 'LdPlayer#1234567', minecraft: 'LdCraft' });
    const html = (await page(`/user/${user.username}`)).body;
    const found = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
    expect(found).not.toBeNull();
    const url = `${PUBLIC_URL}/user/${user.username}`;
    const data = JSON.parse(found![1]!);
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'ProfilePage', url });
    expect(data.mainEntity).toMatchObject({
      '@type': 'Person',
      name: 'Ld Person',
      alternateName: `@${user.username}`,
      url,
      sameAs: ['https://www.instagram.com/ld.gram'],
    });
    expect(data.mainEntity.identifier).toEqual([
      { '@type': 'PropertyValue', propertyID: 'Call of Duty', value: 'LdPlayer#1234567' },
      { '@type': 'PropertyValue', propertyID: 'Minecraft', value: 'LdCraft' },
    ]);
    expect(html).toContain(`<meta property="profile:username" content="${user.username}">`);
  });

  it('gives a locked profile and an unknown name no structured data', async () => {
    const { user } = await createUserWithSession(t, { name: 'Ld Locked', isLocked: true });
    for (const path of [`/user/${user.username}`, '/user/no_such_person_here']) {
      expect((await page(path)).body, path).not.toContain('application/ld+json');
    }
  });

  it('points og:image at the absolute address of the link-preview card, which a new photo changes', async () => {
    const { user, token } = await createUserWithSession(t, { name: 'Photo Person' });
    const card = /<meta property="og:image" content="([^"]+)">/;
    const before = card.exec((await page(`/user/${user.username}`)).body)?.[1];
    expect(before).toMatch(new RegExp(`^${PUBLIC_URL}/api/og/${user.username}\\.png\\?v=[\\w-]+$`));
    await uploadPhoto(token, user.username, 'Photo Person');
    const after = card.exec((await page(`/user/${user.username}`)).body)?.[1];
    expect(after).toMatch(new RegExp(`^${PUBLIC_URL}/api/og/${user.username}\\.png\\?v=[\\w-]+$`));
    expect(after).not.toBe(before);
  });

  it('escapes every user-provided string', async () => {
    const name = '<img src=x onerror=alert(1)>';
    const { user } = await createUserWithSession(t, { name });
    // Game IDs with markup are refused now (game-ids.ts), but rows saved before that still show.
    await t.db.insert(handles).values([
      { userId: user.id, fieldname: 'cod', handle: '</script><script>alert(2)</script>' },
      { userId: user.id, fieldname: 'fortnite', handle: '"\'&<>' },
    ]);
    const html = (await page(`/user/${user.username}`)).body;
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    const data = embedded(html);
    const profile = data.response.user[0]!;
    expect('name' in profile && profile.name).toBe(name);
    expect('accounts' in profile && profile.accounts.map((a) => a.accountUsername)).toEqual([
      '</script><script>alert(2)</script>',
      '"\'&<>',
    ]);
  });

  it('answers 404 with noindex for unknown users, and locked users reveal only the username', async () => {
    const unknown = await page('/user/nobody.here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<meta name="robots" content="noindex">');
    expect(unknown.body).toContain('<title>User Not Found! | HandleHub</title>');
    expect(embedded(unknown.body)).toEqual({ username: 'nobody.here', response: { user: [] } });

    const { user } = await createUserWithSession(t, { name: 'Hidden Locked', isLocked: true });
    const locked = await page(`/user/${user.username}`);
    expect(locked.statusCode).toBe(200);
    expect(locked.body).not.toContain('Hidden Locked');
    expect(locked.body).toContain('<meta name="robots" content="noindex">');
    expect(embedded(locked.body).response).toEqual({ user: [{ username: user.username, isLocked: true }] });
  });

  it('writes JSON that cannot end the script element or break older parsers', () => {
    const json = jsonForHtml({ a: '</script><!--&\u2028\u2029' });
    expect(json).toBe('{"a":"\\u003c/script\\u003e\\u003c!--\\u0026\\u2028\\u2029"}');
    expect(JSON.parse(json)).toEqual({ a: '</script><!--&\u2028\u2029' });
  });

  it('leaves other screens to the shell', async () => {
    const response = await page('/home');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('profile-data');
  });
});
