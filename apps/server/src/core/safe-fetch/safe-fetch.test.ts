import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type StandInServer, startStandIn } from '../../../test/stand-in-server.js';
import { createSafeFetch, pinnedLookup, type Resolver, type SafeFetchOptions } from './index.js';

const PUBLIC_URL = 'https://handlehub.example';

/** A resolver that knows a few names and fails on the rest (tests never ask the real DNS). */
const names: Record<string, string[]> = {
  'internal.example': ['10.0.0.7'],
  'metadata.example': ['169.254.169.254'],
  'mixed.example': ['93.184.215.14', '192.168.0.10'],
  'v6-loopback.example': ['::1'],
  'v6-mapped.example': ['::ffff:127.0.0.1'],
  'multicast.example': ['224.0.0.251'],
};
const resolve: Resolver = async (hostname) => {
  const found = names[hostname];
  if (!found) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
  return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

let servers: StandInServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

async function standIn(route: Parameters<typeof startStandIn>[0]) {
  const server = await startStandIn(route);
  servers.push(server);
  return server;
}

/** A fetcher whose `hosts` are answered by `server`. */
function fetcherFor(server: StandInServer, hosts: string[], options: Partial<SafeFetchOptions> = {}) {
  return createSafeFetch({
    publicUrl: PUBLIC_URL,
    resolve,
    standIn: new Map(hosts.map((host) => [host, server.origin])),
    ...options,
  });
}

describe('safe fetcher: what it refuses before any connection', () => {
  const safeFetch = createSafeFetch({ publicUrl: PUBLIC_URL, resolve });

  it('reads https only', async () => {
    for (const url of ['http://example.com/', 'ftp://example.com/', 'file:///etc/passwd', 'gopher://x/']) {
      expect(await safeFetch(url)).toMatchObject({ failed: 'refused' });
    }
    expect(await safeFetch('not a url')).toMatchObject({ failed: 'refused' });
  });

  it('refuses an address with credentials', async () => {
    expect(await safeFetch('https://user:pass@example.com/')).toMatchObject({ failed: 'refused' });
  });

  it.each([
    'https://127.0.0.1/',
    'https://127.1/',
    'https://0x7f000001/',
    'https://2130706433/',
    'https://10.0.0.1/',
    'https://172.16.5.4/',
    'https://192.168.1.1/',
    'https://169.254.169.254/latest/meta-data/',
    'https://100.64.0.1/',
    'https://0.0.0.0/',
    'https://224.0.0.1/',
    'https://255.255.255.255/',
    'https://[::1]/',
    'https://[::]/',
    'https://[fe80::1]/',
    'https://[fd00::1]/',
    'https://[ff02::1]/',
    'https://[::ffff:127.0.0.1]/',
    'https://[::ffff:10.0.0.1]/',
    'https://[::ffff:169.254.169.254]/',
  ])('refuses the literal address %s', async (url) => {
    const result = await safeFetch(url);
    expect(result).toMatchObject({ failed: 'refused' });
  });

  it.each([
    ['internal.example', '10.0.0.7'],
    ['metadata.example', '169.254.169.254'],
    ['mixed.example', '192.168.0.10'],
    ['v6-loopback.example', '::1'],
    ['v6-mapped.example', '::ffff:127.0.0.1'],
    ['multicast.example', '224.0.0.251'],
  ])('refuses %s, which resolves to %s', async (host, address) => {
    const result = await safeFetch(`https://${host}/profile`);
    expect(result).toEqual({ failed: 'refused', detail: expect.stringContaining(address) });
  });

  it('says a name that does not resolve is a network failure', async () => {
    expect(await safeFetch('https://nowhere.example/')).toMatchObject({ failed: 'network' });
  });

  it("keeps to a platform's hosts when the call names them", async () => {
    const result = await safeFetch('https://evil.example/', { allowHosts: ['api.github.com'] });
    expect(result).toEqual({ failed: 'refused', detail: expect.stringContaining('evil.example') });
  });

  it('resolves a name once and connects to the address it checked', async () => {
    const calls: string[] = [];
    const counting: Resolver = async (host) => {
      calls.push(host);
      return [{ address: '10.9.9.9', family: 4 }];
    };
    const result = await createSafeFetch({ publicUrl: PUBLIC_URL, resolve: counting })(
      'https://rebind.example/',
    );
    expect(result).toMatchObject({ failed: 'refused' });
    expect(calls).toEqual(['rebind.example']);
    // The socket's lookup answers the checked address whatever name it is asked for.
    const lookup = pinnedLookup('93.184.215.14', 4);
    const one = vi.fn();
    lookup('other.example', { family: 0 }, one);
    expect(one).toHaveBeenCalledWith(null, '93.184.215.14', 4);
    const all = vi.fn();
    lookup('other.example', { all: true }, all);
    expect(all).toHaveBeenCalledWith(null, [{ address: '93.184.215.14', family: 4 }]);
  });

  it('gives up on a name server that does not answer within the time cap', async () => {
    const hanging: Resolver = () => new Promise(() => {});
    const started = Date.now();
    const result = await createSafeFetch({ publicUrl: PUBLIC_URL, resolve: hanging, timeoutMs: 100 })(
      'https://slow-dns.example/',
    );
    expect(result).toMatchObject({ failed: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('safe fetcher: reading a stand-in', () => {
  it('reads a stand-in host over https only, as the real host', async () => {
    const server = await standIn((_req, res) => json(res, 200, {}));
    expect(await fetcherFor(server, ['api.example'])('http://api.example/')).toMatchObject({
      failed: 'refused',
    });
    expect(server.requests).toHaveLength(0);
  });

  it('reads a body and its headers, names itself and sends no cookie', async () => {
    const server = await standIn((_req, res) => json(res, 200, { bio: 'hello' }));
    const result = await fetcherFor(server, ['api.example'])('https://api.example/users/bob?x=1', {
      headers: { Cookie: 'session=1', 'User-Agent': 'curl', 'x-extra': 'yes' },
    });
    expect(result).toMatchObject({ status: 200, text: '{"bio":"hello"}' });
    expect(result).toHaveProperty(['headers', 'content-type'], 'application/json');
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'GET', url: '/users/bob?x=1' });
    expect(request!.headers['user-agent']).toBe(`HandleHub-Verifier/1.0 (+${PUBLIC_URL})`);
    expect(request!.headers.host).toBe('api.example');
    expect(request!.headers.accept).toBe('application/json');
    expect(request!.headers['x-extra']).toBe('yes');
    expect(request!.headers.cookie).toBeUndefined();
  });

  it('keeps no cookie a server sets on a redirect', async () => {
    const server = await standIn((req, res) => {
      if (req.url === '/start') {
        res.writeHead(302, { location: '/next', 'set-cookie': 'tracker=1; Path=/' });
        res.end();
      } else json(res, 200, {});
    });
    const result = await fetcherFor(server, ['site.example'])('https://site.example/start');
    expect(result).toMatchObject({ status: 200 });
    expect(server.requests.map((r) => r.url)).toEqual(['/start', '/next']);
    expect(server.requests[1]!.headers.cookie).toBeUndefined();
  });

  it('sends a POST body and goes on with a GET after a 303', async () => {
    const server = await standIn((req, res) => {
      if (req.method === 'POST') {
        res.writeHead(303, { location: '/done' });
        res.end();
      } else json(res, 200, { ok: true });
    });
    const result = await fetcherFor(server, ['api.example'])('https://api.example/lookup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"usernames":["bob"]}',
    });
    expect(result).toMatchObject({ status: 200 });
    expect(server.requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', '/lookup', '{"usernames":["bob"]}'],
      ['GET', '/done', ''],
    ]);
  });

  it.each([
    ['https://127.0.0.1/', '127.0.0.1'],
    ['http://127.0.0.1:9/', 'only https'],
    ['https://internal.example/admin', '10.0.0.7'],
    ['https://[::ffff:192.168.1.1]/', 'not a public address'],
    ['https://169.254.169.254/latest/meta-data/', '169.254.169.254'],
  ])('refuses a redirect to %s', async (location, said) => {
    const server = await standIn((_req, res) => {
      res.writeHead(302, { location });
      res.end();
    });
    const result = await fetcherFor(server, ['social.example'])(
      'https://social.example/.well-known/webfinger',
    );
    expect(result).toEqual({ failed: 'refused', detail: expect.stringContaining(said) });
    expect(server.requests).toHaveLength(1);
  });

  it("refuses a redirect off a platform's hosts", async () => {
    const server = await standIn((_req, res) => {
      res.writeHead(301, { location: 'https://elsewhere.example/' });
      res.end();
    });
    const result = await fetcherFor(server, ['api.github.com', 'elsewhere.example'])(
      'https://api.github.com/users/bob',
      { allowHosts: ['api.github.com'] },
    );
    expect(result).toEqual({ failed: 'refused', detail: expect.stringContaining('elsewhere.example') });
  });

  it('follows 3 redirects and refuses a 4th', async () => {
    const server = await standIn((req, res) => {
      const hop = Number(req.url!.slice(1));
      if (hop < 10) {
        res.writeHead(307, { location: `/${hop + 1}` });
        res.end();
      } else json(res, 200, {});
    });
    const safeFetch = fetcherFor(server, ['site.example']);
    expect(await safeFetch('https://site.example/7')).toMatchObject({ status: 200 });
    expect(server.requests.map((r) => r.url)).toEqual(['/7', '/8', '/9', '/10']);
    expect(await safeFetch('https://site.example/6')).toMatchObject({ failed: 'redirects' });
    expect(server.requests.map((r) => r.url).slice(4)).toEqual(['/6', '/7', '/8', '/9']);
  });

  it('refuses a redirect without a Location', async () => {
    const server = await standIn((_req, res) => {
      res.writeHead(302);
      res.end();
    });
    expect(await fetcherFor(server, ['site.example'])('https://site.example/')).toMatchObject({
      failed: 'redirects',
    });
  });

  it('stops reading a body past 256 KiB, declared or not', async () => {
    const big = 'x'.repeat(256 * 1024 + 1);
    const server = await standIn((req, res) => {
      if (req.url === '/declared') {
        res.writeHead(200, { 'content-length': String(big.length) });
        res.end(big);
        return;
      }
      // Chunked, without a length: the cap is counted as the body arrives.
      res.writeHead(200, { 'content-type': 'text/html' });
      for (let at = 0; at < big.length; at += 16 * 1024) res.write(big.slice(at, at + 16 * 1024));
      res.end();
    });
    const safeFetch = fetcherFor(server, ['site.example']);
    expect(await safeFetch('https://site.example/declared')).toMatchObject({ failed: 'too-large' });
    expect(await safeFetch('https://site.example/chunked')).toMatchObject({ failed: 'too-large' });
    const exact = await standIn((_req, res) => res.end('y'.repeat(256 * 1024)));
    const read = await fetcherFor(exact, ['site.example'])('https://site.example/');
    expect(read).toMatchObject({ status: 200 });
    expect((read as { text: string }).text).toHaveLength(256 * 1024);
  });

  it('gives up on a slow server at the time cap, redirects included', async () => {
    const server = await standIn((req, res) => {
      if (req.url === '/start') {
        res.writeHead(302, { location: '/slow' });
        res.end();
        return;
      }
      res.writeHead(200);
      res.write('partial');
      // Never ends: the cap must cut it.
    });
    const started = Date.now();
    const result = await fetcherFor(server, ['site.example'], { timeoutMs: 200 })(
      'https://site.example/start',
    );
    expect(result).toMatchObject({ failed: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('says a body cut off before its end is a network failure, not a short profile', async () => {
    const server = await standIn((_req, res) => {
      res.writeHead(200, { 'content-length': '1000' });
      res.write('{"bio":"');
      setTimeout(() => res.socket?.destroy(), 20);
    });
    expect(await fetcherFor(server, ['site.example'])('https://site.example/')).toMatchObject({
      failed: 'network',
    });
  });

  it('says a refused connection is a network failure', async () => {
    const server = await standIn((_req, res) => res.end());
    const origin = server.origin;
    await server.close();
    servers = [];
    const safeFetch = createSafeFetch({
      publicUrl: PUBLIC_URL,
      standIn: new Map([['gone.example', origin]]),
    });
    expect(await safeFetch('https://gone.example/')).toMatchObject({ failed: 'network' });
  });
});
