import { afterEach, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../../../test/tcp-proxy.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createPostgresDatabase, testDbKind } from '../../../test/test-database.js';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { type Database, openDatabase } from '../../db/client.js';

let cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const fn of cleanup.reverse()) await fn();
  cleanup = [];
});

describe('health', () => {
  it('GET /healthz answers while the process is alive', async () => {
    const t: TestApp = await createTestApp();
    cleanup.push(() => t.close());
    const res = await t.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers ready when the database answers', async () => {
    const t = await createTestApp();
    cleanup.push(() => t.close());
    const res = await t.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('GET /readyz fails while the database is unreachable and recovers without a restart', async () => {
    if (testDbKind === 'postgres') {
      const created = await createPostgresDatabase();
      cleanup.push(() => created.drop());
      const target = new URL(created.url);
      const proxy: TcpProxy = await startTcpProxy(Number(target.port || 5432), target.hostname);
      cleanup.push(() => proxy.close());
      target.port = String(proxy.port);
      const database = await openDatabase({ url: target.toString(), dataDir: '', connectionTimeoutMs: 1000 });
      const app = await buildApp(testConfig({ webDist: undefined }), { database });
      cleanup.push(async () => {
        await app.close();
        await database.close();
      });
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      await proxy.cut();
      const down = await app.inject({ method: 'GET', url: '/readyz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ error: expect.any(String) });
      await proxy.restore();
      await expect
        .poll(async () => (await app.inject({ method: 'GET', url: '/readyz' })).statusCode, {
          timeout: 10_000,
        })
        .toBe(200);
    } else {
      // PGlite runs in-process and cannot be unplugged; a database whose answers can be switched off stands in.
      const t = await createTestApp();
      cleanup.push(() => t.close());
      const real = t.app.database;
      let reachable = true;
      const flaky: Database = {
        ...real,
        ping: (ms) => (reachable ? real.ping(ms) : Promise.reject(new Error('Connection terminated'))),
      };
      const app = await buildApp(testConfig({ webDist: undefined }), { database: flaky });
      cleanup.push(() => app.close());
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      reachable = false;
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
      reachable = true;
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    }
  });
});
