/**
 * The machine's ceiling for the benchmark: a bare node:http server answering every request with the same
 * 1 KB JSON. Run as a child process; prints `listening <port>` when ready.
 */
import { createServer } from 'node:http';

const payload = JSON.stringify({ padding: 'x'.repeat(1024 - 14) });

const server = createServer((_req, res) => {
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
  });
  res.end(payload);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
