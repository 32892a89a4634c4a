import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { type AddressInfo, connect, createServer } from 'node:net';
import { RATE_LIMITS } from '@handlehub/shared';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * A Redis outage (REDIS_URL) costs the site nothing but shared counting (the security probe of 2026-11-28):
 * every budgeted route answers at once, the budgets hold in each instance's memory, one warning is logged
 * for the outage, readiness says degraded, and the instances share their counts again when Redis is back.
 * The test runs its own redis-server on a free port and kills it; the shared Redis is never touched.
 */

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/** Whether a Redis on `port` answers PING. */
function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(500, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100 && !(await pong(port)); i++) await new Promise((r) => setTimeout(r, 50));
  expect(await pong(port)).toBe(true);
  return child;
}

async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

let t: TestApp | undefined;
const apps: FastifyInstance[] = [];
const redisServers: ChildProcess[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const app of apps.splice(0)) await app.close();
  for (const child of redisServers.splice(0)) await kill(child);
  await t?.close();
  t = undefined;
});

interface Timed {
  status: number;
  ms: number;
  body: unknown;
}

async function timed(url: string, init: RequestInit = {}): Promise<Timed> {
  const started = performance.now();
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  const text = await res.text();
  return {
    status: res.status,
    ms: performance.now() - started,
    body: text.startsWith('{') ? JSON.parse(text) : text,
  };
}

const login = (base: string) =>
  timed(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `o${randomBytes(3).toString('hex')}@example.com`, name: 'Out Age' }),
  });

describe.skipIf(!hasRedisServer)('a Redis outage', () => {
  it('answers every budgeted route within a second from memory, says degraded, and shares counts again when Redis is back', async () => {
    const unhandled = vi.spyOn(console, 'error');
    const port = await freePort();
    redisServers.push(await startRedis(port));
    t = await createTestApp();
    const namespace = `hh-outage-${randomBytes(6).toString('hex')}-`;
    const logs: Array<{ level: number; msg: string; store?: string }> = [];
    const bases: string[] = [];
    for (let i = 0; i < 2; i++) {
      const app = await buildApp(
        testConfig({
          webDist: undefined,
          rateLimits: true,
          redisUrl: `redis://127.0.0.1:${port}`,
          logLevel: 'info',
        }),
        {
          database: t.testDb.database,
          rateLimitNamespace: namespace,
          logStream: { write: (line) => i === 0 && logs.push(JSON.parse(line)) },
        },
      );
      apps.push(app);
      await app.listen({ port: 0, host: '127.0.0.1' });
      bases.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    }
    const [a, b] = bases as [string, string];
    const readyAt = async (base: string) => (await timed(`${base}/readyz`)).body as { status?: string };
    const until = async (check: () => Promise<boolean>, ms: number) => {
      const started = performance.now();
      while (!(await check()) && performance.now() - started < ms)
        await new Promise((r) => setTimeout(r, 50));
      return performance.now() - started;
    };
    await until(
      async () => (await readyAt(a)).status === 'ready' && (await readyAt(b)).status === 'ready',
      5000,
    );
    expect(await readyAt(a)).toEqual({ status: 'ready' });
    expect((await login(a)).status).toBe(200);

    await kill(redisServers[0]!);
    const down: Array<[string, Timed]> = [];
    const budgeted = [
      ['login', () => login(a)],
      ['home', () => timed(`${a}/api/home/`)],
      ['search', () => timed(`${a}/api/search/?q=a`)],
      ['profile', () => timed(`${a}/api/user/nobody`)],
      ['shop', () => timed(`${a}/api/product/`)],
      ['dead token', () => timed(`${a}/api/profile/getuser`, { headers: { 'user-token': 'dead' } })],
      ['card', () => timed(`${a}/api/card/nobody.svg`)],
    ] as const;
    const expected: Record<string, number> = {
      login: 200,
      home: 200,
      search: 200,
      profile: 200,
      shop: 200,
      'dead token': 401,
      card: 404,
    };
    // Right after the kill and for a while after, while ioredis tries to reconnect.
    for (let round = 0; round < 3; round++) {
      for (const [name, request] of budgeted) down.push([name, await request()]);
      await new Promise((r) => setTimeout(r, 400));
    }
    console.info(
      'Redis down, request times (ms):',
      down.map(([name, res]) => `${name} ${res.status} ${res.ms.toFixed(1)}`).join(', '),
    );
    for (const [name, res] of down) {
      expect({ name, status: res.status }).toEqual({ name, status: expected[name] });
      expect(res.ms).toBeLessThan(1000);
    }
    const degraded = await timed(`${a}/readyz`);
    expect({ status: degraded.status, body: degraded.body }).toEqual({
      status: 200,
      body: { status: 'degraded', redis: 'unreachable' },
    });
    expect(degraded.ms).toBeLessThan(1000);

    // The budgets still hold, in each instance's memory: sign-in refuses past its count (the logins above
    // were counted there).
    const loginsDown = down.filter(([name]) => name === 'login').length;
    for (let i = loginsDown; i < RATE_LIMITS.signInPerMinutePerAddress; i++)
      expect((await login(a)).status).toBe(200);
    const refused = await login(a);
    expect(refused.status).toBe(429);
    expect(refused.ms).toBeLessThan(1000);

    // One warning for the whole outage, and no ioredis complaint on stderr.
    const warnings = logs.filter((line) => line.level === 40 && line.store === 'redis');
    expect(warnings.map((line) => line.msg)).toEqual([expect.stringMatching(/^Redis unreachable/)]);
    expect(unhandled.mock.calls.filter((call) => String(call[0]).includes('ioredis'))).toEqual([]);

    // Redis back on the same port: both instances find it by themselves.
    const restarted = performance.now();
    redisServers.push(await startRedis(port));
    const recovered = await until(
      async () => (await readyAt(a)).status === 'ready' && (await readyAt(b)).status === 'ready',
      10_000,
    );
    console.info(
      `Redis restarted: redis-server answering after ${(performance.now() - restarted - recovered).toFixed(0)} ms, both instances ready ${recovered.toFixed(0)} ms later`,
    );
    expect(await readyAt(a)).toEqual({ status: 'ready' });
    expect(await readyAt(b)).toEqual({ status: 'ready' });
    expect(logs.filter((line) => line.store === 'redis').map((line) => line.msg)).toEqual([
      expect.stringMatching(/^Redis unreachable/),
      expect.stringMatching(/^Redis answers again/),
    ]);

    // One budget again across both instances (Redis came back empty).
    const limit = RATE_LIMITS.signInPerMinutePerAddress;
    for (let i = 0; i < limit; i++) expect((await login(i % 2 === 0 ? a : b)).status).toBe(200);
    expect((await login(a)).status).toBe(429);
    expect((await login(b)).status).toBe(429);
  });
});
