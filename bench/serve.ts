/**
 * The real app for the benchmark, in its own process so the load generator does not share its event loop.
 * Production settings except the log level (LOG_LEVEL, default warn: per-request logs would measure the
 * terminal). Prints `listening <port>` when ready.
 */
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';

const config = loadConfig();
// BENCH_PAGE_CACHE_MS: how long feed and search pages are kept (decision 011); 1 for the uncached rows.
const pageCacheMs = process.env.BENCH_PAGE_CACHE_MS
  ? Number(process.env.BENCH_PAGE_CACHE_MS)
  : config.pageCacheMs;
const app = await buildApp({ ...config, port: 0, rateLimits: false, pageCacheMs });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
