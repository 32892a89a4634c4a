import { MESSAGES, PHOTO_MAX_BYTES } from '@handlehub/shared';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  createUserWithSession,
  signUp as devSignUp,
  ownUserJson,
  type PhotoFile,
  postProfileForm,
} from '../../../test/factories.js';
import * as photos from '../../../test/photo-fixtures.js';
import { suiteApp } from '../../../test/test-app.js';
import { heldUsernames, media, usernameChanges, users } from '../../db/schema.js';

const t = suiteApp();

const update = (token: string | undefined, fields: Record<string, string>, photo?: PhotoFile) =>
  postProfileForm(t, token, fields, photo);

const jpegFile = async (): Promise<PhotoFile> => ({
  filename: 'holiday.jpg',
  type: 'image/jpeg',
  bytes: await photos.jpegWithExifAndGps(),
});

async function userRow(id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row!;
}
const mediaRows = async () => (await t.db.select({ n: count() }).from(media))[0]!.n;

describe('POST /api/profile/updateprofile', () => {
  it('updates name, username and gender and answers the user with the message', async () => {
    const { user, token } = await createUserWithSession(t, { name: 'Old Name', gender: 'female' });
    const newUsername = `n${user.username}`;
    const response = await update(token, {
      name: '  New Name ',
      username: ` ${newUsername.toUpperCase()} `,
      gender: 'male',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      user: ownUserJson({ name: 'New Name', username: newUsername, gender: 'male' }),
      msg: MESSAGES.profileUpdated,
    });
  });

  it('checks the fields in the spec order with its messages', async () => {
    const { user, token } = await createUserWithSession(t);
    const ok = { name: 'Valid Name', username: user.username, gender: 'female' };
    const cases: [Record<string, string>, string][] = [
      [{ ...ok, name: '' }, 'Please provide your name'],
      [{ ...ok, name: ' ab ' }, 'Name should contain atleast 3 characters'],
      [{ ...ok, name: 'a'.repeat(51) }, 'Name can have at most 50 characters'],
      [{ ...ok, name: 'Bad\u0007Name' }, 'Name cannot contain control characters'],
      [{ ...ok, username: '' }, 'Please provide your username'],
      [{ ...ok, username: 'ab' }, 'Username should contain atleast 3 characters'],
      [{ ...ok, username: 'a'.repeat(31) }, 'Username can have at most 30 characters'],
      [{ ...ok, username: 'bad<name>' }, 'Username can only contain letters, numbers, dots and underscores'],
      [{ ...ok, username: 'settings' }, 'This username is reserved'],
      [{ ...ok, gender: 'other' }, 'Please select your gender'],
      [{ name: '', username: '', gender: '' }, 'Please provide your name'],
    ];
    for (const [fields, error] of cases) {
      const response = await update(token, fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json()).toEqual({ error });
    }
    expect((await userRow(user.id)).name).toBe('Test Person');
  });

  it('turns a JPEG with EXIF and GPS into WebP with no metadata, served immutable from /media', async () => {
    const { user, token } = await createUserWithSession(t);
    const response = await update(
      token,
      { name: 'Photo Person', username: user.username, gender: 'female' },
      await jpegFile(),
    );
    expect(response.statusCode, response.body).toBe(200);
    const photo: string = response.json().user.photo;
    // Absolute from PUBLIC_URL (contract §2), served by us.
    expect(photo).toMatch(/^http:\/\/localhost:3000\/media\/[0-9a-f-]{36}-\d+\.webp$/);
    const served = await t.inject({ method: 'GET', url: new URL(photo).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=86400, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(await photos.metadataLeft(served.rawPayload)).toEqual([]);
  });

  it('accepts PNG and WebP, whatever their file names say', async () => {
    const { user, token } = await createUserWithSession(t);
    const fields = { name: 'Photo Person', username: user.username, gender: 'female' };
    for (const photo of [
      { filename: 'me.png', type: 'image/png', bytes: await photos.png() },
      { filename: 'me.jpg', type: 'application/octet-stream', bytes: await photos.webp() },
    ]) {
      const response = await update(token, fields, photo);
      expect(response.statusCode, response.body).toBe(200);
      expect((await t.inject({ method: 'GET', url: response.json().user.photo })).statusCode).toBe(200);
    }
  });

  it('deletes the old photo when a new one replaces it, and keeps it when none is sent', async () => {
    const { user, token } = await createUserWithSession(t);
    const fields = { name: 'Photo Person', username: user.username, gender: 'female' };
    const first: string = (await update(token, fields, await jpegFile())).json().user.photo;
    const kept = await update(token, { ...fields, name: 'Renamed Person' });
    expect(kept.json().user.photo).toBe(first);
    const second: string = (
      await update(token, fields, { filename: 'b.png', type: 'image/png', bytes: await photos.png() })
    ).json().user.photo;
    expect(second).not.toBe(first);
    expect((await t.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: first.replace('-512.', '-160.') })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: second })).statusCode).toBe(200);
  });

  it('refuses 5 MB + 1 byte with 413 and the spec message; exactly 5 MB gets past the size check', async () => {
    const { user, token } = await createUserWithSession(t);
    const fields = { name: 'Photo Person', username: user.username, gender: 'female' };
    const jpeg = await photos.jpegWithExifAndGps(8, 8);
    const padded = (size: number) => Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length, 0)]);
    const tooBig = await update(token, fields, {
      filename: 'big.jpg',
      type: 'image/jpeg',
      bytes: padded(PHOTO_MAX_BYTES + 1),
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ error: 'Please upload photo less than 5MB' });
    const atLimit = await update(token, fields, {
      filename: 'big.jpg',
      type: 'image/jpeg',
      bytes: padded(PHOTO_MAX_BYTES),
    });
    expect(atLimit.statusCode, atLimit.body).toBe(200);
  });

  it('refuses SVG, a text file named .jpg and a decompression bomb, and a refused upload changes nothing', async () => {
    const { user, token } = await createUserWithSession(t, { name: 'Before Name' });
    const fields = { name: 'Before Name', username: user.username, gender: 'female' };
    const photo: string = (await update(token, fields, await jpegFile())).json().user.photo;
    const before = await userRow(user.id);
    const mediaBefore = await mediaRows();
    const attempts: [PhotoFile, number, string][] = [
      [{ filename: 'art.svg', type: 'image/svg+xml', bytes: photos.svg() }, 415, MESSAGES.photoNotImage],
      [{ filename: 'photo.jpg', type: 'image/jpeg', bytes: photos.textFile() }, 415, MESSAGES.photoNotImage],
      [
        { filename: 'bomb.png', type: 'image/png', bytes: photos.decompressionBombPng() },
        400,
        MESSAGES.photoTooManyPixels,
      ],
    ];
    for (const [file, status, error] of attempts) {
      const response = await update(
        token,
        { name: 'After Name', username: `x${user.username}`, gender: 'male' },
        file,
      );
      expect(response.statusCode, file.filename).toBe(status);
      expect(response.json()).toEqual({ error });
    }
    expect(await userRow(user.id)).toEqual(before);
    expect(await mediaRows()).toBe(mediaBefore);
    expect((await t.inject({ method: 'GET', url: photo })).statusCode).toBe(200);
    const publicView = await t.inject({ method: 'GET', url: `/api/user/x${user.username}` });
    expect(publicView.json()).toEqual({ user: [] });
  });

  it('refuses a file under another field name, JSON bodies and callers without a session', async () => {
    const { user, token } = await createUserWithSession(t);
    const fields = { name: 'Valid Name', username: user.username, gender: 'female' };
    const wrongField = await update(token, fields, { name: 'avatar', ...(await jpegFile()) });
    expect(wrongField.statusCode).toBe(400);
    const json = await t.inject({
      method: 'POST',
      url: '/api/profile/updateprofile',
      headers: { 'user-token': token },
      payload: fields,
    });
    expect(json.statusCode).toBe(415);
    const anonymous = await update(undefined, fields);
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('username change', () => {
  it('stops the old address working and keeps the old name from everybody else', async () => {
    const owner = await createUserWithSession(t, { name: 'Owner Person' });
    const other = await createUserWithSession(t);
    const oldName = owner.user.username;
    const newName = `new${oldName}`;
    const renamed = await update(owner.token, { name: 'Owner Person', username: newName, gender: 'female' });
    expect(renamed.statusCode, renamed.body).toBe(200);

    expect((await t.inject({ method: 'GET', url: `/api/user/${oldName}` })).json()).toEqual({ user: [] });
    expect((await t.inject({ method: 'GET', url: `/api/user/${newName}` })).json().user[0].name).toBe(
      'Owner Person',
    );

    const steal = await update(other.token, { name: 'Other Person', username: oldName, gender: 'male' });
    expect(steal.statusCode).toBe(409);
    expect(steal.json()).toEqual({ error: 'Username is already taken' });
    const signup = await devSignUp(t, {
      email: `thief-${oldName}@handlehub.test`,
      name: 'Thief',
      username: oldName,
      gender: 'male',
    });
    expect(signup.statusCode).toBe(409);
    expect(signup.json()).toEqual({ error: 'Username is already taken' });

    const takeTaken = await update(other.token, { name: 'Other Person', username: newName, gender: 'male' });
    expect(takeTaken.statusCode).toBe(409);

    const back = await update(owner.token, { name: 'Owner Person', username: oldName, gender: 'female' });
    expect(back.statusCode, back.body).toBe(200);
    expect((await t.inject({ method: 'GET', url: `/api/user/${oldName}` })).json().user).toHaveLength(1);
  });
});

describe('username hoarding (probe M1)', () => {
  const signUp = (username: string, email = `${username}@handlehub.test`) =>
    devSignUp(t, { email, name: 'Some Person', username });
  const rename = (token: string, username: string) =>
    update(token, { name: 'Hoarder Person', username, gender: 'male' });
  const heldFor = async (identity: string) =>
    (await t.db.select().from(heldUsernames).where(eq(heldUsernames.formerIdentity, identity)))
      .map((row) => row.username)
      .sort();
  /** Moves the user's recorded changes a day and a minute into the past, as if a day had gone by. */
  const aDayLater = (userId: string) =>
    t.db
      .update(usernameChanges)
      .set({ changedAt: new Date(Date.now() - 86_460_000) })
      .where(eq(usernameChanges.userId, userId));

  it('allows 3 username changes in 24 hours and refuses the 4th with the wait in words', async () => {
    const { user, token } = await createUserWithSession(t, { username: 'hoard0' });
    for (const name of ['hoard1', 'hoard2', 'hoard3']) {
      expect((await rename(token, name)).statusCode).toBe(200);
    }
    const refused = await rename(token, 'hoard4');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'You can change your username again in 24 hours' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(86_300);
    expect((await userRow(user.id)).username).toBe('hoard3');
    // Switching back to a name held for oneself is a change too.
    expect((await rename(token, 'hoard0')).statusCode).toBe(429);
    // Other edits of the profile are not limited.
    const sameName = await update(token, { name: 'Renamed Person', username: 'hoard3', gender: 'female' });
    expect(sameName.statusCode).toBe(200);

    await aDayLater(user.id);
    expect((await rename(token, 'hoard4')).statusCode).toBe(200);
  });

  it('the wait counts from the oldest of the last 3 changes', async () => {
    const { user, token } = await createUserWithSession(t, { username: 'wait0' });
    for (const name of ['wait1', 'wait2', 'wait3']) expect((await rename(token, name)).statusCode).toBe(200);
    const changes = await t.db.select().from(usernameChanges).where(eq(usernameChanges.userId, user.id));
    // The oldest change was 19 hours and 50 minutes ago: 4 hours and 10 minutes to go → "5 hours".
    const oldest = new Date(Date.now() - (19 * 60 + 50) * 60_000);
    await t.db
      .update(usernameChanges)
      .set({ changedAt: oldest })
      .where(
        eq(usernameChanges.changedAt, changes.sort((a, b) => +a.changedAt - +b.changedAt)[0]!.changedAt),
      );
    expect((await rename(token, 'wait4')).json()).toEqual({
      error: 'You can change your username again in 5 hours',
    });
  });

  it('holds at most 3 given-up names per account, releasing the oldest first', async () => {
    const { user, token } = await createUserWithSession(t, { username: 'keep0' });
    for (const [i, name] of ['keep1', 'keep2', 'keep3', 'keep4', 'keep5'].entries()) {
      if (i === 3) await aDayLater(user.id);
      expect((await rename(token, name)).statusCode).toBe(200);
    }
    expect(await heldFor(user.identity)).toEqual(['keep2', 'keep3', 'keep4']);
    // The released names are anyone's again; the held ones are not.
    expect((await signUp('keep0', 'stranger0@handlehub.test')).statusCode).toBe(201);
    expect((await signUp('keep1', 'stranger1@handlehub.test')).statusCode).toBe(201);
    const taken = await signUp('keep2', 'stranger2@handlehub.test');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: MESSAGES.usernameTaken });
  });

  it('deleting the account holds its name within the same cap', async () => {
    const { user, token } = await createUserWithSession(t, { username: 'gone0' });
    for (const name of ['gone1', 'gone2', 'gone3']) expect((await rename(token, name)).statusCode).toBe(200);
    const deleted = await t.inject({
      method: 'POST',
      url: '/api/profile/deleteaccount',
      headers: { 'user-token': token },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await heldFor(user.identity)).toEqual(['gone1', 'gone2', 'gone3']);
  });
});
