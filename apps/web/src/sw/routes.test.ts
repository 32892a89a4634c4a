// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiCacheKey, OFFLINE_API, strategyFor } from './routes';

const ORIGIN = 'https://handlehub.example';
const PRECACHED = new Set(['/index.html', '/assets/index-abc.js', '/icons/icon-192.png']);
const ask = (method: string, path: string, mode = 'cors', origin = ORIGIN) =>
  strategyFor({ method, url: `${origin}${path}`, mode }, ORIGIN, PRECACHED);

describe('which requests the service worker answers', () => {
  it('answers screen navigations network first, waiting for the network only on public profiles', () => {
    expect(ask('GET', '/profile', 'navigate')).toEqual({ kind: 'navigate', waitForNetwork: false });
    expect(ask('GET', '/', 'navigate')).toEqual({ kind: 'navigate', waitForNetwork: false });
    expect(ask('GET', '/user/maya.l?src=qr', 'navigate')).toEqual({ kind: 'navigate', waitForNetwork: true });
  });

  it('keeps the own profile answers per session and the deployment config for everyone', () => {
    expect(ask('GET', '/api/social/getsocialaccount')).toEqual({ kind: 'api', perUser: true });
    expect(ask('GET', '/api/profile/getuser')).toEqual({ kind: 'api', perUser: true });
    expect(ask('GET', '/api/profile/insights')).toEqual({ kind: 'api', perUser: true });
    expect(ask('GET', '/api/auth/config')).toEqual({ kind: 'api', perUser: false });
    expect(ask('GET', '/api/handles')).toEqual({ kind: 'api', perUser: true });
    expect(Object.keys(OFFLINE_API).sort()).toEqual([
      '/api/auth/config',
      '/api/handles',
      '/api/profile/getuser',
      '/api/profile/insights',
      '/api/social/getsocialaccount',
    ]);
  });

  it('answers the build files from the precache and photos network first', () => {
    expect(ask('GET', '/assets/index-abc.js', 'no-cors')).toEqual({ kind: 'precache' });
    expect(ask('GET', '/icons/icon-192.png', 'no-cors')).toEqual({ kind: 'precache' });
    expect(ask('GET', '/media/0b7c-256.webp', 'no-cors')).toEqual({ kind: 'media' });
  });

  it('leaves every other method, API call, page of the API and other origin to the browser', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']) {
      expect(ask(method, '/api/social/getsocialaccount'), method).toBeNull();
      expect(ask(method, '/profile', 'navigate'), method).toBeNull();
      expect(ask(method, '/assets/index-abc.js'), method).toBeNull();
      expect(ask(method, '/media/0b7c-256.webp'), method).toBeNull();
    }
    expect(ask('GET', '/api/user/maya.l')).toBeNull();
    expect(ask('GET', '/api/home/getusers')).toBeNull();
    expect(ask('GET', '/api/docs', 'navigate')).toBeNull();
    expect(ask('GET', '/media/0b7c-256.webp', 'navigate')).toBeNull();
    expect(ask('GET', '/assets/not-this-build.js')).toBeNull();
    expect(ask('GET', '/robots.txt')).toBeNull();
    expect(ask('GET', '/sw.js')).toBeNull();
    expect(ask('GET', '/api/auth/config', 'cors', 'https://elsewhere.example')).toBeNull();
    expect(ask('GET', '/profile', 'navigate', 'https://elsewhere.example')).toBeNull();
  });
});

describe('the cache key of an API answer', () => {
  const url = `${ORIGIN}/api/social/getsocialaccount`;
  const session = (token: string) => new Headers({ 'user-token': token });

  it('carries a hash of the session token, never the token itself', async () => {
    const key = await apiCacheKey(url, session('token-a'), true);
    expect(key).toMatch(
      /^https:\/\/handlehub\.example\/api\/social\/getsocialaccount\?handlehub-session=[0-9a-f]{64}$/,
    );
    expect(key).not.toContain('token-a');
    expect(await apiCacheKey(url, session('token-a'), true)).toBe(key);
  });

  it("differs between two sessions, so one person never gets another one's copy", async () => {
    const a = await apiCacheKey(url, session('token-a'), true);
    const b = await apiCacheKey(url, session('token-b'), true);
    expect(a).not.toBe(b);
  });

  it('keeps the query and drops a fragment', async () => {
    const key = await apiCacheKey(`${url}?x=1#frag`, session('t'), true);
    expect(key).toMatch(/\/getsocialaccount\?x=1&handlehub-session=[0-9a-f]{64}$/);
  });

  it('has no key for a per-user answer without a session, and the plain URL for shared answers', async () => {
    expect(await apiCacheKey(url, new Headers(), true)).toBeNull();
    expect(await apiCacheKey(`${ORIGIN}/api/auth/config`, session('t'), false)).toBe(
      `${ORIGIN}/api/auth/config`,
    );
  });
});
