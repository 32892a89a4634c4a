import type { Account } from './accounts.js';
import type { PgCluster } from './pg-cluster.js';
import { type WriteResult, writeLoop } from './writer.js';

export interface OutageResult {
  writes: WriteResult[];
  stoppedAt: number;
  startedAgainAt: number;
  /** /readyz answers seen while the database was down. */
  readyzDuringOutage: number[];
  /** Milliseconds from PostgreSQL accepting connections again to /readyz 200, and to a write succeeding. */
  readyAfterMs: number | null;
  firstWriteAfterMs: number | null;
  /** Slowest answer while the database was down. */
  slowestDuringMs: number;
  problems: string[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ANSWER_WITHIN_MS = 5_000;

/** Writes keep coming while PostgreSQL is stopped for `downMs` and started again. */
export async function runOutage(
  base: string,
  accounts: Account[],
  cluster: PgCluster,
  options: { runId: string; downMs: number },
): Promise<OutageResult> {
  const problems: string[] = [];
  const loop = writeLoop(base, accounts, 5, `${options.runId}-outage`);
  await sleep(3_000);
  const stoppedAt = Date.now();
  await cluster.stop();

  const readyzDuringOutage: number[] = [];
  while (Date.now() - stoppedAt < options.downMs) {
    const started = Date.now();
    const status = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(10_000) }).then(
      (r) => r.status,
      () => 0,
    );
    readyzDuringOutage.push(status);
    if (Date.now() - started > ANSWER_WITHIN_MS)
      problems.push(`/readyz took ${Date.now() - started} ms during the outage`);
    await sleep(500);
  }
  await cluster.start();
  const startedAgainAt = Date.now();

  let readyAfterMs: number | null = null;
  while (Date.now() - startedAgainAt < 30_000) {
    if (
      (await fetch(`${base}/readyz`).then(
        (r) => r.status,
        () => 0,
      )) === 200
    ) {
      readyAfterMs = Date.now() - startedAgainAt;
      break;
    }
    await sleep(100);
  }
  await sleep(3_000);
  loop.stop();
  const writes = await loop.done;

  // Requests sent while the database was down: each answered 503 {error} within 5 s, none hung.
  const during = writes.filter((w) => w.startedAt >= stoppedAt && w.startedAt < startedAgainAt);
  for (const w of during) {
    const fine = w.status === 200 || (w.status === 503 && typeof w.error === 'string');
    if (!fine) problems.push(`write during outage: status ${w.status} ${w.error ?? ''}`);
    if (w.ms > ANSWER_WITHIN_MS) problems.push(`write during outage took ${w.ms} ms`);
  }
  if (!during.some((w) => w.status === 503)) problems.push('no write was refused with 503 during the outage');
  if (!readyzDuringOutage.includes(503))
    problems.push(`/readyz never answered 503 during the outage (${readyzDuringOutage})`);
  if (readyzDuringOutage.some((s) => s !== 503))
    problems.push(`/readyz answered ${readyzDuringOutage} while down`);
  if (readyAfterMs === null) problems.push('/readyz did not recover within 30 s of PostgreSQL starting');

  // Before and after the outage everything succeeds (the pool reconnects by itself).
  const before = writes.filter((w) => w.startedAt + w.ms < stoppedAt);
  const after = writes.filter((w) => w.startedAt >= startedAgainAt + (readyAfterMs ?? 0));
  for (const w of [...before, ...after]) {
    if (w.status !== 200) problems.push(`write outside the outage: status ${w.status} ${w.error ?? ''}`);
  }
  if (after.length === 0) problems.push('no write was made after recovery');
  const firstOk = writes.find((w) => w.startedAt >= startedAgainAt && w.status === 200);
  return {
    writes,
    stoppedAt,
    startedAgainAt,
    readyzDuringOutage,
    readyAfterMs,
    firstWriteAfterMs: firstOk ? firstOk.startedAt + firstOk.ms - startedAgainAt : null,
    slowestDuringMs: Math.max(0, ...during.map((w) => w.ms)),
    problems: [...new Set(problems)],
  };
}
