/** One row of the benchmark: a target loaded with autocannon (warm-up, then the measured run). */
import autocannon from 'autocannon';
import type { Db } from '../../apps/server/src/db/client.js';
import '../autocannon-no-bodies.js';
import { type Cores, withCores } from './cpu.js';
import { type Started, takeLogLines } from './process.js';
import { CONNECTIONS, log, SECONDS, WARMUP_SECONDS } from './settings.js';

export interface Target {
  name: string;
  /** Fixed path, or one drawn per request. */
  path: string | (() => string);
  headers?: Record<string, string>;
  goal?: string;
  /** Measured against the app whose page cache keeps pages 1 ms (decision 011): nearly every request reads the database. */
  uncached?: boolean;
  /** Measured against the same app at LOG_LEVEL=warn, which writes no access line: the access log's cost. */
  withoutAccessLog?: boolean;
  /** One request of this row as the app's SQL path runs it, for its query plans (EXPLAIN ANALYZE). */
  sample?: (db: Db) => Promise<unknown>;
  /** Answered from this in-memory index once built (decision 018); `sample` is then the SQL fallback. */
  memory?: 'search index' | 'feed index';
  /** Followed by a bare node:http server answering this row's own bytes: what no server code could beat. */
  bytesCeiling?: boolean;
}

export interface Measured {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  ofCeiling: number;
  non2xx: number;
  errors: number;
  goal?: string;
  /** Cores busy during the measured run (Linux /proc): the server under test, the load generator, PostgreSQL. */
  cores?: Cores;
  /** Lines the server logged on its standard output per request of the measured run (its access log). */
  logLinesPerRequest?: number;
}

export async function load(port: number, target: Target, seconds: number): Promise<autocannon.Result> {
  const { path, headers } = target;
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    ...(headers ? { headers } : {}),
    requests: [typeof path === 'string' ? { path } : { setupRequest: (req) => ({ ...req, path: path() }) }],
  });
}

/** The figures of one autocannon run that every row gives: rate, latency, share of the ceiling, failures. */
export function runFigures(r: autocannon.Result, ceilingRps: number) {
  return {
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    ofCeiling: Number((r.requests.average / (ceilingRps || r.requests.average)).toFixed(3)),
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

/** Loads `target` on `server` (warm-up, then the measured run) and answers its row. */
export async function measure(server: Started, target: Target, ceilingRps: number): Promise<Measured> {
  const { port } = server;
  await load(port, target, WARMUP_SECONDS);
  takeLogLines(server.child);
  const { result: r, cores } = await withCores(server.child.pid, () => load(port, target, SECONDS));
  // Lines the app still held when the run ended (it writes in batches) go uncounted: a small error.
  const logLines = takeLogLines(server.child);
  const measured = {
    name: target.name,
    ...runFigures(r, ceilingRps),
    ...(target.goal ? { goal: target.goal } : {}),
    cores,
    logLinesPerRequest: Number((logLines / Math.max(1, r.requests.total)).toFixed(2)),
  };
  // Which answers were not 2xx (a 302 is a redirect row's answer; anything else is a failure to look at).
  const statuses = Object.entries(r.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${code}: ${count}`)
    .join(', ');
  log(
    `${target.name}: ${measured.requestsPerSecond} req/s, p50 ${measured.p50Ms} ms, p99 ${measured.p99Ms} ms, ${(measured.ofCeiling * 100).toFixed(0)}% of ceiling, non-2xx ${measured.non2xx}${statuses ? ` (${statuses})` : ''}, errors ${measured.errors}; cores: server ${cores.server}, autocannon ${cores.loadGenerator}, PostgreSQL ${cores.database}; log lines per request ${measured.logLinesPerRequest}`,
  );
  return measured;
}
