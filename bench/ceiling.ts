/**
 * The machine's ceiling for the benchmark: a bare node:http server answering every request with the same
 * 1 KB JSON. Run as a child process; prints `listening <port>` when ready.
 *
 * With CEILING_BODY_FILE it answers that file's bytes instead, with CEILING_CONTENT_TYPE and, when set,
 * CEILING_CONTENT_ENCODING: the ceiling for one page's own bytes (the popular profile's HTML as a browser
 * gets it), so a row can be read against what no server code could beat with that body.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const file = process.env.CEILING_BODY_FILE;
const payload = file ? readFileSync(file) : Buffer.from(JSON.stringify({ padding: 'x'.repeat(1024 - 14) }));
const headers: Record<string, string | number> = {
  'content-type': (file && process.env.CEILING_CONTENT_TYPE) || 'application/json; charset=utf-8',
  'content-length': payload.length,
  ...(file && process.env.CEILING_CONTENT_ENCODING
    ? { 'content-encoding': process.env.CEILING_CONTENT_ENCODING }
    : {}),
};

const server = createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(payload);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
