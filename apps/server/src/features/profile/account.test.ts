import { MESSAGES, type StatusField } from '@handlehub/shared';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createUserWithSession, ownUserJson } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { insertPhoto } from '../../core/media/media.queries.js';
import { feedback, handles, heldUsernames, media, sessions, users } from '../../db/schema.js';

let t: TestApp;
afterEach(() => t?.close());

const get = (url: string, token?: string) =>
  t.inject({ method: 'GET', url, headers: token ? { 'user-token': token } : {} });
const post = (url: string, token: string | undefined, payload?: object) =>
  t.inject({
    method: 'POST',
    url,
    headers: token ? { 'user-token': token } : {},
    ...(payload ? { payload } : {}),
  });

describe('GET /api/profile/getuser', () => {
  it('answers the signed-in user without e-mail or ids', async () => {
    t = await createTestApp();
    const { token } = await createUserWithSession(t, {
      name: 'Maya Lee',
      username: 'mayalee',
      gender: 'female',
    });
    const res = await get('/api/profile/getuser', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: ownUserJson({ name: 'Maya Lee', username: 'mayalee', gender: 'female' }),
    });
  });

  it('no token → 401 "Please log in to continue"; unknown token → 401 session expired', async () => {
    t = await createTestApp();
    expect((await get('/api/profile/getuser')).json()).toEqual({ error: MESSAGES.notSignedIn });
    const res = await get('/api/profile/getuser', 'made-up-token');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: MESSAGES.sessionExpired });
  });
});

describe('account status', () => {
  it('defaults to public, searchable, not locked', async () => {
    t = await createTestApp();
    const { token } = await createUserWithSession(t);
    const res = await get('/api/profile/getaccountstatus', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: { isPublic: true, isSearchable: true, isLocked: false } });
  });

  it.each<[StatusField, boolean]>([
    ['isPublic', false],
    ['isSearchable', false],
    ['isLocked', true],
  ])('changestatus sets %s to %s and only that flag', async (fieldname, status) => {
    t = await createTestApp();
    const { token } = await createUserWithSession(t);
    const expected = { isPublic: true, isSearchable: true, isLocked: false, [fieldname]: status };
    const res = await post('/api/profile/changestatus', token, { fieldname, status });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: MESSAGES.statusUpdated, status: expected });
    expect((await get('/api/profile/getaccountstatus', token)).json()).toEqual({ status: expected });
  });

  it.each<[string, object, string]>([
    ['isBlocked', { fieldname: 'isBlocked', status: true }, MESSAGES.invalidStatusField],
    ['isShopOwner', { fieldname: 'isShopOwner', status: true }, MESSAGES.invalidStatusField],
    [
      'an extra field',
      { fieldname: 'isPublic', status: false, isBlocked: true },
      MESSAGES.invalidStatusField,
    ],
    ['a missing fieldname', { status: false }, MESSAGES.invalidStatusField],
    ['the string "false"', { fieldname: 'isPublic', status: 'false' }, MESSAGES.invalidStatusValue],
    ['the number 0', { fieldname: 'isPublic', status: 0 }, MESSAGES.invalidStatusValue],
    ['null', { fieldname: 'isPublic', status: null }, MESSAGES.invalidStatusValue],
    ['a missing status', { fieldname: 'isPublic' }, MESSAGES.invalidStatusValue],
  ])('changestatus refuses %s with 400 and changes nothing', async (_name, payload, message) => {
    t = await createTestApp();
    const { user, token } = await createUserWithSession(t);
    const res = await post('/api/profile/changestatus', token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      isPublic: true,
      isSearchable: true,
      isLocked: false,
      isBlocked: false,
      isShopOwner: false,
    });
  });

  it('changestatus without a session → 401, even with a bad body', async () => {
    t = await createTestApp();
    const res = await post('/api/profile/changestatus', undefined, { fieldname: 'isBlocked' });
    expect(res.statusCode).toBe(401);
    expect((await get('/api/profile/getaccountstatus')).statusCode).toBe(401);
  });
});

describe('POST /api/profile/deleteaccount', () => {
  async function richUser() {
    const { user, token } = await createUserWithSession(t, {
      username: 'leaving',
      email: 'leaving@example.com',
    });
    const photoId = await insertPhoto(t.db, [
      { size: 160, bytes: Buffer.from('small') },
      { size: 512, bytes: Buffer.from('large') },
    ] as Parameters<typeof insertPhoto>[1]);
    await t.db.update(users).set({ photoId }).where(eq(users.id, user.id));
    await t.db.insert(handles).values([
      { userId: user.id, fieldname: 'instagram', handle: 'leaving.ig' },
      { userId: user.id, fieldname: 'pubg', handle: '12345' },
    ]);
    const second = (await post('/api/auth/login', undefined, { email: 'leaving@example.com' })).json()
      .authToken as string;
    await post('/api/others/submitfeedback', token, { feedback: 'Goodbye and thanks' });
    return { user, token, second, photoId };
  }

  it('removes every row of the user in one go, keeps the feedback without the link, revokes all sessions', async () => {
    t = await createTestApp();
    const bystander = await createUserWithSession(t);
    const { user, token, second, photoId } = await richUser();

    const res = await post('/api/profile/deleteaccount', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: MESSAGES.accountDeleted });

    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await t.db.select().from(handles).where(eq(handles.userId, user.id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(await t.db.select().from(media).where(eq(media.id, photoId))).toEqual([]);
    const kept = await t.db.select().from(feedback);
    expect(kept.map((f) => ({ userId: f.userId, text: f.text }))).toEqual([
      { userId: null, text: 'Goodbye and thanks' },
    ]);

    expect((await get('/api/profile/getuser', token)).statusCode).toBe(401);
    expect((await get('/api/profile/getuser', second)).statusCode).toBe(401);
    expect((await get('/api/profile/getuser', bystander.token)).statusCode).toBe(200);
  });

  it('holds the username for 90 days: others get 409, the former owner may take it back', async () => {
    t = await createTestApp();
    const { token } = await richUser();
    await post('/api/profile/deleteaccount', token);
    const [held] = await t.db.select().from(heldUsernames);
    expect(held?.username).toBe('leaving');
    const days = (held!.heldUntil.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);

    const stranger = await post('/api/auth/signup', undefined, {
      googleUser: { email: 'stranger@example.com' },
      username: 'leaving',
      gender: 'male',
    });
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json()).toEqual({ error: MESSAGES.usernameTaken });

    const again = await post('/api/auth/login', undefined, { email: 'leaving@example.com' });
    expect(again.json().loggedIn).toBe(false);
    const back = await post('/api/auth/signup', undefined, {
      googleUser: { email: 'leaving@example.com' },
      username: 'leaving',
      gender: 'male',
    });
    expect(back.statusCode).toBe(201);
    expect(await t.db.select().from(heldUsernames)).toEqual([]);
  });

  it('without a session → 401 and nothing is deleted', async () => {
    t = await createTestApp();
    await createUserWithSession(t);
    expect((await post('/api/profile/deleteaccount', undefined)).statusCode).toBe(401);
    expect(await t.db.select().from(users)).toHaveLength(1);
  });
});
