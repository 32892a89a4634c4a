/**
 * `npm run bench:lists`: what the people lists (core/people-lists, PEOPLE_LISTS) cost an instance, per
 * size: a fresh PostgreSQL database on DATABASE_URL's server seeded as `npm run bench` seeds it
 * (bench/seed.ts), then the feed list, the search list and both together (as the app starts them) built
 * each in a process of its own (bench/people-lists-build.ts, with the server's Node flags), measuring the
 * build's time and the memory held afterwards and at its peak. Writes bench/results/bench-lists.json.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:lists
 *   BENCH_LISTS_USERS=250000,1000000   sizes (default 1,000,000)
 *   BENCH_DATABASE_URL=postgres://…/db reuses that migrated, seeded database (one size: its own) and keeps it
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../apps/server/src/db/client.js';
import { createBenchDatabase, seedUsers, withClient } from './seed.js';
import { startNodeFlags } from './start-flags.js';

const root = join(import.meta.dirname, '..');
const SIZES = (process.env.BENCH_LISTS_USERS ?? '1000000').split(',').map(Number);
const REUSE_URL = process.env.BENCH_DATABASE_URL;

interface Measured {
  which: 'feed' | 'search' | 'both';
  people: number;
  buildMs: number;
  heldBytes: number;
  rssBytes: number;
  peakRssBytes: number;
}

function measure(url: string, which: Measured['which']): Measured {
  const run = spawnSync(
    process.execPath,
    [
      ...startNodeFlags(root),
      '--expose-gc',
      '--import',
      'tsx',
      join(root, 'bench/people-lists-build.ts'),
      url,
      which,
    ],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (run.status !== 0) throw new Error(`the ${which} build exited with ${run.status}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!) as Measured;
}

const mb = (bytes: number) => Math.round(bytes / 1e6);
const rows: Array<{ users: number; seedS?: number; load: number } & Measured> = [];
for (const size of REUSE_URL ? [0] : SIZES) {
  const bench = REUSE_URL ? { url: REUSE_URL, drop: async () => {} } : await createBenchDatabase();
  try {
    let seedS: number | undefined;
    if (!REUSE_URL) {
      const database = await openDatabase({ url: bench.url, dataDir: '' });
      await database.migrate();
      await database.close();
      const started = performance.now();
      await withClient(bench.url, (c) => seedUsers(c, size));
      seedS = Math.round((performance.now() - started) / 1000);
    }
    const users = await withClient(bench.url, async (c) =>
      Number((await c.query<{ n: string }>('select count(*) as n from users')).rows[0]!.n),
    );
    for (const which of ['feed', 'search', 'both'] as const) {
      const load = loadavg()[0]!;
      const measured = measure(bench.url, which);
      rows.push({ users, seedS, load, ...measured });
      console.log(
        `${users.toLocaleString('en')} users, ${which}: ${measured.people.toLocaleString('en')} listed, ` +
          `built in ${(measured.buildMs / 1000).toFixed(1)} s, held ${mb(measured.heldBytes)} MB ` +
          `(RSS +${mb(measured.rssBytes)} MB, peak +${mb(measured.peakRssBytes)} MB), load ${load.toFixed(1)}`,
      );
    }
  } finally {
    await bench.drop();
  }
}
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/bench-lists.json'), `${JSON.stringify(rows, null, 2)}\n`);
