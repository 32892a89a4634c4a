import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';

/**
 * Slow-loris (probe L1): a client that sends a request a byte at a time must not hold a connection
 * for ever. The production timeouts (config.ts SERVER_TIMEOUTS, checked in config.test.ts) cut such a
 * client within 30 s; here the same mechanism runs with timeouts a tenth of that, so the test is short.
 */
const TIMEOUTS = {
  requestMs: 2_000,
  headersMs: 1_000,
  keepAliveMs: 500,
  idleMs: 3_000,
  checkIntervalMs: 250,
};
/** The probe trickled a byte every 10 s; scaled like the timeouts. */
const TRICKLE_MS = 300;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ timeouts: TIMEOUTS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface Outcome {
  /** Milliseconds from the first byte sent until the server closed the connection. */
  closedAfterMs: number;
  received: string;
}

/** Opens a raw connection, sends `head`, then one byte of `trickle` every TRICKLE_MS until the server closes it. */
function trickle(head: string, trickle: string, giveUpMs: number): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1');
    const started = Date.now();
    let received = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error(`still open after ${giveUpMs} ms; received ${JSON.stringify(received)}`));
    }, giveUpMs);
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ closedAfterMs: Date.now() - started, received });
    });
    socket.on('connect', () => {
      if (head) socket.write(head);
      timer = setInterval(() => {
        if (sent < trickle.length && !socket.destroyed) socket.write(trickle[sent++]!);
      }, TRICKLE_MS);
    });
  });
}

const bound = (ms: number) => ms + TIMEOUTS.checkIntervalMs + 1_000;

describe('slow clients are cut off (probe L1)', () => {
  it('a body trickling in a byte at a time is closed once the request timeout passes', async () => {
    const head =
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n';
    const outcome = await trickle(head, '{'.padEnd(10_000, ' '), bound(TIMEOUTS.requestMs) + 3_000);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(TIMEOUTS.requestMs - 100);
    expect(outcome.closedAfterMs).toBeLessThanOrEqual(bound(TIMEOUTS.requestMs));
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('headers trickling in a line at a time are closed once the headers timeout passes', async () => {
    const headers = `GET /api/home/ HTTP/1.1\r\nHost: 127.0.0.1\r\n${'X-Slow: y\r\n'.repeat(500)}`;
    const outcome = await trickle('', headers, bound(TIMEOUTS.headersMs) + 3_000);
    expect(outcome.closedAfterMs).toBeLessThanOrEqual(bound(TIMEOUTS.headersMs));
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('an idle kept-alive connection is closed after the keep-alive timeout', async () => {
    const outcome = await trickle(
      'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
      '',
      bound(TIMEOUTS.keepAliveMs) + 3_000,
    );
    expect(outcome.received).toMatch(/^HTTP\/1\.1 200 /);
    expect(outcome.closedAfterMs).toBeLessThanOrEqual(bound(TIMEOUTS.keepAliveMs));
  });
});
