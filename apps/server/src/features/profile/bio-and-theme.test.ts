import { BIO_MAX, MESSAGES, PROFILE_THEMES, pageTheme } from '@handlehub/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUserWithSession, postProfileForm } from '../../../test/factories.js';
import { PUBLIC_URL, shellWebDist, suiteApp } from '../../../test/test-app.js';
import { users } from '../../db/schema.js';

const t = suiteApp({ webDist: shellWebDist(), publicUrl: PUBLIC_URL, rateLimits: false });

const update = (token: string, fields: Record<string, string>) => postProfileForm(t, token, fields);

async function row(id: string) {
  const [found] = await t.db.select().from(users).where(eq(users.id, id));
  return found!;
}

const publicAnswer = async (username: string) =>
  (await t.inject({ method: 'GET', url: `/api/user/${username}` })).json().user[0];
const exported = async (token: string) =>
  (await t.inject({ method: 'GET', url: '/api/profile/export', headers: { 'user-token': token } })).json();
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe('Edit Profile: bio', () => {
  it('saves a trimmed bio: the owner, the public answer, the page description and the export show it', async () => {
    const { user, token } = await createUserWithSession(t, { name: 'Bio Person' });
    const fields = { name: 'Bio Person', username: user.username, gender: 'female' };
    // Read once first: the profile cache then holds the old profile, which the write must drop.
    expect((await publicAnswer(user.username)).bio).toBeNull();
    const response = await update(token, { ...fields, bio: '  Speedrunner & map maker 🎮  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.bio).toBe('Speedrunner & map maker 🎮');
    expect((await row(user.id)).bio).toBe('Speedrunner & map maker 🎮');
    expect((await publicAnswer(user.username)).bio).toBe('Speedrunner & map maker 🎮');
    const html = (await t.inject({ method: 'GET', url: `/user/${user.username}` })).body;
    const description =
      'Speedrunner &#38; map maker 🎮 · Bio Person on HandleHub: one link for all social media and gaming handles.';
    expect(metaOf(html, 'description')).toBe(description);
    expect(metaOf(html, 'og:description')).toBe(description);
    expect(metaOf(html, 'twitter:description')).toBe(description);
    expect((await exported(token)).profile.bio).toBe('Speedrunner & map maker 🎮');

    // Left out keeps it (clients that know no bio); empty removes it.
    expect((await update(token, fields)).json().user.bio).toBe('Speedrunner & map maker 🎮');
    expect((await update(token, { ...fields, bio: '   ' })).json().user.bio).toBeNull();
    expect((await row(user.id)).bio).toBeNull();
    expect((await publicAnswer(user.username)).bio).toBeNull();
    expect((await exported(token)).profile.bio).toBeNull();
  });

  it('accepts 160 characters and refuses 161, control and invisible characters, changing nothing', async () => {
    const { user, token } = await createUserWithSession(t, { name: 'Kept Name' });
    const fields = { name: 'Kept Name', username: user.username, gender: 'female' };
    expect((await update(token, { ...fields, bio: 'b'.repeat(BIO_MAX) })).statusCode).toBe(200);
    const before = await row(user.id);
    const cases: [string, string][] = [
      ['x'.repeat(BIO_MAX + 1), MESSAGES.bioTooLong],
      ['two\nlines', MESSAGES.bioInvalid],
      ['escape \u001b[31m red', MESSAGES.bioInvalid],
      ['Admin \u202etroppus', MESSAGES.textInvisible],
      ['zero\u200bwidth', MESSAGES.textInvisible],
    ];
    for (const [bio, error] of cases) {
      // The other fields change too: the refusal keeps all of them.
      const response = await update(token, { ...fields, name: 'Other Name', theme: 'ocean', bio });
      expect(response.statusCode, JSON.stringify(bio)).toBe(400);
      expect(response.json()).toEqual({ error });
    }
    expect(await row(user.id)).toEqual(before);
    expect((await publicAnswer(user.username)).bio).toBe('b'.repeat(BIO_MAX));
  });
});

describe('Edit Profile: page theme', () => {
  it('saves one of the six: the owner, the public answer (with its colours) and the export show it', async () => {
    const { user, token } = await createUserWithSession(t);
    const fields = { name: 'Theme Person', username: user.username, gender: 'female' };
    expect((await publicAnswer(user.username)).theme).toEqual(pageTheme('violet'));
    const response = await update(token, { ...fields, theme: 'forest' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.theme).toBe('forest');
    expect((await publicAnswer(user.username)).theme).toEqual({
      id: 'forest',
      light: PROFILE_THEMES.forest.light,
      dark: PROFILE_THEMES.forest.dark,
      background: 'solid',
      buttons: 'filled',
    });
    expect((await exported(token)).profile.theme).toBe('forest');
    // Left out keeps it.
    expect((await update(token, fields)).json().user.theme).toBe('forest');
  });

  it('refuses an unknown theme with 400 and changes nothing', async () => {
    const { user, token } = await createUserWithSession(t);
    const fields = { name: 'Theme Person', username: user.username, gender: 'female' };
    expect((await update(token, { ...fields, theme: 'rose' })).statusCode).toBe(200);
    const before = await row(user.id);
    for (const theme of ['neon', '', 'ROSE', 'violet ']) {
      const response = await update(token, { ...fields, name: 'Other Name', bio: 'new bio', theme });
      expect(response.statusCode, JSON.stringify(theme)).toBe(400);
      expect(response.json()).toEqual({ error: MESSAGES.themeInvalid });
    }
    expect(await row(user.id)).toEqual(before);
    expect((await publicAnswer(user.username)).theme.id).toBe('rose');
  });

  it('the database refuses a theme or bio the API would refuse, whoever writes', async () => {
    const { user } = await createUserWithSession(t);
    await expect(t.db.execute(`update users set theme = 'neon' where id = '${user.id}'`)).rejects.toThrow();
    await expect(
      t.db.execute(`update users set bio = repeat('x', ${BIO_MAX + 1}) where id = '${user.id}'`),
    ).rejects.toThrow();
  });
});

describe('Edit Profile: page background and button shape', () => {
  it('saves each choice: the owner, the public answer and the export show it; left out keeps it', async () => {
    const { user, token } = await createUserWithSession(t);
    const fields = { name: 'Style Person', username: user.username, gender: 'female' };
    // Read once first: the profile cache then holds the old look, which the write must drop.
    expect((await publicAnswer(user.username)).theme).toMatchObject({
      background: 'solid',
      buttons: 'filled',
    });
    const response = await update(token, { ...fields, background: 'gradient', buttons: 'pill' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({ background: 'gradient', buttons: 'pill' });
    expect(await row(user.id)).toMatchObject({ pageBackground: 'gradient', pageButtons: 'pill' });
    expect((await publicAnswer(user.username)).theme).toEqual(
      pageTheme('violet', { background: 'gradient', buttons: 'pill' }),
    );
    // The first HTML draws them (this app has no web build; e2e/page-themes.spec.ts reads that page).
    expect((await exported(token)).profile).toMatchObject({ background: 'gradient', buttons: 'pill' });
    // Left out keeps both; one changes alone.
    expect((await update(token, fields)).json().user).toMatchObject({
      background: 'gradient',
      buttons: 'pill',
    });
    expect((await update(token, { ...fields, buttons: 'outline' })).json().user).toMatchObject({
      background: 'gradient',
      buttons: 'outline',
    });
  });

  it('refuses an unknown background or shape with 400 and its message, and changes nothing', async () => {
    const { user, token } = await createUserWithSession(t);
    const fields = { name: 'Style Person', username: user.username, gender: 'female' };
    expect((await update(token, { ...fields, background: 'gradient' })).statusCode).toBe(200);
    const before = await row(user.id);
    const cases: [Record<string, string>, string][] = [
      [{ background: 'image' }, MESSAGES.pageBackgroundInvalid],
      [{ background: '' }, MESSAGES.pageBackgroundInvalid],
      [{ background: 'Gradient' }, MESSAGES.pageBackgroundInvalid],
      [{ buttons: 'square' }, MESSAGES.pageButtonsInvalid],
      [{ buttons: 'pill ' }, MESSAGES.pageButtonsInvalid],
    ];
    for (const [field, error] of cases) {
      const response = await update(token, { ...fields, name: 'Other Name', theme: 'ocean', ...field });
      expect(response.statusCode, JSON.stringify(field)).toBe(400);
      expect(response.json()).toEqual({ error });
    }
    expect(await row(user.id)).toEqual(before);
  });

  it('needs a session: no token answers 401 and changes nothing', async () => {
    const { user } = await createUserWithSession(t);
    const before = await row(user.id);
    const response = await update('', {
      name: 'X Person',
      username: user.username,
      gender: 'female',
      buttons: 'pill',
    });
    expect(response.statusCode).toBe(401);
    expect(await row(user.id)).toEqual(before);
  });

  it('the database refuses a background or shape the API would refuse, whoever writes', async () => {
    const { user } = await createUserWithSession(t);
    await expect(
      t.db.execute(`update users set page_background = 'image' where id = '${user.id}'`),
    ).rejects.toThrow();
    await expect(
      t.db.execute(`update users set page_buttons = 'square' where id = '${user.id}'`),
    ).rejects.toThrow();
  });
});
