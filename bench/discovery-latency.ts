/**
 * Discovery latency benchmark (not a test): seeds 1,000,000 users into a fresh PostgreSQL database on
 * DATABASE_URL's server, applies our migrations, then times the home feed and search through the real
 * app (buildApp + inject) and reports median and p99. The database is dropped afterwards.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:discovery
 *   (optional: BENCH_USERS=200000 BENCH_REQUESTS=300)
 *
 * BENCH_DATABASE_URL=postgres://…/mydb reuses that database instead: migrated, seeded only if it has no
 * users yet, and kept afterwards (seeding a million users takes minutes). BENCH_ONLY=regex times only the
 * scenarios whose label matches.
 */
import { performance } from 'node:perf_hooks';
import { PAGE_SIZE } from '@handlehub/shared';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { testConfig } from '../apps/server/src/config.js';
import { createBenchDatabase, seedUsers } from './seed.js';

const USERS = Number(process.env.BENCH_USERS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARMUP = 20;
const REUSE_URL = process.env.BENCH_DATABASE_URL;
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;

/** A kept database (BENCH_DATABASE_URL) or a fresh one that is dropped at the end. */
async function benchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (REUSE_URL) return { url: REUSE_URL, drop: async () => {} };
  return createBenchDatabase();
}

interface Stats {
  median: number;
  p99: number;
  min: number;
  max: number;
}

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { median: at(0.5), p99: at(0.99), min: sorted[0]!, max: sorted.at(-1)! };
}

async function time(count: number, run: (i: number) => Promise<void>): Promise<Stats> {
  for (let i = 0; i < Math.min(WARMUP, count); i++) await run(i);
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await run(i);
    samples.push(performance.now() - started);
  }
  return stats(samples);
}

const fmt = (ms: number) => `${ms.toFixed(2)} ms`.padStart(11);

async function main(): Promise<void> {
  const bench = await benchDatabase();
  const app = await buildApp(testConfig({ databaseUrl: bench.url, webDist: undefined, rateLimits: false }));
  try {
    await app.ready();
    const client = new pg.Client({ connectionString: bench.url });
    await client.connect();
    try {
      let started = performance.now();
      const { rows: existing } = await client.query<{ n: number }>('select count(*)::int as n from users');
      if (existing[0]!.n === 0) {
        await seedUsers(client, USERS);
        console.log(
          `seeded ${USERS.toLocaleString('en')} users in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
      } else console.log(`reusing ${existing[0]!.n.toLocaleString('en')} users`);
      await explain(client);

      const get = async (path: string, expectRows: boolean) => {
        const res = await app.inject({ method: 'GET', url: path });
        if (res.statusCode !== 200) throw new Error(`${path} -> ${res.statusCode} ${res.body}`);
        const count = (res.json() as { users: unknown[] }).users.length;
        if (expectRows && count === 0) throw new Error(`${path} returned no users`);
      };
      const queries = [
        'may',
        'maya',
        'lindq',
        'sofia ross',
        'kenji_wata',
        'okafor12345',
        'priya.nair9',
        'xyz',
      ];
      const deepest = Math.floor((USERS * 0.88) / PAGE_SIZE);
      const reaches = (page: number) => page * PAGE_SIZE < USERS * 0.8;
      // Queries with no run of three letters or digits give the trigram index nothing to look up, so they
      // are timed apart, with fewer requests.
      const SHORT = Math.min(REQUESTS, 30);
      const scenarios: Array<[string, number, (i: number) => Promise<void>]> = [
        ['home page 1', REQUESTS, () => get('/api/home/?page=1', true)],
        ['home page 500', REQUESTS, () => get('/api/home/?page=500', reaches(500))],
        ['home page 5000', REQUESTS, () => get('/api/home/?page=5000', reaches(5000))],
        [`home page ${deepest} (near the end)`, REQUESTS, () => get(`/api/home/?page=${deepest}`, false)],
        [
          `search, ${queries.length} queries in turn`,
          REQUESTS,
          (i) => get(`/api/search/?q=${encodeURIComponent(queries[i % queries.length]!)}`, false),
        ],
        ['search "maya" page 1', REQUESTS, () => get('/api/search/?q=maya', true)],
        ['search "maya" page 500', REQUESTS, () => get('/api/search/?q=maya&page=500', USERS >= 500_000)],
        ['search "may" (3 letters) page 1', REQUESTS, () => get('/api/search/?q=may', true)],
        ['search "lindq" (only in the rest) page 1', REQUESTS, () => get('/api/search/?q=lindq', true)],
        ['search "lindq" page 500', REQUESTS, () => get('/api/search/?q=lindq&page=500', false)],
        ['search "lindqvist4" (rare)', REQUESTS, () => get('/api/search/?q=lindqvist4', true)],
        ['search "a" (one letter)', SHORT, () => get('/api/search/?q=a', true)],
        ['search "ma" (two letters)', SHORT, () => get('/api/search/?q=ma', true)],
        ['search "zq" (two letters, no match)', SHORT, () => get('/api/search/?q=zq', false)],
        ['search "%" (no letters)', SHORT, () => get('/api/search/?q=%25', false)],
        ...naiveOffsets.map((q): [string, number, (i: number) => Promise<void>] => [
          q.label,
          REQUESTS,
          async () => void (await client.query(q.text)),
        ]),
      ];
      started = performance.now();
      console.log(`\nsequential requests through app.inject, after ${WARMUP} warm-up requests each:`);
      console.log(
        `${'scenario'.padEnd(46)}${'requests'.padStart(9)}${'median'.padStart(11)}${'p99'.padStart(11)}${'max'.padStart(11)}`,
      );
      for (const [label, count, run] of scenarios.filter(([label]) => !ONLY || ONLY.test(label))) {
        const s = await time(count, run);
        console.log(
          `${label.padEnd(46)}${String(count).padStart(9)}${fmt(s.median)}${fmt(s.p99)}${fmt(s.max)}`,
        );
      }
      console.log(`(timing took ${((performance.now() - started) / 1000).toFixed(1)} s)`);
    } finally {
      await client.end();
    }
  } finally {
    await app.close();
    await bench.drop();
    if (!REUSE_URL) console.log('dropped the benchmark database');
  }
}

/** For comparison only: the plain OFFSET query the home feed avoids (SQL straight to the database). */
const naiveOffsets = [500, 5000].map((page) => ({
  label: `(plain OFFSET SQL, no app) page ${page}`,
  text: `select name, username, photo_id from users where is_public and not is_locked and not is_blocked
         order by created_at desc nulls last, id desc nulls last limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}`,
}));

/** The two tiers of `searchUsers` (features/users/search.queries.ts), as SQL, for EXPLAIN. Plain letters only: not escaped. */
const inSearchSql = 'is_searchable and not is_locked and not is_blocked';
const startsWith = (q: string, offset: number) =>
  `select u.name, u.username, u.photo_id from users u join (select username from users
     where ${inSearchSql} and (username collate "C") like '${q}%' order by (username collate "C")
     limit 20 offset ${offset}) p on u.username = p.username order by (u.username collate "C")`;
const rest = (q: string, offset: number) =>
  `select name, username, photo_id from users where ${inSearchSql}
     and (username like '%${q}%' or lower(name) like '%${q}%') and not ((username collate "C") like '${q}%')
     order by ((username || '') collate "C") limit 20 offset ${offset}`;

/** Shows which index each query uses. */
async function explain(client: pg.Client): Promise<void> {
  const plans: Array<[string, string]> = [
    [
      'home page 500',
      `select u.name, u.username, u.photo_id from users u join (select id from users
         where is_public and not is_locked and not is_blocked order by created_at desc nulls last, id desc nulls last limit 20 offset 9980) p
         on u.id = p.id order by u.created_at desc nulls last, u.id desc nulls last`,
    ],
    ['search starts-with tier "maya"', startsWith('maya', 0)],
    ['search starts-with tier "maya" page 500', startsWith('maya', 9980)],
    ['search rest tier "lindq"', rest('lindq', 0)],
    ['search rest tier "lindq" page 500', rest('lindq', 9980)],
    ['search rest tier "lindqvist4"', rest('lindqvist4', 0)],
    ['search rest tier "zq"', rest('zq', 0)],
  ];
  for (const [label, text] of plans) {
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off) ${text}`);
    console.log(`\nEXPLAIN ANALYZE ${label}:\n${rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
