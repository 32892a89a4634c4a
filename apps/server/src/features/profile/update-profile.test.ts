import { MESSAGES, PHOTO_MAX_BYTES } from '@handlehub/shared';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession } from '../../../test/factories.js';
import {
  CAMERA_MAKE,
  decompressionBombPng,
  jpegWithExifAndGps,
  multipart,
  png,
  svg,
  textFile,
  webp,
  webpChunks,
} from '../../../test/photo-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { media, users } from '../../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface PhotoFile {
  filename: string;
  type: string;
  bytes: Buffer;
}

async function update(token: string, fields: Record<string, string>, photo?: PhotoFile) {
  const body = await multipart(fields, photo);
  return t.inject({
    method: 'POST',
    url: '/api/profile/updateprofile',
    headers: { ...body.headers, 'user-token': token },
    payload: body.payload,
  });
}

const jpegFile = async (): Promise<PhotoFile> => ({
  filename: 'holiday.jpg',
  type: 'image/jpeg',
  bytes: await jpegWithExifAndGps(),
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
      user: { name: 'New Name', username: newUsername, gender: 'male', photo: null, isShopOwner: false },
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
    expect(photo).toMatch(/^\/media\/[0-9a-f-]{36}-\d+\.webp$/);
    const served = await t.inject({ method: 'GET', url: photo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(webpChunks(served.rawPayload)).not.toContain('EXIF');
    expect(served.rawPayload.includes(CAMERA_MAKE)).toBe(false);
  });

  it('accepts PNG and WebP, whatever their file names say', async () => {
    const { user, token } = await createUserWithSession(t);
    const fields = { name: 'Photo Person', username: user.username, gender: 'female' };
    for (const photo of [
      { filename: 'me.png', type: 'image/png', bytes: await png() },
      { filename: 'me.jpg', type: 'application/octet-stream', bytes: await webp() },
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
      await update(token, fields, { filename: 'b.png', type: 'image/png', bytes: await png() })
    ).json().user.photo;
    expect(second).not.toBe(first);
    expect((await t.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: first.replace('-512.', '-160.') })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: second })).statusCode).toBe(200);
  });

  it('refuses 5 MB + 1 byte with 413 and the spec message; exactly 5 MB gets past the size check', async () => {
    const { user, token } = await createUserWithSession(t);
    const fields = { name: 'Photo Person', username: user.username, gender: 'female' };
    const jpeg = await jpegWithExifAndGps(8, 8);
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
      [{ filename: 'art.svg', type: 'image/svg+xml', bytes: svg() }, 415, MESSAGES.photoNotImage],
      [{ filename: 'photo.jpg', type: 'image/jpeg', bytes: textFile() }, 415, MESSAGES.photoNotImage],
      [
        { filename: 'bomb.png', type: 'image/png', bytes: decompressionBombPng() },
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
    const other = await multipart(fields, { name: 'avatar', ...(await jpegFile()) });
    const wrongField = await t.inject({
      method: 'POST',
      url: '/api/profile/updateprofile',
      headers: { ...other.headers, 'user-token': token },
      payload: other.payload,
    });
    expect(wrongField.statusCode).toBe(400);
    const json = await t.inject({
      method: 'POST',
      url: '/api/profile/updateprofile',
      headers: { 'user-token': token },
      payload: fields,
    });
    expect(json.statusCode).toBe(415);
    const body = await multipart(fields);
    const anonymous = await t.inject({ method: 'POST', url: '/api/profile/updateprofile', ...body });
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
    const signup = await t.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        googleUser: { email: `thief-${oldName}@handlehub.test`, name: 'Thief' },
        username: oldName,
        gender: 'male',
      },
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
