import { MESSAGES, profileExport } from '@handlehub/shared';
import { readImport } from '@handlehub/shared/handle-import';
import { describe, expect, it } from 'vitest';
import { addItemsFor, createUserWithSession, saveHandles } from '../../../test/factories.js';
import { PUBLIC_URL, suiteApp } from '../../../test/test-app.js';
import { utcDay } from '../../core/insights.queries.js';
import { heldUsernames, insightCounts, products } from '../../db/schema.js';

const t = suiteApp({ publicUrl: PUBLIC_URL, rateLimits: false });

const exportData = (token?: string) =>
  t.inject({ method: 'GET', url: '/api/profile/export', headers: token ? { 'user-token': token } : {} });

const post = (url: string, token: string, payload: object) =>
  t.inject({ method: 'POST', url, headers: { 'user-token': token }, payload });

describe('GET /api/profile/export', () => {
  it('is a JSON attachment named after the user, never cached', async () => {
    const { user, token } = await createUserWithSession(t);
    const res = await exportData(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="handlehub-${user.username}.json"`);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(() => profileExport.parse(res.json())).not.toThrow();
  });

  it('holds the profile, flags, handles with links, feedback, reports about them, sessions and insights', async () => {
    const { user, token } = await createUserWithSession(t, {
      name: 'Maya Export',
      email: 'maya.export@handlehub.test',
      gender: 'female',
      isSearchable: false,
    });
    await saveHandles(t, token, { instagram: '@maya.makes', minecraft: 'Steve_123' });
    expect(
      (await post('/api/others/submitfeedback', token, { feedback: 'Please add Twitch' })).statusCode,
    ).toBe(200);
    const reported = await t.inject({
      method: 'POST',
      url: '/api/report',
      payload: { username: user.username, reason: 'spam', note: 'secret words of the reporter' },
    });
    expect(reported.statusCode).toBe(201);
    const today = utcDay(new Date());
    await t.db.insert(insightCounts).values([
      { userId: user.id, day: today, metric: 'view', count: 3 },
      { userId: user.id, day: today, metric: 'click:instagram', count: 2 },
    ]);
    await t.db.insert(heldUsernames).values({
      username: 'maya.old.name',
      formerIdentity: user.identity,
      heldUntil: new Date(Date.now() + 86_400_000),
    });

    const res = await exportData(token);
    expect(res.statusCode).toBe(200);
    const data = profileExport.parse(res.json());
    expect(data.profile).toMatchObject({
      name: 'Maya Export',
      username: user.username,
      gender: 'female',
      email: 'maya.export@handlehub.test',
      photo: null,
      publicProfileUrl: `${PUBLIC_URL}/user/${user.username}`,
      signIn: 'development',
      createdAt: user.createdAt.toISOString(),
    });
    expect(data.flags).toEqual({ isPublic: true, isSearchable: false, isLocked: false, isShopOwner: false });
    expect(data.handles.map(({ updatedAt: _, ...h }) => h)).toEqual([
      {
        fieldname: 'instagram',
        platform: 'Instagram',
        handle: 'maya.makes',
        link: 'https://www.instagram.com/maya.makes',
        label: '',
        title: '',
        visible: true,
      },
      {
        fieldname: 'minecraft',
        platform: 'Minecraft',
        handle: 'Steve_123',
        link: null,
        label: '',
        title: '',
        visible: true,
      },
    ]);
    expect(data.feedback.map((f) => f.text)).toEqual(['Please add Twitch']);
    expect(data.reportsAboutYou).toEqual([
      { reason: 'spam', createdAt: expect.any(String), resolvedAt: null },
    ]);
    expect(res.body).not.toContain('secret words of the reporter');
    expect(data.heldUsernames.map((h) => h.username)).toEqual(['maya.old.name']);
    expect(data.sessions).toHaveLength(1);
    expect(res.body).not.toContain(token);
    expect(res.body).not.toContain(user.id);
    expect(data.insights).toEqual([{ date: today, views: 3, qrScans: 0, clicks: { instagram: 2 } }]);
    expect(data.products).toEqual([]);
  });

  it("holds nothing of another user's", async () => {
    const me = await createUserWithSession(t, { email: 'me.only@handlehub.test' });
    const other = await createUserWithSession(t, {
      email: 'someone.else@handlehub.test',
      name: 'Other Person',
    });
    await saveHandles(t, other.token, { twitter: 'other_handle_x' });
    await post('/api/others/submitfeedback', other.token, { feedback: 'feedback of the other one' });
    await t.inject({
      method: 'POST',
      url: '/api/report',
      payload: { username: other.user.username, reason: 'other' },
    });
    await t.db
      .insert(insightCounts)
      .values({ userId: other.user.id, day: utcDay(new Date()), metric: 'view', count: 9 });

    const res = await exportData(me.token);
    const data = profileExport.parse(res.json());
    for (const text of [
      'someone.else@handlehub.test',
      other.user.username,
      'other_handle_x',
      'feedback of the other one',
    ]) {
      expect(res.body).not.toContain(text);
    }
    expect(data.handles).toEqual([]);
    expect(data.feedback).toEqual([]);
    expect(data.reportsAboutYou).toEqual([]);
    expect(data.insights).toEqual([]);
  });

  it('a shop owner gets the products they added', async () => {
    const { user, token } = await createUserWithSession(t, { isShopOwner: true });
    const other = await createUserWithSession(t, { isShopOwner: true });
    await t.db.insert(products).values([
      { name: 'Mug', description: 'A mug', link: 'https://shop.example.com/mug', createdBy: user.id },
      { name: 'Not mine', description: 'x', link: 'https://shop.example.com/x', createdBy: other.user.id },
    ]);
    const data = profileExport.parse((await exportData(token)).json());
    expect(data.flags.isShopOwner).toBe(true);
    expect(data.products).toEqual([
      {
        name: 'Mug',
        description: 'A mug',
        link: 'https://shop.example.com/mug',
        createdAt: expect.any(String),
      },
    ]);
  });

  it('without a session → 401', async () => {
    const res = await exportData();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: MESSAGES.notSignedIn });
  });

  it('with an unknown or logged-out token → 401', async () => {
    expect((await exportData('made-up-token')).json()).toEqual({ error: MESSAGES.sessionExpired });
    const { token } = await createUserWithSession(t);
    expect((await post('/api/auth/logout', token, {})).statusCode).toBe(200);
    const res = await exportData(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: MESSAGES.sessionExpired });
  });

  it('with the token of a deleted account → 401', async () => {
    const { token } = await createUserWithSession(t);
    expect((await post('/api/profile/deleteaccount', token, {})).statusCode).toBe(200);
    expect((await exportData(token)).statusCode).toBe(401);
  });
});

describe('GET /api/profile/export.csv and export.resume.json', () => {
  it('writes every item as CSV that Bring your links reads back, and the shown ones as a JSON Resume', async () => {
    const { user, token } = await createUserWithSession(t, { name: 'Csv Cora' });
    await addItemsFor(t, user.id, [
      ['instagram', 'cora.gram'],
      ['coc', '#2PP0JCGQ', { label: 'main' }],
      ['link', 'https://cora.example/shop', { title: '=HYPERLINK("x")' }],
      ['tiktok', 'cora.hidden', { visible: false }],
    ]);
    const csv = await t.inject({
      method: 'GET',
      url: '/api/profile/export.csv',
      headers: { 'user-token': token },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="handlehub-${user.username}.csv"`);
    expect(csv.headers['cache-control']).toBe('private, no-store');
    // A title a spreadsheet would run as a formula is written as text.
    expect(csv.body).toContain(`'=HYPERLINK`);
    const read = readImport('export.csv', csv.body);
    expect(read.ok && read.rows.map((row) => row.result.ok && row.result.item)).toEqual([
      { platform: 'instagram', value: 'cora.gram', label: '', title: '', visible: true },
      { platform: 'coc', value: '#2PP0JCGQ', label: 'main', title: '', visible: true },
      {
        platform: 'link',
        value: 'https://cora.example/shop',
        label: '',
        title: '=HYPERLINK("x")',
        visible: true,
      },
      { platform: 'tiktok', value: 'cora.hidden', label: '', title: '', visible: false },
    ]);

    const resume = await t.inject({
      method: 'GET',
      url: '/api/profile/export.resume.json',
      headers: { 'user-token': token },
    });
    expect(resume.statusCode).toBe(200);
    const basics = resume.json().basics;
    expect(basics.name).toBe('Csv Cora');
    expect(basics.profiles.map((p: { network: string }) => p.network)).toEqual([
      'HandleHub',
      'Instagram',
      'Clash of Clans',
      '=HYPERLINK("x")',
    ]);
    expect(resume.body).not.toContain('cora.hidden');
    expect((await t.inject({ method: 'GET', url: '/api/profile/export.csv' })).statusCode).toBe(401);
  });
});
