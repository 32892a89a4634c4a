// @vitest-environment node
import { resolve } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_CACHE, MEDIA_CACHE, precacheName } from './cache-names';
import { MEDIA_CACHE_LIMIT, NETWORK_TIMEOUT_MS } from './routes';
import { renderServiceWorker } from './vite-plugin';

/**
 * The built worker run against an in-memory Cache Storage and a fake network: what it keeps, what it
 * answers offline and to whom. The browser side (registration, control, reloads) is e2e/offline.spec.ts.
 */
const ORIGIN = 'https://hh.test';
const MANIFEST = { version: 'v1', urls: ['/index.html', '/assets/index-abc.js', '/icons/icon-192.png'] };
const PRECACHE = precacheName(MANIFEST.version);
const absolute = (input: string | URL | { url: string }) =>
  new URL(typeof input === 'string' || input instanceof URL ? input : input.url, ORIGIN).href;

class FakeCache {
  readonly entries = new Map<string, Response>();
  constructor(private readonly network: (request: FakeRequest) => Promise<Response>) {}
  async put(key: string | { url: string }, response: Response) {
    this.entries.delete(absolute(key));
    this.entries.set(absolute(key), response);
  }
  async match(key: string | { url: string }) {
    return this.entries.get(absolute(key))?.clone();
  }
  async delete(key: string | { url: string }) {
    return this.entries.delete(absolute(key));
  }
  async keys() {
    return [...this.entries.keys()].map((url) => ({ url }));
  }
  async addAll(requests: FakeRequest[]) {
    const answers = await Promise.all(requests.map((request) => this.network(request)));
    if (answers.some((answer) => !answer.ok)) throw new TypeError('addAll: a request failed');
    for (const [i, answer] of answers.entries()) this.entries.set(absolute(requests[i]!), answer);
  }
}

class FakeCaches {
  readonly byName = new Map<string, FakeCache>();
  constructor(private readonly network: (request: FakeRequest) => Promise<Response>) {}
  async open(name: string) {
    if (!this.byName.has(name)) this.byName.set(name, new FakeCache(this.network));
    return this.byName.get(name)!;
  }
  async keys() {
    return [...this.byName.keys()];
  }
  async delete(name: string) {
    return this.byName.delete(name);
  }
  async match(key: string, options: { cacheName: string }) {
    return this.byName.get(options.cacheName)?.match(key);
  }
}

interface FakeRequest {
  url: string;
  method: string;
  mode: string;
  headers: Headers;
  cache?: string;
}

let code = '';
beforeAll(async () => {
  code = await renderServiceWorker(resolve(import.meta.dirname, 'service-worker.ts'), MANIFEST);
});
afterEach(() => vi.useRealTimers());

/** A fresh worker with its own caches; `answer` plays the server, `online = false` cuts the network. */
function startWorker(
  answer: (request: FakeRequest) => Response | Promise<Response> = () => new Response('ok'),
) {
  const listeners = new Map<string, (event: unknown) => void>();
  const world = {
    online: true,
    requests: [] as FakeRequest[],
    claimed: false,
    skippedWaiting: false,
  };
  const network = async (request: FakeRequest) => {
    world.requests.push(request);
    if (!world.online) throw new TypeError('Failed to fetch');
    return answer(request);
  };
  const caches = new FakeCaches(network);
  const scope = {
    location: { origin: ORIGIN },
    clients: {
      claim: async () => {
        world.claimed = true;
      },
    },
    skipWaiting: async () => {
      world.skippedWaiting = true;
    },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  };
  class WorkerRequest {
    readonly url: string;
    readonly method = 'GET';
    readonly mode = 'cors';
    readonly headers = new Headers();
    readonly cache: string | undefined;
    constructor(url: string, init: { cache?: string } = {}) {
      this.url = absolute(url);
      this.cache = init.cache;
    }
  }
  new Function('self', 'caches', 'fetch', 'Request', code)(scope, caches, network, WorkerRequest);

  const lifecycle = async (type: 'install' | 'activate') => {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)!({ waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  };
  /** Dispatches a fetch event: null when the worker leaves the request to the browser. */
  const request = (
    path: string,
    options: { method?: string; mode?: string; token?: string } = {},
  ): Promise<Response> | null => {
    const headers = new Headers(options.token ? { 'user-token': options.token } : {});
    const req = {
      url: absolute(path),
      method: options.method ?? 'GET',
      mode: options.mode ?? 'cors',
      headers,
    };
    let answer: Promise<Response> | null = null;
    listeners.get('fetch')!({
      request: req,
      respondWith: (p: Promise<Response>) => (answer = p),
      waitUntil: () => undefined,
    });
    return answer;
  };
  return { world, caches, lifecycle, request };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('install and activate', () => {
  it('precaches every file of the build past the HTTP cache, then takes over at once', async () => {
    const worker = startWorker((request) => new Response(`file ${new URL(request.url).pathname}`));
    await worker.lifecycle('install');
    expect(worker.world.requests.map((r) => [new URL(r.url).pathname, r.cache])).toEqual(
      MANIFEST.urls.map((url) => [url, 'reload']),
    );
    expect([...worker.caches.byName.get(PRECACHE)!.entries.keys()]).toEqual(MANIFEST.urls.map(absolute));
    expect(worker.world.skippedWaiting).toBe(true);
  });

  it('fails the install when a file cannot be fetched, so a half build never takes over', async () => {
    const worker = startWorker((request) =>
      request.url.endsWith('.png') ? new Response('gone', { status: 404 }) : new Response('ok'),
    );
    await expect(worker.lifecycle('install')).rejects.toThrow();
    expect(worker.world.skippedWaiting).toBe(false);
  });

  it("drops other builds' caches at activation, keeps its own and other apps' ones, and claims the pages", async () => {
    const worker = startWorker();
    for (const name of [
      'handlehub-precache-old',
      PRECACHE,
      API_CACHE,
      MEDIA_CACHE,
      'handlehub-api-v0',
      'other-app',
    ]) {
      await worker.caches.open(name);
    }
    await worker.lifecycle('activate');
    expect((await worker.caches.keys()).sort()).toEqual(
      [API_CACHE, MEDIA_CACHE, PRECACHE, 'other-app'].sort(),
    );
    expect(worker.world.claimed).toBe(true);
  });
});

describe('screens', () => {
  const installed = async () => {
    const worker = startWorker((request) =>
      new URL(request.url).pathname === '/index.html'
        ? new Response('cached shell')
        : new Response('network page'),
    );
    await worker.lifecycle('install');
    worker.world.requests.length = 0;
    return worker;
  };

  it('asks the network first and falls back to the cached shell offline, for any screen', async () => {
    const worker = await installed();
    expect(await (await worker.request('/profile', { mode: 'navigate' }))!.text()).toBe('network page');
    worker.world.online = false;
    for (const path of ['/profile', '/', '/settings', '/user/maya.l?src=qr']) {
      expect(await (await worker.request(path, { mode: 'navigate' }))!.text(), path).toBe('cached shell');
    }
  });

  it('uses the shell when the network is slow, but waits for public profiles, which the server renders', async () => {
    let release: (r: Response) => void = () => undefined;
    const worker = startWorker((request) =>
      MANIFEST.urls.includes(new URL(request.url).pathname)
        ? new Response('cached shell')
        : new Promise<Response>((done) => (release = done)),
    );
    await worker.lifecycle('install');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const screen = worker.request('/profile', { mode: 'navigate' })!;
    await vi.advanceTimersByTimeAsync(NETWORK_TIMEOUT_MS);
    expect(await (await screen).text()).toBe('cached shell');

    let settled = false;
    const profile = worker.request('/user/maya.l', { mode: 'navigate' })!.then((r) => {
      settled = true;
      return r;
    });
    await vi.advanceTimersByTimeAsync(NETWORK_TIMEOUT_MS * 3);
    expect(settled).toBe(false);
    release(new Response('server-rendered profile'));
    expect(await (await profile).text()).toBe('server-rendered profile');
  });

  it('answers the build files from the precache without the network, and leaves others alone', async () => {
    const worker = await installed();
    worker.world.online = false;
    const script = await worker.request('/assets/index-abc.js', { mode: 'no-cors' });
    expect(await script!.text()).toBe('network page');
    expect(worker.world.requests).toEqual([]);
    expect(worker.request('/assets/other-build.js')).toBeNull();
    expect(worker.request('/robots.txt')).toBeNull();
  });
});

describe('the own profile answers', () => {
  const ACCOUNTS = '/api/social/getsocialaccount';
  const server = (request: FakeRequest) => {
    const token = request.headers.get('user-token');
    if (token === 'expired') return json({ error: 'Please log in again' }, 401);
    if (token === 'broken') return json({ error: 'Server error' }, 500);
    return json({ who: token ?? 'nobody', path: new URL(request.url).pathname });
  };

  it("keeps each session its own copy and never answers one session with another one's", async () => {
    const worker = startWorker(server);
    expect(await (await worker.request(ACCOUNTS, { token: 'token-a' }))!.json()).toMatchObject({
      who: 'token-a',
    });
    worker.world.online = false;
    expect(await (await worker.request(ACCOUNTS, { token: 'token-a' }))!.json()).toMatchObject({
      who: 'token-a',
    });
    await expect(worker.request(ACCOUNTS, { token: 'token-b' })!).rejects.toThrow('Failed to fetch');
    await expect(worker.request(ACCOUNTS)!).rejects.toThrow('Failed to fetch');
    const keys = [...worker.caches.byName.get(API_CACHE)!.entries.keys()];
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain('token-a');
  });

  it('keeps nothing without a session, and nothing the server refused', async () => {
    const worker = startWorker(server);
    await worker.request(ACCOUNTS);
    await worker.request(ACCOUNTS, { token: 'broken' });
    expect(worker.caches.byName.get(API_CACHE)?.entries.size ?? 0).toBe(0);
  });

  it('drops the copy when the server says the session is over', async () => {
    let token = 'token-a';
    const worker = startWorker((request) =>
      token === 'gone' ? json({ error: 'Please log in again' }, 401) : server(request),
    );
    await worker.request(ACCOUNTS, { token });
    token = 'gone';
    expect((await worker.request(ACCOUNTS, { token: 'token-a' }))!.status).toBe(401);
    worker.world.online = false;
    await expect(worker.request(ACCOUNTS, { token: 'token-a' })!).rejects.toThrow('Failed to fetch');
  });

  it('serves the copy when the network hangs, as on a Wi-Fi without a way out', async () => {
    let hang = false;
    const worker = startWorker((request) =>
      hang ? new Promise<Response>(() => undefined) : server(request),
    );
    await worker.request(ACCOUNTS, { token: 'token-a' });
    hang = true;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const answer = worker.request(ACCOUNTS, { token: 'token-a' })!;
    // The key's hash is computed off the main thread first: wait until the worker has asked the network.
    while (worker.world.requests.length < 2) await new Promise((done) => setImmediate(done));
    await vi.advanceTimersByTimeAsync(NETWORK_TIMEOUT_MS);
    expect(await (await answer).json()).toMatchObject({ who: 'token-a' });
  });

  it('shares the deployment config between sessions, and the own user answer per session', async () => {
    const worker = startWorker(server);
    await worker.request('/api/auth/config', { token: 'token-a' });
    await worker.request('/api/profile/getuser', { token: 'token-a' });
    worker.world.online = false;
    expect(await (await worker.request('/api/auth/config', { token: 'token-b' }))!.json()).toMatchObject({
      path: '/api/auth/config',
    });
    expect(await (await worker.request('/api/profile/getuser', { token: 'token-a' }))!.json()).toMatchObject({
      who: 'token-a',
    });
    await expect(worker.request('/api/profile/getuser', { token: 'token-b' })!).rejects.toThrow();
  });

  it('never answers or keeps other methods or other API calls', async () => {
    const worker = startWorker(server);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'HEAD']) {
      expect(worker.request(ACCOUNTS, { method, token: 'token-a' }), method).toBeNull();
    }
    expect(
      worker.request('/api/social/updatesocialaccount', { method: 'POST', token: 'token-a' }),
    ).toBeNull();
    expect(worker.request('/api/user/maya.l', { token: 'token-a' })).toBeNull();
    expect(worker.world.requests).toEqual([]);
    expect(worker.caches.byName.get(API_CACHE)).toBeUndefined();
  });
});

describe('photos', () => {
  it('serves kept photos offline and keeps only the newest ones', async () => {
    const worker = startWorker((request) => new Response(`photo ${new URL(request.url).pathname}`));
    for (let i = 0; i <= MEDIA_CACHE_LIMIT; i++)
      await worker.request(`/media/p${i}-256.webp`, { mode: 'no-cors' });
    const kept = [...worker.caches.byName.get(MEDIA_CACHE)!.entries.keys()];
    expect(kept).toHaveLength(MEDIA_CACHE_LIMIT);
    expect(kept).not.toContain(absolute('/media/p0-256.webp'));
    worker.world.online = false;
    const last = `/media/p${MEDIA_CACHE_LIMIT}-256.webp`;
    expect(await (await worker.request(last, { mode: 'no-cors' }))!.text()).toBe(`photo ${last}`);
    await expect(worker.request('/media/p0-256.webp', { mode: 'no-cors' })!).rejects.toThrow();
  });
});
