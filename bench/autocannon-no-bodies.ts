/**
 * autocannon 9 keeps every response body as a string (`PipelinedRequestsQueue.addBody`: `req.body += data`)
 * although the benchmark reads none. Decoding a binary body as UTF-8 is slow: on a brotli page of 12.7 KB,
 * measured with autocannon's own CPU profile, 75% of its time went to `Buffer.toString` and the string
 * appends, and autocannon (one core) stopped at 17,000 requests a second while the server had time to
 * spare: the row measured the load generator. Imported for its effect, before any load runs; every row,
 * the ceiling included, then measures without it.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { prototype } = require('autocannon/lib/pipelinedRequestsQueue.js') as {
  prototype: { addBody(data: unknown): void };
};
prototype.addBody = () => {};
