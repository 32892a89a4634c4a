import { once } from 'node:events';
import { type AddressInfo, connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a stop with a request in flight', () => {
  it('answers it with Connection: close, so the stop does not wait for the idle connection', async () => {
    const t = await createTestApp();
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const socket = connect(port, '127.0.0.1');
      await once(socket, 'connect');
      let answer = '';
      socket.on('data', (chunk: Buffer) => {
        answer += chunk.toString();
      });
      const socketClosed = once(socket, 'close');
      // Headers and half the body: the request is routed (in flight) and waits for the rest.
      const body = JSON.stringify({ username: 'nobody', source: 'link' });
      socket.write(
        [
          'POST /api/insights/view HTTP/1.1',
          'Host: 127.0.0.1',
          'Content-Type: application/json',
          `Content-Length: ${body.length}`,
          'User-Agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36',
          '',
          body.slice(0, 10),
        ].join('\r\n'),
      );
      await sleep(100);
      const stopStarted = Date.now();
      const closed = t.app.close();
      await sleep(50);
      socket.write(body.slice(10));
      await closed;
      await socketClosed;
      // Answered as usual (no such profile), and the connection ended with the answer: without the header
      // it would stay open for the keep-alive timeout (5 s) and the close would wait for it.
      expect(answer).toMatch(/^HTTP\/1\.1 404/);
      expect(answer.toLowerCase()).toContain('connection: close');
      expect(Date.now() - stopStarted).toBeLessThan(2_000);
    } finally {
      await t.app.close();
      await t.testDb.drop();
    }
  }, 20_000);
});
