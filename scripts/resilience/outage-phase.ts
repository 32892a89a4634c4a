import type { Account } from './accounts.js';
import type { PgCluster } from './pg-cluster.js';
import { type WriteResult, writeLoop } from './writer.js';

export interface OutageResult {
  /** Every write, in order of start, through any instance. */
  writes: WriteResult[];
  /** The writes each instance was sent (same order as the bases). */
  writesByInstance: WriteResult[][];
  stoppedAt: number;
  startedAgainAt: number;
  /** /readyz answers seen while the database was down, every instance's. */
  readyzDuringOutage: number[];
  /** Per instance, milliseconds from PostgreSQL accepting connections again to its /readyz 200. */
  readyAfterMs: Array<number | null>;
  /** Milliseconds from PostgreSQL accepting connections again to a write succeeding (any instance). */
  firstWriteAfterMs: number | null;
  /** Slowest answer while the database was down. */
  slowestDuringMs: number;
  problems: string[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ANSWER_WITHIN_MS = 5_000;

/** Milliseconds from `since` until `base`/readyz answers 200, or null past 30 s. */
async function readyAfter(base: string, since: number): Promise<number | null> {
  while (Date.now() - since < 30_000) {
    const status = await fetch(`${base}/readyz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return Date.now() - since;
    await sleep(100);
  }
  return null;
}

/**
 * Writes keep coming through every instance in `bases` (each its own writers, all on the one database)
 * while PostgreSQL is stopped for `downMs` and started again.
 */
export async function runOutage(
  bases: string[],
  accounts: Account[],
  cluster: PgCluster,
  options: { runId: string; downMs: number },
): Promise<OutageResult> {
  const problems: string[] = [];
  const loops = bases.map((base, i) => writeLoop(base, accounts, 5, `${options.runId}-outage${i}`));
  await sleep(3_000);
  const stoppedAt = Date.now();
  await cluster.stop();

  const readyzDuringOutage: number[] = [];
  while (Date.now() - stoppedAt < options.downMs) {
    for (const base of bases) {
      const started = Date.now();
      const status = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(10_000) }).then(
        (r) => r.status,
        () => 0,
      );
      readyzDuringOutage.push(status);
      if (Date.now() - started > ANSWER_WITHIN_MS)
        problems.push(`/readyz took ${Date.now() - started} ms during the outage`);
    }
    await sleep(500);
  }
  await cluster.start();
  const startedAgainAt = Date.now();

  const readyAfterMs = await Promise.all(bases.map((base) => readyAfter(base, startedAgainAt)));
  await sleep(3_000);
  for (const loop of loops) loop.stop();
  const writesByInstance = await Promise.all(loops.map((loop) => loop.done));
  const writes = writesByInstance.flat().sort((x, y) => x.startedAt - y.startedAt);

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
  // Before and after the outage everything succeeds (each instance's pool reconnects by itself).
  for (const [i, instanceWrites] of writesByInstance.entries()) {
    const ready = readyAfterMs[i];
    if (ready === null || ready === undefined) {
      problems.push(`instance ${i + 1}: /readyz did not recover within 30 s of PostgreSQL starting`);
      continue;
    }
    const before = instanceWrites.filter((w) => w.startedAt + w.ms < stoppedAt);
    const after = instanceWrites.filter((w) => w.startedAt >= startedAgainAt + ready);
    for (const w of [...before, ...after]) {
      if (w.status !== 200)
        problems.push(`instance ${i + 1}: write outside the outage: status ${w.status} ${w.error ?? ''}`);
    }
    if (after.length === 0) problems.push(`instance ${i + 1}: no write was made after recovery`);
    if (
      !instanceWrites.some(
        (w) => w.startedAt >= stoppedAt && w.startedAt < startedAgainAt && w.status === 503,
      )
    )
      problems.push(`instance ${i + 1}: no write was refused with 503 during the outage`);
  }
  const firstOk = writes.find((w) => w.startedAt >= startedAgainAt && w.status === 200);
  return {
    writes,
    writesByInstance,
    stoppedAt,
    startedAgainAt,
    readyzDuringOutage,
    readyAfterMs,
    firstWriteAfterMs: firstOk ? firstOk.startedAt + firstOk.ms - startedAgainAt : null,
    slowestDuringMs: Math.max(0, ...during.map((w) => w.ms)),
    problems: [...new Set(problems)],
  };
}
