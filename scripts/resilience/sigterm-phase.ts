import type { Account } from './accounts.js';
import type { ServerProcess } from './server-process.js';
import { type WriteResult, writeLoop } from './writer.js';

export interface SigtermResult {
  writes: WriteResult[];
  exitCode: number | null;
  exitMs: number;
  sentAt: number;
  /** Writes in flight when SIGTERM was sent, and how many of them were answered 200. */
  inFlight: number;
  inFlightOk: number;
  refusedAfter: Record<string, number>;
  problems: string[];
}

/**
 * Outcomes of a request sent after SIGTERM that count as a clean refusal: 503 {error}, a refused
 * connection, or a keep-alive socket the closing server shut just as the request went out (the run
 * then checks that none of these writes was stored).
 */
const CLEAN_REFUSALS = new Set(['503', 'ECONNREFUSED', 'UND_ERR_SOCKET', 'ECONNRESET']);

/** SIGTERM while 20 writers are busy: in-flight requests finish, later ones are refused, exit code 0. */
export async function runSigterm(
  server: ServerProcess,
  accounts: Account[],
  runId: string,
): Promise<SigtermResult> {
  const problems: string[] = [];
  const loop = writeLoop(server.base, accounts, 20, `${runId}-sigterm`, 2);
  await new Promise((r) => setTimeout(r, 3_000));
  const sentAt = Date.now();
  server.child.kill('SIGTERM');
  const exitCode = await Promise.race([
    server.exited,
    new Promise<'hung'>((r) => setTimeout(() => r('hung'), 15_000)),
  ]);
  const exitMs = Date.now() - sentAt;
  loop.stop();
  const writes = await loop.done;
  if (exitCode === 'hung') {
    problems.push('the process did not exit within 15 s of SIGTERM');
    server.child.kill('SIGKILL');
  } else if (exitCode !== 0) problems.push(`the process exited with ${exitCode}`);

  const inFlight = writes.filter((w) => w.startedAt < sentAt && w.startedAt + w.ms >= sentAt);
  for (const w of writes.filter((w) => w.startedAt < sentAt)) {
    if (w.status !== 200) problems.push(`a request sent before SIGTERM ended with ${w.status ?? w.error}`);
  }
  const refusedAfter: Record<string, number> = {};
  for (const w of writes.filter((w) => w.startedAt >= sentAt)) {
    const outcome = w.status === 200 ? '200' : w.status === null ? (w.error ?? 'unknown') : String(w.status);
    refusedAfter[outcome] = (refusedAfter[outcome] ?? 0) + 1;
    if (outcome !== '200' && !CLEAN_REFUSALS.has(outcome))
      problems.push(`a request after SIGTERM ended with ${outcome}`);
    if (w.status === 503 && !w.error) problems.push('a 503 after SIGTERM had no {error} body');
  }
  if (inFlight.length === 0) problems.push('no request was in flight at SIGTERM (the check proved nothing)');
  return {
    writes,
    exitCode: exitCode === 'hung' ? null : exitCode,
    exitMs,
    sentAt,
    inFlight: inFlight.length,
    inFlightOk: inFlight.filter((w) => w.status === 200).length,
    refusedAfter,
    problems: [...new Set(problems)],
  };
}
