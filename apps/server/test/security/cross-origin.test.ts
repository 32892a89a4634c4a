import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession, updateProfile } from '../factories.js';
import { png } from '../photo-fixtures.js';
import { createTestApp, PUBLIC_URL, type TestApp } from '../test-app.js';
import { seedProduct } from './support.js';

/**
 * Contract §2 (the spec's API as another client uses it): lists carry the flags the spec gives users in
 * lists, photo addresses are absolute, and a page of an origin in CORS_ORIGINS may call the API.
 */
const ALLOWED = 'http://localhost:3000';
const OTHER = 'https://evil.example';

let t: TestApp;
let token: string;
let username: string;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC_URL, corsOrigins: [ALLOWED, 'https://app.example.com'] });
  ({
    token,
    user: { username },
  } = await createUserWithSession(t, { name: 'Cross Origin' }));
  await updateProfile(
    t,
    token,
    { name: 'Cross Origin', username, gender: 'female' },
    { filename: 'p.png', type: 'image/png', bytes: await png(64, 64) },
  );
  await seedProduct(t.db);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.inject({ method: 'GET', url, headers });
const preflight = (origin: string, url = '/api/profile/changestatus', method = 'POST') =>
  t.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'content-type,user-token',
    },
  });

describe('lists carry isLocked, isBlocked and isSearchable (the flags the spec gives cards)', () => {
  it.each(['/api/home/', `/api/search/?q=${'cross'}`])('%s', async (url) => {
    const { users } = (await get(url)).json() as { users: Array<Record<string, unknown>> };
    expect(users.length).toBeGreaterThan(0);
    for (const user of users) {
      expect(user).toMatchObject({ isLocked: false, isBlocked: false, isSearchable: true });
    }
  });
});

describe('photo addresses in API answers are absolute, from PUBLIC_URL', () => {
  const absolute = new RegExp(`^${PUBLIC_URL.replace(/\./g, '\\.')}/media/[0-9a-f-]{36}-\\d+\\.webp$`);

  it('in every answer that carries one', async () => {
    const own = { 'user-token': token };
    const photos = [
      (await get('/api/profile/getuser', own)).json().user.photo,
      (await get(`/api/user/${username}`)).json().user[0].photo,
      (await get('/api/home/')).json().users.find((u: { username: string }) => u.username === username).photo,
      (await get('/api/search/?q=cross')).json().users[0].photo,
      (await get('/api/product/')).json().products[0].productPhoto,
    ];
    for (const photo of photos) expect(photo).toMatch(absolute);
    // And they load: the path is ours.
    const served = await get(new URL(photos[0]).pathname);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});

describe('CORS_ORIGINS', () => {
  it('answers a preflight of a listed origin with the session and JSON headers allowed', async () => {
    const res = await preflight(ALLOWED);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(res.headers['access-control-allow-methods'])).toMatch(/\bPOST\b/);
    const allowedHeaders = String(res.headers['access-control-allow-headers']).split(/,\s*/);
    expect(allowedHeaders).toEqual(expect.arrayContaining(['user-token', 'content-type']));
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    // A path no route has is answered the same way: the browser asks before it knows.
    expect((await preflight(ALLOWED, '/api/auth/login')).statusCode).toBe(204);
  });

  it('marks the answers of a listed origin, and says they vary by Origin', async () => {
    const res = await get('/api/home/', { origin: ALLOWED });
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(res.headers.vary)).toMatch(/\bOrigin\b/);
    const profile = await get(`/api/user/${username}`, { origin: 'https://app.example.com' });
    expect(profile.headers['access-control-allow-origin']).toBe('https://app.example.com');
    expect(String(profile.headers.vary)).toMatch(/accept-encoding/i);
    expect(String(profile.headers.vary)).toMatch(/\bOrigin\b/);
  });

  it('gives an unlisted origin no CORS header at all, preflight or not', async () => {
    for (const origin of [OTHER, 'null', `${ALLOWED}.evil.example`, 'http://localhost:3001']) {
      const pre = await preflight(origin);
      expect(pre.statusCode, origin).not.toBe(204);
      expect(pre.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(pre.headers['access-control-allow-headers'], origin).toBeUndefined();
      const res = await get('/api/home/', { origin });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it('by default (empty) allows no other origin', async () => {
    const sameOrigin = await createTestApp();
    try {
      const res = await sameOrigin.inject({
        method: 'OPTIONS',
        url: '/api/auth/login',
        headers: { origin: ALLOWED, 'access-control-request-method': 'POST' },
      });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const home = await sameOrigin.inject({
        method: 'GET',
        url: '/api/home/',
        headers: { origin: ALLOWED },
      });
      expect(home.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await sameOrigin.close();
    }
  });
});
