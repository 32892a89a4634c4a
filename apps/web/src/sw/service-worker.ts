/**
 * HandleHub's service worker (docs/decisions/010-installable-and-offline.md), built by ./vite-plugin.ts
 * into `/sw.js` with the build's file list and version in `__PRECACHE__`. It keeps the app's shell and
 * files of this build, and the signed-in person's own profile answers, so `/profile` and its QR code
 * open without a network. Only GET requests are ever answered from a cache.
 */
import { API_CACHE, CACHE_PREFIX, MEDIA_CACHE, precacheName } from './cache-names';
import { apiCacheKey, MEDIA_CACHE_LIMIT, NETWORK_TIMEOUT_MS, SHELL_URL, strategyFor } from './routes';

// The worker's own types: the web app's TypeScript setup has the DOM library, not WebWorker's.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ServiceWorkerScope {
  readonly location: { readonly origin: string };
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}
declare const self: ServiceWorkerScope;
declare const __PRECACHE__: { version: string; urls: string[] };

const PRECACHE = precacheName(__PRECACHE__.version);
const PRECACHED = new Set(__PRECACHE__.urls);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(PRECACHE);
      // Past the HTTP cache, so the shell and the files are this build's; one failure fails the install.
      await cache.addAll(__PRECACHE__.urls.map((url) => new Request(url, { cache: 'reload' })));
      // A new build takes over at once (its files are all cached now); open pages keep what they loaded.
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([PRECACHE, API_CACHE, MEDIA_CACHE]);
      for (const name of await caches.keys()) {
        if (name.startsWith(CACHE_PREFIX) && !keep.has(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = strategyFor(request, self.location.origin, PRECACHED);
  if (!strategy) return;
  switch (strategy.kind) {
    case 'navigate':
      event.respondWith(
        networkFirst(event, fetch(request), () => caches.match(SHELL_URL, { cacheName: PRECACHE }), {
          timeout: !strategy.waitForNetwork,
        }),
      );
      return;
    case 'precache': {
      const path = new URL(request.url).pathname;
      event.respondWith(
        caches.match(path, { cacheName: PRECACHE }).then((cached) => cached ?? fetch(request)),
      );
      return;
    }
    case 'api':
      event.respondWith(
        apiCacheKey(request.url, request.headers, strategy.perUser).then((key) =>
          key ? keptAnswer(event, request, API_CACHE, key, { timeout: true }) : fetch(request),
        ),
      );
      return;
    case 'media':
      event.respondWith(keptAnswer(event, request, MEDIA_CACHE, request.url, { timeout: false }));
      return;
  }
});

/** Network first, keeping successful answers under `key` and dropping the copy when the server refuses. */
async function keptAnswer(
  event: FetchEvent,
  request: Request,
  cacheName: string,
  key: string,
  options: { timeout: boolean },
): Promise<Response> {
  const cache = await caches.open(cacheName);
  const network = fetch(request).then(async (response) => {
    if (response.status === 200) {
      await cache.put(key, response.clone());
      if (cacheName === MEDIA_CACHE) await trim(cache, MEDIA_CACHE_LIMIT);
    } else if (response.status === 401 || response.status === 403 || response.status === 404) {
      await cache.delete(key);
    }
    return response;
  });
  return networkFirst(event, network, () => cache.match(key), options);
}

/**
 * The network's answer; the cached copy when the network fails, or (with `timeout`) when it is slow and a
 * copy exists, as on a Wi-Fi without a way out. Without a copy, whatever the network finally does.
 */
async function networkFirst(
  event: FetchEvent,
  network: Promise<Response>,
  cached: () => Promise<Response | undefined>,
  options: { timeout: boolean },
): Promise<Response> {
  // The network answer is still stored if it comes after the copy was served.
  event.waitUntil(network.catch(() => undefined));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<'slow'>((resolve) => {
    if (options.timeout) timer = setTimeout(() => resolve('slow'), NETWORK_TIMEOUT_MS);
  });
  try {
    const first = await Promise.race([network, slow]);
    if (first !== 'slow') return first;
    return (await cached()) ?? (await network);
  } catch (error) {
    const copy = await cached();
    if (copy) return copy;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Drops the oldest entries beyond `limit` (Cache Storage lists keys in insertion order). */
async function trim(cache: Cache, limit: number): Promise<void> {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(key);
}
