/**
 * `npm run test:cluster`: two app instances from the built bundle on one fresh PostgreSQL database and one
 * Redis, nginx in front with the shipped deploy/nginx/handlehub.conf. Checks, in order: (c) a rate-limit
 * budget is one budget across instances, (e) with Redis stopped every budgeted route still answers through
 * nginx within 1 s and the instances go back to Redis by themselves, (b) a lock through one instance shows
 * through the other within 1 s, (d) the edge micro-cache absorbs a burst on one profile and still shows a
 * lock within 2 s, (g) a change made while a page is unread shows through nginx at its first read after, in
 * every cache variant, (a) one instance killed under load and started again loses no acknowledged write and
 * fails (almost) no GET, (f) insight beacons: none lost on SIGTERM of either instance, and how many a
 * kill -9 loses. Prints every figure and exits 1 when any check fails; everything it started is stopped,
 * even then. Ports: CLUSTER_PORTS (processes.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RATE_LIMITS } from '@handlehub/shared';
import pg from 'pg';
import { type Account, signUpAccounts } from '../resilience/accounts.js';
import { finishRun } from '../resilience/outcome.js';
import { serverBundle } from '../resilience/server-process.js';
import { beaconsOnKill, beaconsOnSigterm } from './beacons-phase.js';
import { changesSeenAcross } from './changes-phase.js';
import { sleep } from './http.js';
import { runKillLoad } from './kill-phase.js';
import { type Nginx, startNginx } from './nginx.js';
import { appHits, edgeCache, propagation, sharedRateLimit } from './phases.js';
import { AppInstance, type AppSettings, createDatabase, pickPorts, startRedis } from './processes.js';
import { redisOutage } from './redis-phase.js';
import { changesShowAfterIdle } from './staleness-phase.js';

const SECONDS = Number(process.env.CLUSTER_SECONDS ?? 60);
const CONNECTIONS = 50;
const ADMIN_URL = process.env.CLUSTER_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/**
 * GETs that may fail while an instance is killed. nginx retries an idempotent request on the other instance
 * when its connection is refused or reset before an answer began (proxy_next_upstream error), which covers
 * every GET in flight on the killed process: answers are a few KB, buffered and written at once, so the
 * window in which an answer has begun reaching the visitor but not ended is microseconds. The bound allows
 * a handful of those, not a failed retry path (which would fail hundreds at 50 connections).
 */
const MAX_FAILED_GETS = 5;
const PROPAGATION_LIMIT_MS = 1_000;
/** How the edge cache phase loads nginx and what it allows. */
const EDGE_CACHE_BOUNDS = {
  requests: 10_000,
  connections: CONNECTIONS,
  /**
   * An expired entry goes back to the app with every request that arrives while it is refreshed: at most one
   * per connection (50). Under load a refresh comes about every 2 s (an entry stored just after a second
   * began stays fresh to the end of the next), and the phase fails anyway below 667 requests a second (10,000
   * in 15 s): so at most 50 of every 1,334 requests, about 375 per 10,000; with the micro-cache off, all
   * 10,000 reach the app.
   */
  maxAppHitsPer10k: 500,
  /**
   * nginx keeps time in whole seconds: an entry kept for `proxy_cache_valid 200 1s` is fresh until the end of
   * the second after the one it was stored in, so 1 to 2 s; then the next request goes to the app. A lock is
   * thus seen within 2 s plus one round trip; 2.5 s leaves it room on a busy machine.
   */
  lockLimitMs: 2_500,
};
/**
 * The unread page: left longer than nginx keeps an answer (2 s at most, see lockLimitMs), then read once the
 * change has reached the other instance (propagation: well under a second), and by lockLimitMs at the latest.
 */
const AFTER_IDLE = { idleMs: 5_000, settleMs: 1_000, limitMs: 2_500 };
/** Every budgeted route must answer within this while Redis is down (decision 026). */
const REDIS_DOWN_ANSWER_MS = 1_000;
/** ioredis retries at most a second apart: both instances back on Redis within this of it answering. */
const REDIS_RECOVER_MS = 3_000;
/** How often an instance writes its insight counts (InsightCounter's default). */
const INSIGHT_FLUSH_MS = 2_000;
const BEACONS_PER_SECOND = 200;

const failures: string[] = [];
const say = (line: string) => console.log(line);
const report = (phase: string, r: { lines: string[]; problems: string[] }) => {
  for (const line of r.lines) say(line);
  for (const problem of r.problems) failures.push(`${phase}: ${problem}`);
};

async function verifyWrites(
  databaseUrl: string,
  runId: string,
  accounts: Account[],
  load: Awaited<ReturnType<typeof runKillLoad>>,
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: feedback } = await client.query<{ text: string }>(
      'select text from feedback where text like $1',
      [`${runId}-kill-%`],
    );
    const stored = new Set(feedback.map((r) => r.text));
    const missing = load.feedbackAcknowledged.filter((m) => !stored.has(m));
    say(
      `  feedback writes: ${load.feedbackAcknowledged.length} acknowledged, ${missing.length} missing from the database (${stored.size} stored)`,
    );
    if (load.feedbackAcknowledged.length === 0) failures.push('kill: no feedback write acknowledged');
    if (missing.length > 0)
      failures.push(`kill: ${missing.length} acknowledged feedback missing, e.g. ${missing.slice(0, 3)}`);

    // Each connection saves only its own account, one save at a time, numbered: the stored value must be
    // the last acknowledged save or a later one (sent, answer lost with the killed instance).
    const { rows: saves } = await client.query<{ username: string; handle: string }>(
      `select u.username, h.handle from handles h join users u on u.id = h.user_id
        where h.fieldname = 'instagram' and u.username like $1`,
      [`rz${runId}%`],
    );
    const storedSeq = new Map(saves.map((r) => [r.username, Number(r.handle.replace(/^ig/, ''))]));
    let behind = 0;
    const examples: string[] = [];
    for (const [index, acknowledged] of load.savesAcknowledged) {
      const username = accounts[index]!.username;
      const seq = storedSeq.get(username) ?? 0;
      const sent = load.savesSent.get(index) ?? 0;
      if (seq < acknowledged || seq > sent) {
        behind++;
        examples.push(`${username}: stored ig${seq}, acknowledged ig${acknowledged}, sent up to ig${sent}`);
      }
    }
    say(
      `  handle saves: ${load.saveCount} acknowledged over ${load.savesAcknowledged.size} accounts; accounts whose stored handle is older than their last acknowledged save: ${behind}`,
    );
    if (load.saveCount === 0) failures.push('kill: no handle save acknowledged');
    if (behind > 0) failures.push(`kill: acknowledged handle saves lost: ${examples.slice(0, 3).join('; ')}`);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const runId = randomBytes(3).toString('hex');
  const dir = await mkdtemp(join(tmpdir(), `hh-cluster-${runId}-`));
  const started = Date.now();
  const [edgePort, portA, portB, redisPort] = (await pickPorts(4)) as [number, number, number, number];
  const a = new AppInstance('A', portA, join(dir, 'app'));
  const b = new AppInstance('B', portB, join(dir, 'app'));
  const logFiles: string[] = [];
  let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
  let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
  let nginx: Nginx | undefined;
  const cleanUp = async () => {
    await Promise.allSettled([a.kill(), b.kill(), nginx?.stop()]);
    redis?.stop();
    await database?.drop().catch((error: unknown) => say(`could not drop the database: ${String(error)}`));
    if (!process.env.CLUSTER_KEEP_LOGS) await rm(dir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void cleanUp().finally(() => process.exit(130));
    });
  }
  try {
    const bundle = await serverBundle();
    database = await createDatabase(ADMIN_URL, `hh_cluster_${runId}`);
    redis = await startRedis(redisPort);
    const settings: AppSettings = {
      bundle,
      databaseUrl: database.url,
      redisUrl: redis.url,
      publicUrl: `http://127.0.0.1:${edgePort}`,
      rateLimits: true,
    };
    say(
      `setup: database ${database.url}, private Redis ${redis.url}, instances A :${portA} B :${portB}, nginx :${edgePort}, files ${dir}`,
    );

    // (c) with the shipped rate limits on. A first: it migrates the fresh database.
    const [logA1, logB1] = [await a.start(settings, '1'), await b.start(settings, '1')];
    logFiles.push(logA1, logB1);
    nginx = await startNginx(join(dir, 'nginx'), { listen: edgePort, app1: portA, app2: portB });
    const [limited, visitor] = (await signUpAccounts(a.base, 2, `${runId}l`)) as [Account, Account];
    report('rate limits', await sharedRateLimit(a.base, b.base, limited, RATE_LIMITS.writesPerMinutePerUser));

    // (e) still with the shipped rate limits: they are what Redis holds.
    const withHandle = await fetch(`${a.base}/api/social/updatesocialaccount`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-token': visitor.token },
      body: JSON.stringify({ instagram: `${visitor.username}.gram` }),
    });
    if (withHandle.status !== 200) throw new Error(`updatesocialaccount: ${withHandle.status}`);
    const redisStarted = Date.now();
    report(
      'redis',
      await redisOutage({
        edge: nginx.base,
        accessLog: nginx.accessLog,
        instances: [a, b],
        logFiles: [logA1, logB1],
        account: visitor,
        signInBudget: RATE_LIMITS.signInPerMinutePerAddress,
        stopRedis: () => redis?.stop(),
        startRedis: async () => {
          redis = await startRedis(redisPort);
        },
        tag: runId,
        limitMs: REDIS_DOWN_ANSWER_MS,
        recoverLimitMs: REDIS_RECOVER_MS,
      }),
    );
    say(`  (the Redis phase took ${((Date.now() - redisStarted) / 1000).toFixed(1)} s)`);
    await Promise.all([a.stop(), b.stop()]);

    // The rest under load: limits off (50 connections from one address would spend every budget).
    const unlimited = { ...settings, rateLimits: false };
    logFiles.push(await a.start(unlimited, '2'));
    logFiles.push(await b.start(unlimited, '2'));
    const accounts = await signUpAccounts(nginx.base, CONNECTIONS, runId);
    say(`  ${accounts.length} people signed up through nginx`);

    // (b)
    report('propagation', await propagation(a.base, b.base, accounts.slice(0, 5), PROPAGATION_LIMIT_MS));
    report('changes', await changesSeenAcross(a.base, b.base, database.url, runId, PROPAGATION_LIMIT_MS));

    // (d)
    report(
      'edge cache',
      await edgeCache({
        edge: nginx.base,
        directA: a.base,
        account: accounts[5]!,
        logFiles: () => logFiles,
        accessLog: nginx.accessLog,
        ...EDGE_CACHE_BOUNDS,
      }),
    );

    // (g)
    report(
      'edge cache after idle',
      await changesShowAfterIdle({ edge: nginx.base, directA: a.base, runId, ...AFTER_IDLE }),
    );

    // (a)
    let killedAt = 0;
    let restartedAt = 0;
    let readyAfterMs = 0;
    let restartedLog = '';
    const load = await runKillLoad(
      nginx.base,
      accounts,
      { connections: CONNECTIONS, seconds: SECONDS, runId },
      async (loadStarted) => {
        await sleep((SECONDS * 1000) / 3);
        await a.kill();
        killedAt = Date.now() - loadStarted;
        await sleep(Math.max(0, (2 * SECONDS * 1000) / 3 - killedAt));
        restartedAt = Date.now() - loadStarted;
        restartedLog = await a.start(unlimited, '3');
        logFiles.push(restartedLog);
        readyAfterMs = Date.now() - loadStarted - restartedAt;
      },
    );
    await sleep(1_200);
    const afterRestart = await appHits([restartedLog]);
    say(
      `kill: ${CONNECTIONS} connections through nginx for ${SECONDS} s; A killed (SIGKILL) at ${(killedAt / 1000).toFixed(1)} s, started again at ${(restartedAt / 1000).toFixed(1)} s (ready after ${readyAfterMs} ms)`,
    );
    say(`  ${load.requests} requests (${load.rps}/s), latency p50 ${load.p50} ms, p99 ${load.p99} ms`);
    say(
      `  GETs: ${load.gets}, failed ${load.failedGets.length} (limit ${MAX_FAILED_GETS})${
        load.failedGets.length
          ? `: ${load.failedGets
              .slice(0, 10)
              .map((f) => `${f.status} ${f.path} at ${(f.at / 1000).toFixed(2)} s`)
              .join('; ')}`
          : ''
      }`,
    );
    say(
      `  load client errors ${load.errors}, timeouts ${load.timeouts} (requests whose answer was cut by the kill; with the refused writes and failed GETs at most ${CONNECTIONS}, one per connection)`,
    );
    say(
      `  writes: ${load.writes}, not 2xx: ${[...load.writesRefused].map(([s, n]) => `${s}×${n}`).join(', ') || 'none'} (in flight on A when it died: nginx never resends a POST)`,
    );
    say(`  restarted A served ${afterRestart} requests by the end`);
    if (load.failedGets.length > MAX_FAILED_GETS) {
      failures.push(
        `kill: ${load.failedGets.length} GETs answered with a failure (limit ${MAX_FAILED_GETS})`,
      );
    }
    // A request whose answer had begun when A died ends with a broken connection, GET or POST alike (nginx
    // can retry neither once it has started answering): at most one per connection, those in flight then.
    // Anything above that would mean requests failing outside the moment of the kill.
    const unanswered = load.errors + load.timeouts;
    const refusedWrites = [...load.writesRefused.values()].reduce((sum, n) => sum + n, 0);
    if (unanswered + refusedWrites + load.failedGets.length > CONNECTIONS) {
      failures.push(
        `kill: ${unanswered} requests unanswered, ${refusedWrites} writes refused and ${load.failedGets.length} GETs failed: more than the ${CONNECTIONS} that can be in flight at the kill`,
      );
    }
    if (afterRestart === 0) failures.push('kill: the restarted instance got no traffic back');
    await verifyWrites(database.url, runId, accounts, load);

    // (f) Each stream views a profile of its own, so its counts are its own.
    const beaconsStarted = Date.now();
    const [viewedOnKill, viewedOnStop] = (await signUpAccounts(nginx.base, 2, `${runId}v`)) as [
      Account,
      Account,
    ];
    const edge = { edge: nginx.base, accessLog: nginx.accessLog, databaseUrl: database.url };
    /** A beacon stream at the edge that views `viewed`'s profile, its requests marked with `tag`. */
    const streamOf = (viewed: Account, tag: string) => ({
      ...edge,
      perSecond: BEACONS_PER_SECOND,
      username: viewed.username,
      tag: `${runId}${tag}`,
    });
    const onKill = { victim: a, survivor: b, flushEveryMs: INSIGHT_FLUSH_MS };
    report('beacons, kill -9', await beaconsOnKill({ ...streamOf(viewedOnKill, 'k'), ...onKill }));
    logFiles.push(await a.start(unlimited, '4'));
    report(
      'beacons, SIGTERM',
      await beaconsOnSigterm({ ...streamOf(viewedOnStop, 't'), first: b, second: a }),
    );
    say(`  (the beacon phases took ${((Date.now() - beaconsStarted) / 1000).toFixed(1)} s)`);
  } catch (error) {
    failures.push(`run aborted: ${error instanceof Error ? error.stack : String(error)}`);
  } finally {
    await cleanUp();
  }
  finishRun(started, failures, 'all cluster checks passed');
}

await main();
