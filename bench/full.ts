/**
 * `npm run bench` and `npm run bench -- --quick`: one seeded database, the ceiling, the app (and the same
 * app with a 1 ms page cache for the uncached rows), every row, then insights, the photo pipeline and the
 * cold start; written to bench/results/bench-{quick|full}.{json,md}.
 */
import type { ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { insertPhoto } from '../apps/server/src/core/media/media.queries.js';
import { processPhoto } from '../apps/server/src/core/media/photo-pipeline.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { measureBytesCeiling, measureCeiling, startCeiling } from './ceiling-rows.js';
import { measureInsights } from './insights-rows.js';
import { type Measured, measure, type Target } from './lib/load.js';
import { type Started, start, stop } from './lib/process.js';
import { type Report, writeReport } from './lib/report.js';
import {
  APP_LOG_LEVEL,
  log,
  ONLY,
  POPULAR,
  quick,
  SECONDS,
  SERVER_FLAGS,
  USERS,
  wanted,
} from './lib/settings.js';
import { appEnv, webDist } from './lib/web-build.js';
import { coldStart, fiveMegabyteJpeg, timePhotoPipeline } from './photo-and-cold-start.js';
import { photoTarget, profileTargets } from './profile-rows.js';
import { cachedDiscoveryTargets, discoveryTargets, lastHomePage } from './search-and-feed-rows.js';
import { createBenchDatabase, seedUsers, usernameOf, withClient } from './seed.js';

/** Seeds USERS people, then gives the popular one a photo (a 5 MB JPEG through the pipeline) and handles. */
async function seed(url: string) {
  const database = await openDatabase({ url, dataDir: '' });
  await database.migrate();
  const started = performance.now();
  await withClient(url, (c) => seedUsers(c, USERS));
  const seedSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
  log(`seeded ${USERS.toLocaleString('en')} users in ${seedSeconds} s`);

  const jpeg = await fiveMegabyteJpeg();
  const photoId = await insertPhoto(database.db, await processPhoto(jpeg));
  const popular = usernameOf(POPULAR);
  await withClient(url, async (c) => {
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
  return { seedSeconds, jpeg, photoId, popular };
}

/**
 * The ceiling, the app, the app keeping feed and search pages 1 ms and, when a wanted row needs it, the app
 * at LOG_LEVEL=warn; each pushed on `children`.
 */
async function startServers(url: string, children: ChildProcess[], targets: Target[]) {
  const ceiling = await startCeiling();
  children.push(ceiling.child);
  // BENCH_CPU_PROF_DIR=dir: both apps of this run (cached and uncached rows; not --scale's) write a V8 CPU
  // profile there when they stop, named by process id (for finding hot spots).
  const profile = process.env.BENCH_CPU_PROF_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
    : [];
  const startApp = async (extra?: NodeJS.ProcessEnv) => {
    const started = await start(
      [...SERVER_FLAGS, ...profile, '--import', 'tsx', 'bench/serve.ts'],
      appEnv(url, extra),
    );
    children.push(started.child);
    return started;
  };
  const app = await startApp();
  // The same app keeping feed and search pages 1 ms: the rows where nearly every request reads the database.
  const uncached = await startApp({ BENCH_PAGE_CACHE_MS: '1' });
  const quiet = targets.some((t) => t.withoutAccessLog && wanted(t))
    ? await startApp({ LOG_LEVEL: 'warn' })
    : undefined;
  return { ceiling, app, uncached, quiet };
}

/** The app `target` is measured on. */
function serverOf(servers: Servers, target: Target): Started {
  if (target.uncached) return servers.uncached;
  if (!target.withoutAccessLog) return servers.app;
  if (!servers.quiet) throw new Error(`no app at LOG_LEVEL=warn for ${target.name}`);
  return servers.quiet;
}

type Servers = Awaited<ReturnType<typeof startServers>>;

/** The ceiling row, then each wanted target on its app (a bytes ceiling after the rows that ask for one). */
async function measureRows(servers: Servers, targets: Target[]) {
  const { ceiling, app } = servers;
  const ceilingResult = await measureCeiling(ceiling);
  const measured: Measured[] = [ceilingResult];
  for (const target of targets.filter(wanted)) {
    measured.push(await measure(serverOf(servers, target), target, ceilingResult.requestsPerSecond));
    if (target.bytesCeiling) {
      measured.push(await measureBytesCeiling(app.port, target, ceilingResult.requestsPerSecond));
    }
  }
  return { measured, ceilingRps: ceilingResult.requestsPerSecond };
}

export async function runFull(): Promise<void> {
  webDist(); // before any timing: a fresh checkout builds the web app here
  const loadAverage = loadavg().map((l) => l.toFixed(1));
  log(`app LOG_LEVEL ${APP_LOG_LEVEL}`);
  const bench = await createBenchDatabase();
  const children: ChildProcess[] = [];
  try {
    const { seedSeconds, jpeg, photoId, popular } = await seed(bench.url);
    const targets: Target[] = [
      ...profileTargets(popular),
      ...cachedDiscoveryTargets(),
      // The rows above repeat their requests, so the one-second page cache (decision 011) answers most of
      // them; these draw a new page or query for each request, so nearly every one reaches the database.
      ...discoveryTargets(await lastHomePage(bench.url)),
      photoTarget(photoId),
    ];
    const servers = await startServers(bench.url, children, targets);

    const started = performance.now();
    const { measured, ceilingRps } = await measureRows(servers, targets);
    if (ONLY.length > 0) return;
    const insights = await measureInsights(servers.app.port, popular, ceilingRps);
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
    writeReport(report);
  } finally {
    await Promise.all(children.map(stop));
    await bench.drop();
  }
}
