/**
 * The real app for the benchmark, in its own process so the load generator does not share its event loop.
 * Production settings, the log level included (bench/lib/web-build.ts leaves it at the shipped default,
 * and bench/lib/process.ts appends the log to a file). Prints `listening <port>` when ready.
 */
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { feedIndexOf, searchIndexOf } from '../apps/server/src/core/people-lists/people-lists.js';

const config = loadConfig();
// BENCH_PAGE_CACHE_MS: how long feed and search pages are kept (decision 011); 1 for the uncached rows.
const pageCacheMs = process.env.BENCH_PAGE_CACHE_MS
  ? Number(process.env.BENCH_PAGE_CACHE_MS)
  : config.pageCacheMs;
// What differs from a deployment, each for a reason: any free port; rate limits off, as every request comes
// from one address (loopback) that a deployment's per-address budgets would refuse after a few hundred a minute
// (off, each request is still counted against a budget nothing can spend: plugins/rate-limits.ts).
const app = await buildApp({ ...config, port: 0, rateLimits: false, pageCacheMs });
// The search and feed indexes (decision 018) are built when the change listener is up; rows measure them built.
if (pageCacheMs > 0) {
  const started = performance.now();
  for (let waited = 0; !searchIndexOf(app.db) && waited < 30_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const indexes = [
    ['search index', searchIndexOf(app.db)],
    ['feed index', feedIndexOf(app.db)],
  ] as const;
  for (const [name, index] of indexes) {
    await index?.ready();
    const bytes = index?.bytes((snapshot) => snapshot.bytes) ?? 0;
    console.error(
      `${name}: ready ${Math.round(performance.now() - started)} ms after start, ${Math.round(bytes / 1e6)} MB`,
    );
  }
}
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
