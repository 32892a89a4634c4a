/**
 * `npm run bench` (add `-- --quick` for 100,000 users and short runs): seeds a fresh PostgreSQL database
 * on DATABASE_URL's server, starts the app and a bare node:http server (the machine's ceiling) each in its
 * own process, and loads every target with autocannon on loopback for a fixed time at 50 connections.
 * Also times the photo pipeline on a 5 MB JPEG and the cold start of the built server on PGlite.
 * Writes bench/results/bench-{quick|full}.{json,md}; the database is dropped afterwards.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PAGE_MAX } from '@handlehub/shared';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import sharp from 'sharp';
import { insertPhoto } from '../apps/server/src/core/media/media.queries.js';
import { processPhoto } from '../apps/server/src/core/media/photo-pipeline.js';
import { type Db, openDatabase } from '../apps/server/src/db/client.js';
import * as schema from '../apps/server/src/db/schema.js';
import { getHomePage } from '../apps/server/src/features/users/feed.queries.js';
import { searchUsers } from '../apps/server/src/features/users/search.queries.js';
import {
  createBenchDatabase,
  FIRST_NAMES,
  isBlockedSeed,
  LAST_NAMES,
  seedUsers,
  usernameOf,
  withClient,
} from './seed.js';
import './autocannon-no-bodies.js';
import { startNodeFlags } from './start-flags.js';

const quick = process.argv.includes('--quick');
/**
 * `--scale`: only the uncached search and feed rows, at 100,000, 1,000,000 and 3,000,000 users (or the sizes
 * in BENCH_SCALE_USERS, e.g. `20000,100000`), each on a database of its own, with the plans' index use;
 * writes bench/results/bench-scale.{json,md}.
 */
const scale = process.argv.includes('--scale');
const SCALE_USERS = (process.env.BENCH_SCALE_USERS ?? '100000,1000000,3000000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const USERS = quick ? 100_000 : 1_000_000;
const SECONDS = quick ? 5 : 15;
const WARMUP_SECONDS = quick ? 1 : 3;
const CONNECTIONS = 50;
/**
 * The app's log level: the shipped default (LOG_LEVEL's default in apps/server/src/config.ts), which writes
 * one access line per request, so the rows measure the server as deployed. `LOG_LEVEL=warn npm run bench`
 * measures it without the access log, for the log's cost.
 */
const APP_LOG_LEVEL = process.env.LOG_LEVEL ?? 'info';
/** The popular profile (a QR code on a stream): not locked, not blocked, with a photo and handles. */
const POPULAR = 4242;
const ROOT = new URL('..', import.meta.url).pathname;
/** The server's Node.js flags as `npm start` gives them (decision 022: the young generation's size). */
const SERVER_FLAGS = startNodeFlags(ROOT);

interface Target {
  name: string;
  /** Fixed path, or one drawn per request. */
  path: string | (() => string);
  headers?: Record<string, string>;
  goal?: string;
  /** Measured against the app whose page cache keeps pages 1 ms (decision 011): nearly every request reads the database. */
  uncached?: boolean;
  /** One request of this row as the app's SQL path runs it, for its query plans (EXPLAIN ANALYZE). */
  sample?: (db: Db) => Promise<unknown>;
  /** Answered from this in-memory index once built (decision 018); `sample` is then the SQL fallback. */
  memory?: 'search index' | 'feed index';
  /** Followed by a bare node:http server answering this row's own bytes: what no server code could beat. */
  bytesCeiling?: boolean;
}

/**
 * `BENCH_ONLY=random,HTML`: only the targets whose names contain one of these (and the ceiling), no
 * insights, photo or cold-start runs, and no result files: for trying a change on one target.
 */
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean) ?? [];
const wanted = (target: Target) => ONLY.length === 0 || ONLY.some((part) => target.name.includes(part));

/** What Chrome sends with a page request: a browser opening a profile from a QR code asks for brotli. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

interface Measured {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  ofCeiling: number;
  non2xx: number;
  errors: number;
  goal?: string;
  /** Cores busy during the measured run (Linux /proc): the server under test, the load generator, PostgreSQL. */
  cores?: { server: number; loadGenerator: number; database: number };
  /** Lines the server logged on its standard output per request of the measured run (its access log). */
  logLinesPerRequest?: number;
}

const log = (text: string) => console.log(`[bench] ${text}`);

/** What a child printed on its error stream (passed on too): the app reports its indexes there. */
const childNotes = new WeakMap<ChildProcess, string[]>();

/** The file a child's standard output is appended to while it runs (the app's log). */
const stdoutFiles = new WeakMap<ChildProcess, string>();

/**
 * Starts a child process and resolves with its port once it prints `listening <port>`.
 *
 * Its standard output is appended to a file, as `node server.mjs >> app.log` or systemd's
 * `StandardOutput=append:` keep a service's log: the app pays for its log lines as deployed (formatting
 * them, writing them). A collector reading a pipe (docker, journald) costs the app the same writes and
 * another process the reading, which here would be this one, competing with autocannon and, when it
 * fell behind, stalling the app's writes. {@link takeLogLines} counts the lines and empties the file.
 */
function start(args: string[], env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; port: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'hh-bench-stdout-'));
  const file = join(dir, 'stdout.log');
  const fd = openSync(file, 'a');
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', fd, 'pipe'] });
  closeSync(fd);
  stdoutFiles.set(child, file);
  const notes: string[] = [];
  childNotes.set(child, notes);
  child.stderr!.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    notes.push(...chunk.toString().split('\n').filter(Boolean));
  });
  return new Promise((resolve, reject) => {
    const poll = setInterval(() => {
      const match = /listening (\d+)/.exec(readFileSync(file, 'utf8'));
      if (!match) return;
      clearInterval(poll);
      resolve({ child, port: Number(match[1]) });
    }, 50);
    child.on('exit', (code) => {
      clearInterval(poll);
      const out = readFileSync(file, 'utf8').slice(-10_000);
      rmSync(dir, { recursive: true, force: true });
      reject(new Error(`${args.join(' ')} exited with ${code}: ${out}`));
    });
  });
}

/** Lines `child` wrote on its standard output since the last call; empties the file (it appends). */
function takeLogLines(child: ChildProcess): number {
  const file = stdoutFiles.get(child);
  if (!file || !existsSync(file)) return 0;
  const fd = openSync(file, 'r');
  const buffer = Buffer.alloc(1 << 20);
  let lines = 0;
  try {
    for (let n = readSync(fd, buffer); n > 0; n = readSync(fd, buffer)) {
      for (let i = buffer.indexOf(10); i !== -1 && i < n; i = buffer.indexOf(10, i + 1)) lines++;
    }
  } finally {
    closeSync(fd);
  }
  truncateSync(file, 0);
  return lines;
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const CLOCK_TICKS = 100; // USER_HZ on Linux

/** CPU seconds (user + system) by pid of one process or of every process named `comm`, from /proc. */
function cpuSeconds(which: { pid?: number; comm?: string }): Map<string, number> {
  const seconds = new Map<string, number>();
  const read = (pid: string) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (which.comm === undefined || name === which.comm) {
        seconds.set(pid, (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS);
      }
    } catch {}
  };
  if (which.pid !== undefined) read(String(which.pid));
  else {
    try {
      for (const pid of readdirSync('/proc')) if (/^\d+$/.test(pid)) read(pid);
    } catch {}
  }
  return seconds;
}

/**
 * CPU seconds spent between two samples: each process's growth, a new process's whole time. A process
 * that ended in between is missed (a PostgreSQL backend closing), so the figure may be a little low.
 */
function spent(before: Map<string, number>, after: Map<string, number>): number {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/** Runs `work` and answers how many cores the server, this process and PostgreSQL kept busy meanwhile. */
async function withCores<T>(serverPid: number | undefined, work: () => Promise<T>) {
  const sample = () => ({
    at: performance.now(),
    server: serverPid === undefined ? new Map<string, number>() : cpuSeconds({ pid: serverPid }),
    self: process.cpuUsage(),
    database: cpuSeconds({ comm: 'postgres' }),
  });
  const before = sample();
  const result = await work();
  const after = sample();
  const wall = (after.at - before.at) / 1000;
  const self = process.cpuUsage(before.self);
  const round = (n: number) => Number(n.toFixed(2));
  return {
    result,
    cores: {
      server: round(spent(before.server, after.server) / wall),
      loadGenerator: round((self.user + self.system) / 1e6 / wall),
      database: round(spent(before.database, after.database) / wall),
    },
  };
}

async function load(port: number, target: Target, seconds: number): Promise<autocannon.Result> {
  const { path, headers } = target;
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    ...(headers ? { headers } : {}),
    requests: [typeof path === 'string' ? { path } : { setupRequest: (req) => ({ ...req, path: path() }) }],
  });
}

const randomUser = () => {
  for (;;) {
    const i = 1 + Math.floor(Math.random() * USERS);
    if (!isBlockedSeed(i)) return usernameOf(i);
  }
};
const SEARCHES = ['may', 'ken', 'sof', 'lin', 'oka', 'ros', 'tan', 'nov'];
/** A random full name as the seed makes them ("Maya Sharma"), as someone types a person's name. */
const randomFullName = () => `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`;
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
const randomLetters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
let searchTurn = 0;

/**
 * Insights beacons (docs/decisions/006-insights.md): a browser's user agent is counted, a bot's is answered
 * without counting (the control: same requests, no counting). Random profiles skip the locked ones (every
 * 50th seeded user), which are not counted.
 */
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BEACON_CONNECTIONS = 10;
const countedUser = () => {
  for (;;) {
    const name = randomUser();
    if (Number(/\d+$/.exec(name)![0]) % 50 !== 0) return name;
  }
};

function beacons(
  port: number,
  seconds: number,
  userAgent: string,
  connections: number,
  username: () => string,
) {
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/insights/view',
        headers: { 'content-type': 'application/json', 'user-agent': userAgent },
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({ username: username(), source: Math.random() < 0.3 ? 'qr' : 'link' }),
        }),
      },
    ],
  });
}

/** One answer of `target` as the app sends it: its raw body (not decoded) and its headers. */
function rawAnswer(port: number, target: Target): Promise<{ body: Buffer; headers: IncomingHttpHeaders }> {
  const path = typeof target.path === 'string' ? target.path : target.path();
  return new Promise((resolve, reject) => {
    httpGet({ host: '127.0.0.1', port, path, headers: target.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ body: Buffer.concat(chunks), headers: res.headers }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * The ceiling for one row's own bytes: a bare node:http server (bench/ceiling.ts) answering the body and
 * content headers the app sent for `target`, loaded the same way. The row's share of it is what the app's
 * own work costs; the rest is what the body's size costs the loopback and autocannon.
 */
async function measureBytesCeiling(port: number, target: Target, ceilingRps: number): Promise<Measured> {
  const { body, headers } = await rawAnswer(port, target);
  const dir = mkdtempSync(join(tmpdir(), 'hh-bench-bytes-'));
  const file = join(dir, 'body');
  writeFileSync(file, body);
  const encoding = headers['content-encoding'];
  const server = await start(['--import', 'tsx', 'bench/ceiling.ts'], {
    ...process.env,
    CEILING_BODY_FILE: file,
    CEILING_CONTENT_TYPE: headers['content-type'] ?? 'text/html; charset=utf-8',
    CEILING_CONTENT_ENCODING: encoding ?? '',
  });
  try {
    return await measure(
      server,
      {
        name: `ceiling for the row above: bare node:http, its ${body.length.toLocaleString('en')} B${encoding ? ` (${encoding})` : ''}`,
        path: '/',
      },
      ceilingRps,
    );
  } finally {
    await stop(server.child);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Loads `target` on `server` (warm-up, then the measured run) and answers its row. */
async function measure(
  server: { port: number; child: ChildProcess },
  target: Target,
  ceilingRps: number,
): Promise<Measured> {
  const { port } = server;
  await load(port, target, WARMUP_SECONDS);
  takeLogLines(server.child);
  const { result: r, cores } = await withCores(server.child.pid, () => load(port, target, SECONDS));
  // Lines the app still held when the run ended (it writes in batches) go uncounted: a small error.
  const logLines = takeLogLines(server.child);
  const measured = {
    name: target.name,
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    ofCeiling: Number((r.requests.average / (ceilingRps || r.requests.average)).toFixed(3)),
    non2xx: r.non2xx,
    errors: r.errors,
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

/**
 * The rows that measure discovery: searches and feed pages that a page cache cannot serve (each request
 * draws its own query or page; measured against the app that keeps pages 1 ms). `lastPage`: the home
 * feed's last page (its people counted after seeding).
 */
function discoveryTargets(lastPage: number): Target[] {
  const kinds: Array<[string, () => string]> = [
    ['1 letter', () => randomLetters(1)],
    ['2 letters', () => randomLetters(2)],
    ['3 letters', () => randomLetters(3)],
    ['full name', randomFullName],
  ];
  const searches = kinds.flatMap(([kind, query]) =>
    [1, 10].map(
      (page): Target => ({
        name: `GET /api/search/?q={random ${kind}}&page=${page}, uncached`,
        path: () => `/api/search/?q=${encodeURIComponent(query())}&page=${page}`,
        goal: 'p99 < 30 ms',
        uncached: true,
        memory: 'search index',
        sample: (db) => searchUsers(db, query(), page),
      }),
    ),
  );
  return [
    ...searches,
    {
      name: 'GET /api/home/?page={random 1..1000}, uncached',
      path: () => `/api/home/?page=${1 + Math.floor(Math.random() * 1000)}`,
      goal: 'p99 < 30 ms',
      uncached: true,
      memory: 'feed index',
      sample: (db) => getHomePage(db, 1 + Math.floor(Math.random() * 1000)),
    },
    {
      name: `GET /api/home/?page={last}, uncached`,
      path: `/api/home/?page=${lastPage}`,
      goal: 'p99 < 30 ms',
      uncached: true,
      memory: 'feed index',
      sample: (db) => getHomePage(db, lastPage),
    },
  ];
}

/** The home feed's last page: its people counted. */
async function lastHomePage(url: string): Promise<number> {
  const n = await withClient(url, async (c) =>
    Number(
      (await c.query('select count(*) as n from users where is_public and not is_locked and not is_blocked'))
        .rows[0].n,
    ),
  );
  // Past PAGE_MAX (3M people: page 135,000) a page number is refused; the deepest page asked is PAGE_MAX.
  return Math.min(PAGE_MAX, Math.max(1, Math.ceil(n / 20)));
}

/**
 * Each target's plans: its sample run once through drizzle, then again with every
 * statement captured and run with EXPLAIN (ANALYZE, FORMAT JSON). Answers, per statement, the scans it
 * made (index or table) and its execution time.
 */
async function plansOf(url: string, targets: Target[]): Promise<Map<string, string>> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 1,
    options: '-c max_parallel_workers_per_gather=0',
  });
  let captured: Array<{ query: string; params: unknown[] }> = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (query, params) => captured.push({ query, params }) },
  }) as unknown as Db;
  const plans = new Map<string, string>();
  interface PlanNode {
    'Node Type': string;
    'Index Name'?: string;
    'Relation Name'?: string;
    Plans?: PlanNode[];
  }
  const scans = (node: PlanNode, out: string[]) => {
    if (node['Index Name']) out.push(`${node['Node Type']} ${node['Index Name']}`);
    else if (node['Node Type'] === 'Seq Scan') out.push(`Seq Scan ${node['Relation Name']}`);
    for (const child of node.Plans ?? []) scans(child, out);
  };
  try {
    for (const target of targets) {
      if (!target.sample) continue;
      await target.sample(db);
      captured = [];
      await target.sample(db);
      const statements: string[] = [];
      for (const { query, params } of captured) {
        const { rows } = await pool.query({
          text: `explain (analyze, format json) ${query}`,
          values: params,
        });
        const [plan] = rows[0]['QUERY PLAN'] as Array<{ Plan: PlanNode; 'Execution Time': number }>;
        const out: string[] = [];
        scans(plan!.Plan, out);
        statements.push(
          `${[...new Set(out)].join(', ') || 'no scan'} (${plan!['Execution Time'].toFixed(1)} ms)`,
        );
      }
      plans.set(target.name, statements.join('; '));
    }
  } finally {
    await pool.end();
  }
  return plans;
}

/** How a row is answered: from memory (the index's build, as the app reported it) or by its SQL plans. */
function answeredBy(target: Target, app: ChildProcess, plans: Map<string, string>): string {
  const sql = plans.get(target.name) ?? '';
  if (!target.memory) return sql;
  const built =
    childNotes.get(app)?.find((line) => line.startsWith(target.memory!)) ?? `${target.memory}: not reported`;
  return `in memory, no SQL (${built}); SQL before it is built: ${sql}`;
}

interface ScaleRow extends Measured {
  users: number;
  plan: string;
}

/** `npm run bench -- --scale`: the discovery rows at each size in SCALE_USERS, one table. */
async function scaleMain(): Promise<void> {
  const loadAverage = loadavg().map((l) => l.toFixed(1));
  const ceiling = await start(['--import', 'tsx', 'bench/ceiling.ts'], process.env);
  const rows: ScaleRow[] = [];
  const sizes: Array<{ users: number; seedSeconds: number; ceilingRps: number; loadAverage: string[] }> = [];
  try {
    for (const count of SCALE_USERS) {
      const bench = await createBenchDatabase();
      let app: { child: ChildProcess; port: number } | undefined;
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
        app = await start([...SERVER_FLAGS, '--import', 'tsx', 'bench/serve.ts'], appEnv(bench.url, '1'));
        const sizeLoad = loadavg().map((l) => l.toFixed(1));
        const ceilingResult = await measure(
          ceiling,
          { name: 'ceiling: bare node:http, 1 KB JSON', path: '/' },
          0,
        );
        sizes.push({
          users: count,
          seedSeconds,
          ceilingRps: ceilingResult.requestsPerSecond,
          loadAverage: sizeLoad,
        });
        for (const target of targets) {
          const measured = await measure(app, target, ceilingResult.requestsPerSecond);
          const plan = answeredBy(target, app.child, plans);
          rows.push({ ...measured, users: count, plan });
          log(`  answered by: ${plan}`);
        }
      } finally {
        if (app) await stop(app.child);
        await bench.drop();
      }
    }
  } finally {
    await stop(ceiling.child);
  }
  const report = {
    mode: 'scale',
    date: new Date().toISOString(),
    node: process.version,
    secondsPerTarget: SECONDS,
    logLevel: APP_LOG_LEVEL,
    loadAverage,
    sizes,
    rows,
  };
  const order = [...new Set(rows.map((r) => r.name))];
  const sorted = [...rows].sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name) || a.users - b.users);
  const md = [
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
  const dir = join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'bench-scale.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(dir, 'bench-scale.md'), md);
  console.log(`\n${md}`);
}

/** The app's environment: production settings on `url`; `pageCacheMs` '1' for the uncached rows. */
function appEnv(url: string, pageCacheMs?: string): NodeJS.ProcessEnv {
  // BENCH_CPU_PROF_DIR is read by the caller (node flags); here only the environment.
  return {
    ...process.env,
    DATABASE_URL: url,
    NODE_ENV: 'production',
    GOOGLE_CLIENT_ID: 'bench.apps.googleusercontent.com',
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: APP_LOG_LEVEL,
    WEB_DIST: webDist(),
    ...(pageCacheMs ? { BENCH_PAGE_CACHE_MS: pageCacheMs } : {}),
  };
}

interface InsightsRun {
  name: string;
  get: { requestsPerSecond: number; p50Ms: number; p99Ms: number; non2xx: number; errors: number };
  beaconsPerSecond: number | null;
  beaconP99Ms: number | null;
  /** GET requests/s of this run against GET alone. */
  ofAlone: number;
}

interface InsightsReport {
  runs: InsightsRun[];
  /** POST /api/insights/view alone, counted, at the usual 50 connections: popular, then random profiles. */
  beaconAlone: Measured[];
  /** Counted beacons the load generator saw answered 204, and what the database held after the app closed. */
  acknowledged: number;
  stored: number;
}

/**
 * The built web app, with its server-side module: the HTML rows measure the page a browser gets (the
 * profile drawn by the server, its critical CSS). Built first when a fresh checkout has none; a bare shell
 * in its place once made those rows measure a 772-byte page instead.
 */
function webDist(): string {
  const built = join(ROOT, 'apps/web/dist');
  if (
    !existsSync(join(built, 'index.html')) ||
    !existsSync(join(ROOT, 'apps/web/dist-ssr/entry-server.js'))
  ) {
    log('no web build: npm run build:web');
    const build = spawnSync('npm', ['run', 'build:web'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`npm run build:web failed (${build.status})`);
  }
  return built;
}

/** A 5 MB JPEG of noise (noise does not compress, so the pixels are as many as the bytes allow). */
async function fiveMegabyteJpeg(): Promise<Buffer> {
  const width = 2600;
  const height = 1900;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2_654_435_761) >>> 24;
  let quality = 95;
  for (;;) {
    const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length <= 5_242_880 || quality <= 50) return jpeg;
    quality -= 5;
  }
}

async function timePhotoPipeline(photo: Buffer): Promise<{ bytes: number; medianMs: number; maxMs: number }> {
  const samples: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await processPhoto(photo);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { bytes: photo.length, medianMs: samples[2]!, maxMs: samples[4]! };
}

/** Spawn of the built server on PGlite in `dataDir` to its first answer of the home feed, in ms. */
async function firstAnswer(bundle: string, dataDir: string): Promise<number> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_FLAGS, bundle], {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      GOOGLE_CLIENT_ID: 'bench.apps.googleusercontent.com',
      LOG_LEVEL: APP_LOG_LEVEL,
      WEB_DIST: webDist(),
    },
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      if (performance.now() - started > 120_000) throw new Error('no answer within 120 s');
      const ok = await fetch(`http://127.0.0.1:${port}/api/home/?page=1`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    await stop(child);
  }
}

/**
 * Cold start of the built server (apps/server/dist/server.mjs, built if missing) on PGlite: the first
 * start ever (creates the data directory: initdb and migrations) and a restart on that directory.
 */
async function coldStart(): Promise<{ firstStartMs: number; restartMs: number; bundle: string }> {
  const bundle = join(ROOT, 'apps/server/dist/server.mjs');
  // As `npm start` builds it: the bundle and the PGlite seed a first start unpacks (without the seed, a
  // first start runs initdb and every migration: 3.2 s instead of 1.6 s, measured).
  if (!existsSync(bundle) || !existsSync(join(ROOT, 'apps/server/dist/pglite-seed.tar.gz'))) {
    const build = spawnSync('npm', ['run', 'build:server'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`npm run build:server failed (${build.status})`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'hh-bench-pglite-'));
  try {
    const firstStartMs = await firstAnswer(bundle, dataDir);
    const restartMs = await firstAnswer(bundle, dataDir);
    return { firstStartMs, restartMs, bundle: 'apps/server/dist/server.mjs' };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Does counting slow the public profile? `GET /api/user/{popular}` alone, then with a second autocannon
 * posting that profile's view beacons at the same time (BEACON_CONNECTIONS connections), as its visitors'
 * browsers do: first from a bot's user agent (answered, not counted: what any concurrent load costs), then
 * counted ones. Counted against control is the cost of counting itself. Then the beacon endpoint alone,
 * for the popular profile and for random ones (profile cache misses, many counters per write).
 */
async function measureInsights(port: number, ceilingRps: number): Promise<InsightsReport> {
  const popular = usernameOf(POPULAR);
  const path = `/api/user/${popular}`;
  let acknowledged = 0;
  const runs: InsightsRun[] = [];
  let alone = 0;
  for (const [name, agent] of [
    ['GET /api/user/{popular} alone', null],
    ['... with uncounted (bot) beacons', BOT_UA],
    ['... with counted beacons', BROWSER_UA],
  ] as const) {
    await Promise.all([
      load(port, { name, path }, WARMUP_SECONDS),
      agent ? beacons(port, WARMUP_SECONDS, agent, BEACON_CONNECTIONS, () => popular) : null,
    ]).then(([, b]) => {
      if (b && agent === BROWSER_UA) acknowledged += b['2xx'];
    });
    const [get, beacon] = await Promise.all([
      load(port, { name, path }, SECONDS),
      agent ? beacons(port, SECONDS, agent, BEACON_CONNECTIONS, () => popular) : null,
    ]);
    if (beacon && agent === BROWSER_UA) acknowledged += beacon['2xx'];
    if (!agent) alone = get.requests.average;
    const run: InsightsRun = {
      name,
      get: {
        requestsPerSecond: Math.round(get.requests.average),
        p50Ms: get.latency.p50,
        p99Ms: get.latency.p99,
        non2xx: get.non2xx,
        errors: get.errors,
      },
      beaconsPerSecond: beacon ? Math.round(beacon.requests.average) : null,
      beaconP99Ms: beacon ? beacon.latency.p99 : null,
      ofAlone: Number((get.requests.average / (alone || get.requests.average)).toFixed(3)),
    };
    runs.push(run);
    log(
      `${name}: GET ${run.get.requestsPerSecond} req/s, p99 ${run.get.p99Ms} ms, ${(run.ofAlone * 100).toFixed(0)}% of alone` +
        (beacon
          ? `; beacons ${run.beaconsPerSecond} req/s, p99 ${run.beaconP99Ms} ms, non-2xx ${beacon.non2xx}`
          : ''),
    );
  }
  const beaconAlone: Measured[] = [];
  for (const [which, pick] of [
    ['popular', () => popular],
    ['random', countedUser],
  ] as const) {
    await beacons(port, WARMUP_SECONDS, BROWSER_UA, CONNECTIONS, pick).then(
      (b) => (acknowledged += b['2xx']),
    );
    const r = await beacons(port, SECONDS, BROWSER_UA, CONNECTIONS, pick);
    acknowledged += r['2xx'];
    const measured: Measured = {
      name: `POST /api/insights/view, {${which}}, counted`,
      requestsPerSecond: Math.round(r.requests.average),
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      ofCeiling: Number((r.requests.average / (ceilingRps || r.requests.average)).toFixed(3)),
      non2xx: r.non2xx,
      errors: r.errors,
    };
    beaconAlone.push(measured);
    log(
      `${measured.name}: ${measured.requestsPerSecond} req/s, p50 ${measured.p50Ms} ms, p99 ${measured.p99Ms} ms, ${(measured.ofCeiling * 100).toFixed(0)}% of ceiling`,
    );
  }
  return { runs, beaconAlone, acknowledged, stored: 0 };
}

function insightsMarkdown(insights: InsightsReport): string[] {
  const rows = insights.runs.map(
    (r) =>
      `| ${r.name} | ${r.get.requestsPerSecond.toLocaleString('en')} | ${r.get.p50Ms} | ${r.get.p99Ms} | ${(r.ofAlone * 100).toFixed(0)}% | ${r.beaconsPerSecond?.toLocaleString('en') ?? ''} | ${r.beaconP99Ms ?? ''} |`,
  );
  return [
    `Insights counting vs. the public profile: GET /api/user/{popular} alone, then while a second autocannon (${BEACON_CONNECTIONS} connections) posts that profile's view beacons:`,
    '',
    '| run | GET requests/s | GET p50 ms | GET p99 ms | GET of alone | beacons/s | beacon p99 ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    `Counted beacons answered 204: ${insights.acknowledged.toLocaleString('en')}; counted in the database after the app closed: ${insights.stored.toLocaleString('en')}.`,
    '',
  ];
}

function markdown(report: Report): string {
  const rows = report.targets.map(
    (t) =>
      `| ${t.name} | ${Math.round(t.requestsPerSecond).toLocaleString('en')} | ${t.p50Ms} | ${t.p99Ms} | ${(t.ofCeiling * 100).toFixed(0)}% | ${t.non2xx + t.errors} | ${t.cores ? `${t.cores.server} / ${t.cores.loadGenerator} / ${t.cores.database}` : ''} | ${t.goal ?? ''} |`,
  );
  return [
    `# Benchmark (${report.mode}): ${report.users.toLocaleString('en')} users`,
    '',
    `${report.date}, Node ${report.node}, ${CONNECTIONS} connections, ${report.secondsPerTarget} s per target after ${WARMUP_SECONDS} s warm-up, app LOG_LEVEL ${report.logLevel},`,
    `load average ${report.loadAverage.join(' / ')} at the start (a shared 2-core machine: figures are noisy).`,
    `Seeding took ${report.seedSeconds} s.`,
    '',
    '| target | requests/s | p50 ms | p99 ms | of ceiling | non-2xx + errors | cores busy: server / autocannon / PostgreSQL | goal |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows,
    '',
    ...insightsMarkdown(report.insights),
    `Photo pipeline on a ${(report.photo.bytes / 1_048_576).toFixed(2)} MB JPEG: median ${report.photo.medianMs.toFixed(0)} ms, max ${report.photo.maxMs.toFixed(0)} ms of 5 runs (goal < 500 ms).`,
    `Cold start of ${report.coldStart.bundle} on PGlite to the first home feed answer (goal < 3000 ms): restart on an existing data directory ${report.coldStart.restartMs.toFixed(0)} ms; very first start (initdb + migrations) ${report.coldStart.firstStartMs.toFixed(0)} ms.`,
    '',
  ].join('\n');
}

interface Report {
  mode: 'quick' | 'full';
  date: string;
  node: string;
  users: number;
  secondsPerTarget: number;
  logLevel: string;
  loadAverage: string[];
  seedSeconds: number;
  targets: Measured[];
  insights: InsightsReport;
  photo: { bytes: number; medianMs: number; maxMs: number };
  coldStart: { firstStartMs: number; restartMs: number; bundle: string };
}

async function main(): Promise<void> {
  webDist(); // before any timing: a fresh checkout builds the web app here
  const loadAverage = loadavg().map((l) => l.toFixed(1));
  log(`app LOG_LEVEL ${APP_LOG_LEVEL}`);
  const bench = await createBenchDatabase();
  const children: ChildProcess[] = [];
  try {
    const database = await openDatabase({ url: bench.url, dataDir: '' });
    await database.migrate();
    let started = performance.now();
    await withClient(bench.url, (c) => seedUsers(c, USERS));
    const seedSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
    log(`seeded ${USERS.toLocaleString('en')} users in ${seedSeconds} s`);

    const jpeg = await fiveMegabyteJpeg();
    const photoId = await insertPhoto(database.db, await processPhoto(jpeg));
    const popular = usernameOf(POPULAR);
    await withClient(bench.url, async (c) => {
      await c.query('update users set photo_id = $1 where username = $2', [photoId, popular]);
      await c.query(
        `insert into handles (user_id, fieldname, handle)
         select id, f, h from users, (values ('instagram', 'pop.gram'), ('snapchat', 'popsnaps'),
           ('youtube', 'popchannel'), ('twitter', 'popposts'), ('minecraft', 'PopGamer')) as v(f, h)
         where username = $1`,
        [popular],
      );
    });
    await database.close();

    const ceiling = await start(['--import', 'tsx', 'bench/ceiling.ts'], process.env);
    children.push(ceiling.child);
    // BENCH_CPU_PROF_DIR=dir: both apps of this run (cached and uncached rows; not --scale's) write a V8 CPU
    // profile there when they stop, named by process id (for finding hot spots).
    const profile = process.env.BENCH_CPU_PROF_DIR
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
      : [];
    const app = await start(
      [...SERVER_FLAGS, ...profile, '--import', 'tsx', 'bench/serve.ts'],
      appEnv(bench.url),
    );
    children.push(app.child);
    // The same app keeping feed and search pages 1 ms: the rows where nearly every request reads the database.
    const uncached = await start(
      [...SERVER_FLAGS, ...profile, '--import', 'tsx', 'bench/serve.ts'],
      appEnv(bench.url, '1'),
    );
    children.push(uncached.child);

    const deepPage = 500;
    const targets: Target[] = [
      { name: `GET /api/user/{popular}`, path: `/api/user/${popular}`, goal: '>= 50% of ceiling' },
      {
        name: 'GET /api/user/{random}',
        path: () => `/api/user/${randomUser()}`,
        goal: '>= 15% of ceiling, p99 < 40 ms',
      },
      {
        name: 'HTML /user/{popular}, as a browser asks (brotli)',
        path: `/user/${popular}`,
        headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
        goal: '>= 40% of ceiling',
        bytesCeiling: true,
      },
      { name: 'HTML /user/{popular}, no Accept-Encoding', path: `/user/${popular}` },
      // Play together (docs/decisions/013-play-together.md), beside the profile: a browser's visits, so
      // each link is counted as a click.
      {
        name: 'GET /user/{popular}/ig, 302 to Instagram (counted)',
        path: `/user/${popular}/ig`,
        headers: { 'user-agent': BROWSER_UA },
      },
      {
        name: 'HTML /user/{popular}/minecraft, game ID page (counted, brotli)',
        path: `/user/${popular}/minecraft`,
        headers: { 'user-agent': BROWSER_UA, 'accept-encoding': BROWSER_ACCEPT_ENCODING },
      },
      { name: 'GET /api/qr/{popular}/instagram.svg', path: `/api/qr/${popular}/instagram.svg` },
      { name: 'GET /api/vcard/{popular}.vcf', path: `/api/vcard/${popular}.vcf` },
      { name: 'GET /api/card/{popular}.svg, drawn once', path: `/api/card/${popular}.svg` },
      { name: 'GET /api/home/?page=1', path: '/api/home/?page=1' },
      { name: `GET /api/home/?page=${deepPage}`, path: `/api/home/?page=${deepPage}`, goal: 'p99 < 30 ms' },
      {
        name: 'GET /api/search/?q={3 letters}',
        path: () => `/api/search/?q=${SEARCHES[searchTurn++ % SEARCHES.length]}`,
        goal: 'p99 < 30 ms',
      },
      // The two above repeat their requests, so the one-second page cache (decision 011) answers most of
      // them; these draw a new page or query for each request, so nearly every one reaches the database.
      ...discoveryTargets(await lastHomePage(bench.url)),
      { name: 'GET /media/{photo}-512.webp', path: `/media/${photoId}-512.webp` },
    ];

    started = performance.now();
    const ceilingResult = await measure(
      ceiling,
      { name: 'ceiling: bare node:http, 1 KB JSON', path: '/' },
      0,
    );
    const measured = [ceilingResult];
    for (const target of targets.filter(wanted)) {
      measured.push(await measure(target.uncached ? uncached : app, target, ceilingResult.requestsPerSecond));
      if (target.bytesCeiling) {
        measured.push(await measureBytesCeiling(app.port, target, ceilingResult.requestsPerSecond));
      }
    }
    if (ONLY.length > 0) return;
    const insights = await measureInsights(app.port, ceilingResult.requestsPerSecond);
    measured.push(...insights.beaconAlone);
    log(`load took ${((performance.now() - started) / 1000).toFixed(0)} s`);
    await Promise.all(children.map(stop));
    // The app wrote its pending counts when it closed (SIGTERM → app.close → flush).
    insights.stored = await withClient(bench.url, async (c) =>
      Number((await c.query('select coalesce(sum(count), 0) as n from insight_counts')).rows[0].n),
    );
    log(
      `insights: ${insights.acknowledged} counted beacons answered 204, ${insights.stored} counted in the database`,
    );

    const photo = await timePhotoPipeline(jpeg);
    log(`photo pipeline (${jpeg.length} bytes): median ${photo.medianMs.toFixed(0)} ms`);
    const cold = await coldStart();
    log(
      `cold start on PGlite: first ${cold.firstStartMs.toFixed(0)} ms, restart ${cold.restartMs.toFixed(0)} ms`,
    );

    const report: Report = {
      mode: quick ? 'quick' : 'full',
      date: new Date().toISOString(),
      node: process.version,
      users: USERS,
      secondsPerTarget: SECONDS,
      logLevel: APP_LOG_LEVEL,
      loadAverage,
      seedSeconds,
      targets: measured,
      insights,
      photo,
      coldStart: cold,
    };
    const dir = join(ROOT, 'bench/results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `bench-${report.mode}.json`), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(join(dir, `bench-${report.mode}.md`), markdown(report));
    console.log(`\n${markdown(report)}`);
  } finally {
    await Promise.all(children.map(stop));
    await bench.drop();
  }
}

(scale ? scaleMain() : main()).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
