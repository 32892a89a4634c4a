import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Config, testConfig } from '../src/config.js';
import { type LogStream, logDestination } from '../src/plugins/logging.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/** The access log as shipped: one line per request, at its end; errors still logged with their stack. */
interface Entry {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method?: string; url?: string; remoteAddress?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  reason?: string;
  err?: { message?: string; stack?: string };
}

let testDb: TestDatabase;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await testDb.drop();
});

/** An app at `logLevel` whose lines go to `stream` (collected in memory unless given); not yet ready. */
async function appWithLog(logLevel: Config['logLevel'], stream?: LogStream) {
  const lines: string[] = [];
  const app = await buildApp(testConfig({ webDist: undefined, logLevel, rateLimits: false }), {
    database: testDb.database,
    logStream: stream ?? { write: (line) => void lines.push(line) },
  });
  const entries = (reqId: string) =>
    lines.map((line) => JSON.parse(line) as Entry).filter((entry) => entry.reqId === reqId);
  return { app, entries, lines };
}

/** Sends `head` (a request's line and headers, as bytes) on a fresh connection and waits for the answer. */
function sendRaw(port: number, head: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(head));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('the access log', () => {
  it('writes exactly one line per request, at its end: method, url, status, response time, request id, remote address', async () => {
    const { app, entries } = await appWithLog('info');
    apps.push(app);
    await app.ready();
    const answers = [
      ['GET', '/healthz', 'one-ok', 200],
      ['GET', '/api/no-such-thing', 'one-404', 404],
      // Refused by the router itself (bad percent-encoding): answered by the framework-error handler.
      ['GET', '/api/user/%zz', 'one-400', 400],
    ] as const;
    for (const [method, url, reqId, status] of answers) {
      const res = await app.inject({ method, url, headers: { 'x-request-id': reqId } });
      expect(res.statusCode, url).toBe(status);
      const lines = entries(reqId);
      expect(lines, url).toHaveLength(1);
      expect(lines[0], url).toMatchObject({
        level: 30,
        msg: 'request completed',
        reqId,
        req: { method, url, remoteAddress: '127.0.0.1' },
        res: { statusCode: status },
      });
      expect(lines[0]!.responseTime, url).toBeTypeOf('number');
    }
    // A refusal says why on its access line (no second line).
    expect(entries('one-400')[0]!.reason).toBe('FST_ERR_BAD_URL');
    const refused = await app.inject({
      method: 'POST',
      url: '/api/others/submitfeedback',
      headers: { 'x-request-id': 'one-401' },
      payload: { feedback: 'hello' },
    });
    expect(refused.statusCode).toBe(401);
    expect(entries('one-401')).toMatchObject([
      { msg: 'request completed', res: { statusCode: 401 }, reason: refused.json().error },
    ]);
  });

  it('writes nothing at LOG_LEVEL=warn (the access line is info)', async () => {
    const { app, entries } = await appWithLog('warn');
    apps.push(app);
    await app.ready();
    expect((await app.inject({ url: '/healthz', headers: { 'x-request-id': 'quiet' } })).statusCode).toBe(
      200,
    );
    expect(entries('quiet')).toEqual([]);
  });

  it('logs a failed request (500) with its error and stack, beside its access line', async () => {
    const { app, entries } = await appWithLog('warn');
    apps.push(app);
    app.get('/test/boom', async () => {
      throw new Error('the disk caught fire');
    });
    await app.ready();
    const res = await app.inject({ url: '/test/boom', headers: { 'x-request-id': 'boom' } });
    expect(res.statusCode).toBe(500);
    // The error reaches the log even where the access line is silenced, and never the answer.
    expect(res.body).not.toContain('caught fire');
    const [failed, ...more] = entries('boom');
    expect(more).toEqual([]);
    expect(failed).toMatchObject({
      level: 50,
      msg: 'request failed',
      err: { message: 'the disk caught fire' },
    });
    expect(failed!.err!.stack).toMatch(/the disk caught fire\n\s+at /);

    const { app: talkative, entries: all } = await appWithLog('info');
    apps.push(talkative);
    talkative.get('/test/boom', async () => {
      throw new Error('the disk caught fire');
    });
    await talkative.ready();
    await talkative.inject({ url: '/test/boom', headers: { 'x-request-id': 'boom-info' } });
    expect(all('boom-info').map((entry) => [entry.msg, entry.res?.statusCode])).toEqual([
      ['request failed', undefined],
      ['request completed', 500],
    ]);
  });

  it('writes every pending line before close() resolves: the last request and lines logged while closing', async () => {
    // The destination as shipped (asynchronous, batching), on a file read back once the app has closed.
    const file = join(mkdtempSync(join(tmpdir(), 'hh-access-log-')), 'app.log');
    const { app } = await appWithLog('info', logDestination(file));
    // Added after buildApp's own onClose hooks, so it runs before them (last added, first run).
    app.addHook('onClose', async (instance) => instance.log.warn('closing: a last word'));
    await app.ready();
    await app.inject({ url: '/healthz', headers: { 'x-request-id': 'just-before-close' } });
    await app.close();
    const entries = readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Entry);
    expect(entries.filter((entry) => entry.reqId === 'just-before-close')).toMatchObject([
      { msg: 'request completed', res: { statusCode: 200 } },
    ]);
    expect(entries.map((entry) => entry.msg)).toContain('closing: a last word');
  });

  it('writes the members pino would write for the same request, in the same order', async () => {
    const { app, entries } = await appWithLog('info');
    apps.push(app);
    // The same answer through a child logger made by pino for every request: its line is pino's own.
    app.get(
      '/test/through-pino',
      { childLoggerFactory: (logger, bindings, options) => logger.child(bindings, options) },
      async () => ({ ok: true }),
    );
    app.get('/test/as-shipped', async () => ({ ok: true }));
    await app.ready();
    const shape = (entry: Entry) => ({
      ...entry,
      time: typeof (entry as { time?: unknown }).time,
      reqId: typeof entry.reqId,
      req: { ...entry.req, url: typeof entry.req?.url },
      responseTime: typeof entry.responseTime,
    });
    const [byPino] = entries('by-pino');
    await app.inject({
      url: '/test/through-pino',
      headers: { 'x-request-id': 'by-pino', 'accept-version': '2' },
    });
    await app.inject({
      url: '/test/as-shipped',
      headers: { 'x-request-id': 'by-hand', 'accept-version': '2' },
    });
    expect(byPino).toBeUndefined();
    const [pinoLine] = entries('by-pino');
    const [handLine] = entries('by-hand');
    expect(pinoLine!.req).toMatchObject({ url: '/test/through-pino', version: '2' });
    expect(JSON.stringify(shape(handLine!))).toBe(JSON.stringify(shape(pinoLine!)));
    expect(handLine).toMatchObject({ pid: process.pid, hostname: hostname() });
  });

  it('keeps a URL with quotes and backslashes on its one line: a member forged in it stays in the url', async () => {
    const { app, lines } = await appWithLog('info');
    apps.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    // Sent as raw bytes: a client would encode the quotes; Node's parser admits them as they are.
    const url = '/healthz?q=","msg":"forged"}\\u0000\\';
    const head = `GET ${url} HTTP/1.1\r\nHost: odd"host\r\nX-Request-Id: odd-url\r\nConnection: close\r\n\r\n`;
    expect(await sendRaw(port, Buffer.from(head))).toMatch(/^HTTP\/1.1 200/);
    const line = lines.find((written) => written.includes('"reqId":"odd-url"'));
    expect(line).toBeDefined();
    expect(line!.indexOf('\n')).toBe(line!.length - 1);
    expect(JSON.parse(line!)).toMatchObject({
      msg: 'request completed',
      req: { url, host: 'odd"host' },
      res: { statusCode: 200 },
    });
  });

  it('writes the lines still held when the process exits without closing the app', () => {
    // The destination as shipped, on the process's standard output (here a pipe to this test).
    const script = [
      "import { logDestination } from './apps/server/src/plugins/logging.ts';",
      'logDestination().write(\'{"msg":"held until exit"}\\n\');',
      'process.exit(3);',
    ].join('\n');
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: new URL('../../..', import.meta.url).pathname,
      encoding: 'utf8',
    });
    expect(child.status, child.stderr).toBe(3);
    expect(child.stdout).toBe('{"msg":"held until exit"}\n');
  });
});
