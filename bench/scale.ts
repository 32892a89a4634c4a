/**
 * `npm run bench -- --scale`: the uncached search and feed rows at each size in SCALE_USERS, each on a
 * database of its own, with how each row is answered (in memory, or its plans); one table, written to
 * bench/results/bench-scale.{json,md}.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../apps/server/src/db/client.js';
import { measureCeiling, startCeiling } from './ceiling-rows.js';
import { type Measured, measure } from './lib/load.js';
import { answeredBy, plansOf } from './lib/plans.js';
import { type Started, start, stop } from './lib/process.js';
import {
  APP_LOG_LEVEL,
  CONNECTIONS,
  log,
  RESULTS_DIR,
  SCALE_USERS,
  SECONDS,
  SERVER_FLAGS,
  WARMUP_SECONDS,
  wanted,
} from './lib/settings.js';
import { appEnv } from './lib/web-build.js';
import { discoveryTargets, lastHomePage } from './search-and-feed-rows.js';
import { createBenchDatabase, seedUsers, withClient } from './seed.js';

interface ScaleRow extends Measured {
  users: number;
  plan: string;
}

interface Size {
  users: number;
  seedSeconds: number;
  ceilingRps: number;
  loadAverage: string[];
}

/** One size: a database seeded with `count` people, the ceiling measured again, then each row. */
async function measureSize(count: number, ceiling: Started, rows: ScaleRow[]): Promise<Size> {
  const bench = await createBenchDatabase();
  let app: Started | undefined;
  try {
    const database = await openDatabase({ url: bench.url, dataDir: '' });
    await database.migrate();
    await database.close();
    const started = performance.now();
    await withClient(bench.url, (c) => seedUsers(c, count));
    const seedSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
    log(`seeded ${count.toLocaleString('en')} users in ${seedSeconds} s`);
    const targets = discoveryTargets(await lastHomePage(bench.url)).filter(wanted);
    const plans = await plansOf(bench.url, targets);
    app = await start(
      [...SERVER_FLAGS, '--import', 'tsx', 'bench/serve.ts'],
      appEnv(bench.url, { BENCH_PAGE_CACHE_MS: '1' }),
    );
    const sizeLoad = loadavg().map((l) => l.toFixed(1));
    const ceilingResult = await measureCeiling(ceiling);
    const size = {
      users: count,
      seedSeconds,
      ceilingRps: ceilingResult.requestsPerSecond,
      loadAverage: sizeLoad,
    };
    for (const target of targets) {
      const measured = await measure(app, target, ceilingResult.requestsPerSecond);
      const plan = answeredBy(target, app.child, plans);
      rows.push({ ...measured, users: count, plan });
      log(`  answered by: ${plan}`);
    }
    return size;
  } finally {
    if (app) await stop(app.child);
    await bench.drop();
  }
}

interface ScaleReport {
  mode: 'scale';
  date: string;
  node: string;
  secondsPerTarget: number;
  logLevel: string;
  loadAverage: string[];
  sizes: Size[];
  rows: ScaleRow[];
}

function scaleMarkdown(report: ScaleReport): string {
  const { rows, sizes, loadAverage } = report;
  const order = [...new Set(rows.map((r) => r.name))];
  const sorted = [...rows].sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name) || a.users - b.users);
  return [
    '# Benchmark (scale): uncached search and feed at each size',
    '',
    `${report.date}, Node ${report.node}, ${CONNECTIONS} connections, ${SECONDS} s per target after ${WARMUP_SECONDS} s warm-up, app LOG_LEVEL ${report.logLevel}; load average ${loadAverage.join(' / ')} at the start (a shared 2-core machine: figures are noisy).`,
    '',
    ...sizes.map(
      (z) =>
        `- ${z.users.toLocaleString('en')} users: seeded in ${z.seedSeconds} s; ceiling (bare node:http) ${z.ceilingRps.toLocaleString('en')} req/s; load average ${z.loadAverage.join(' / ')} before its rows.`,
    ),
    '',
    '| target | users | requests/s | p50 ms | p99 ms | of ceiling | non-2xx + errors | cores busy: server / autocannon / PostgreSQL | answered by: the in-memory index, or scans per statement (EXPLAIN ANALYZE of one sample) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
    ...sorted.map(
      (r) =>
        `| ${r.name} | ${r.users.toLocaleString('en')} | ${r.requestsPerSecond.toLocaleString('en')} | ${r.p50Ms} | ${r.p99Ms} | ${(r.ofCeiling * 100).toFixed(0)}% | ${r.non2xx + r.errors} | ${r.cores ? `${r.cores.server} / ${r.cores.loadGenerator} / ${r.cores.database}` : ''} | ${r.plan} |`,
    ),
    '',
  ].join('\n');
}

/** `npm run bench -- --scale`: the discovery rows at each size in SCALE_USERS, one table. */
export async function runScale(): Promise<void> {
  const loadAverage = loadavg().map((l) => l.toFixed(1));
  const ceiling = await startCeiling();
  const rows: ScaleRow[] = [];
  const sizes: Size[] = [];
  try {
    for (const count of SCALE_USERS) sizes.push(await measureSize(count, ceiling, rows));
  } finally {
    await stop(ceiling.child);
  }
  const report: ScaleReport = {
    mode: 'scale',
    date: new Date().toISOString(),
    node: process.version,
    secondsPerTarget: SECONDS,
    logLevel: APP_LOG_LEVEL,
    loadAverage,
    sizes,
    rows,
  };
  const md = scaleMarkdown(report);
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(join(RESULTS_DIR, 'bench-scale.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(RESULTS_DIR, 'bench-scale.md'), md);
  console.log(`\n${md}`);
}
