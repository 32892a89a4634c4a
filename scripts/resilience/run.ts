/**
 * `npm run test:resilience`: a real server process on a private PostgreSQL cluster, under load, through
 * a database outage (with a second instance on the same database, as behind a load balancer) and a
 * SIGTERM. Prints a summary and exits 1 when any check fails.
 * Figures are from a shared 2-core machine: latency and throughput are noisy, correctness is not.
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { signUpAccounts } from './accounts.js';
import { memoryGrowth, runLoad } from './load-phase.js';
import { runOutage } from './outage-phase.js';
import { finishRun } from './outcome.js';
import { createPgCluster, type PgCluster } from './pg-cluster.js';
import { freePort, type ServerProcess, serverBundle, startServer } from './server-process.js';
import { runSigterm } from './sigterm-phase.js';

const CONNECTIONS = Number(process.env.RESILIENCE_CONNECTIONS ?? 50);
const LOAD_SECONDS = Number(process.env.RESILIENCE_SECONDS ?? 60);
const WARMUP_SECONDS = 20;
const LEAK_TOLERANCE_MB = 40;

const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  if (!ok) failures.push(what);
};
const say = (line: string) => console.log(line);

/** Every acknowledged marker must be a row of feedback; returns the missing ones. */
async function missingWrites(url: string, markers: string[], runId: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ text: string }>('select text from feedback where text like $1', [
      `${runId}-%`,
    ]);
    const stored = new Set(rows.map((r) => r.text));
    return markers.filter((m) => !stored.has(m));
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const runId = randomBytes(3).toString('hex');
  const logFile = join(tmpdir(), `hh-resilience-${runId}.log`);
  let cluster: PgCluster | undefined;
  let server: ServerProcess | undefined;
  let second: ServerProcess | undefined;
  const started = Date.now();
  try {
    const bundle = await serverBundle();
    cluster = await createPgCluster(await freePort());
    server = await startServer(bundle, cluster.url, logFile);
    const accounts = await signUpAccounts(server.base, 50, runId);
    say(`setup: private PostgreSQL ${cluster.url}, server ${server.base} (${bundle}), log ${logFile}`);

    const load = await runLoad(server, accounts, { connections: CONNECTIONS, seconds: LOAD_SECONDS, runId });
    const growth = memoryGrowth(load.memory, WARMUP_SECONDS);
    say(`load: ${CONNECTIONS} connections for ${LOAD_SECONDS} s, ${load.requests} requests (${load.rps}/s)`);
    say(
      `  errors ${load.errors}, timeouts ${load.timeouts}, non-2xx ${load.non2xx}; latency p50 ${load.p50} ms, p99 ${load.p99} ms`,
    );
    say(`  memory (s:MB) ${load.memory.map(([s, mb]) => `${s}:${mb}`).join(' ')}`);
    say(`  growth after ${WARMUP_SECONDS} s warm-up: ${growth} MB (limit ${LEAK_TOLERANCE_MB})`);
    check(load.requests > 0, 'load: no requests were made');
    check(load.errors === 0 && load.timeouts === 0 && load.non2xx === 0, 'load: some requests failed');
    check(growth <= LEAK_TOLERANCE_MB, `load: memory grew ${growth} MB after warm-up`);

    // The outage with two instances on the one database, writes through both (as behind nginx).
    second = await startServer(bundle, cluster.url, logFile.replace(/\.log$/, '-2.log'));
    const outage = await runOutage([server.base, second.base], accounts, cluster, { runId, downMs: 10_000 });
    const during = outage.writes.filter(
      (w) => w.startedAt >= outage.stoppedAt && w.startedAt < outage.startedAgainAt,
    );
    say(
      `outage: two instances on the one database; PostgreSQL down ${outage.startedAgainAt - outage.stoppedAt} ms; ${during.length} writes meanwhile, ${during.filter((w) => w.status === 503).length} answered 503, slowest ${outage.slowestDuringMs} ms`,
    );
    say(
      `  writes per instance: ${outage.writesByInstance.map((ws, i) => `#${i + 1} ${ws.length} (${ws.filter((w) => w.status === 200).length} acknowledged)`).join(', ')}`,
    );
    say(
      `  /readyz while down: ${[...new Set(outage.readyzDuringOutage)].join(',')}; ready again ${outage.readyAfterMs.join(' and ')} ms after PostgreSQL started, first write ${outage.firstWriteAfterMs} ms`,
    );
    for (const problem of outage.problems) failures.push(`outage: ${problem}`);
    second.child.kill('SIGTERM');
    const secondExit = await second.exited;
    check(secondExit === 0, `outage: the second instance exited with ${secondExit} on SIGTERM`);
    second = undefined;

    const sigterm = await runSigterm(server, accounts, runId);
    say(
      `sigterm: exit code ${sigterm.exitCode} after ${sigterm.exitMs} ms; in flight ${sigterm.inFlight}, answered 200 ${sigterm.inFlightOk}`,
    );
    say(`  requests sent after SIGTERM: ${JSON.stringify(sigterm.refusedAfter)}`);
    for (const problem of sigterm.problems) failures.push(`sigterm: ${problem}`);
    server = undefined;

    const acknowledged = [
      ...load.acknowledged,
      ...outage.writes.filter((w) => w.status === 200).map((w) => w.marker),
      ...sigterm.writes.filter((w) => w.status === 200).map((w) => w.marker),
    ];
    const missing = await missingWrites(cluster.url, acknowledged, runId);
    say(
      `writes: ${acknowledged.length} acknowledged (load ${load.acknowledged.length}), ${missing.length} missing from the database`,
    );
    check(acknowledged.length > 0, 'writes: none acknowledged');
    // A refusal after SIGTERM must also mean "not done": none of those writes may have landed.
    const refused = sigterm.writes
      .filter((w) => w.startedAt >= sigterm.sentAt && w.status !== 200)
      .map((w) => w.marker);
    const landed = refused.length - (await missingWrites(cluster.url, refused, runId)).length;
    say(`  refused after SIGTERM: ${refused.length}, of which stored anyway: ${landed}`);
    check(landed === 0, `sigterm: ${landed} refused writes were stored anyway`);
    check(
      missing.length === 0,
      `writes: ${missing.length} acknowledged writes are missing, e.g. ${missing.slice(0, 3)}`,
    );
  } catch (error) {
    failures.push(`run aborted: ${error instanceof Error ? error.stack : String(error)}`);
  } finally {
    for (const running of [server, second]) {
      if (running && running.child.exitCode === null) running.child.kill('SIGKILL');
    }
    await cluster?.remove();
  }
  finishRun(started, failures, 'all resilience checks passed');
}

await main();
