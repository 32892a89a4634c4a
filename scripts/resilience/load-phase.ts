import autocannon from 'autocannon';
import type { Account } from './accounts.js';
import { answersStayWithTheirRequests } from './autocannon-clients.js';
import type { ServerProcess } from './server-process.js';
import { jsonAs, markedFeedback } from './writer.js';

export interface LoadResult {
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  p50: number;
  p99: number;
  rps: number;
  /** [seconds since start, RSS in MB]. */
  memory: Array<[number, number]>;
  acknowledged: string[];
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

/**
 * Mixed traffic for `seconds` at `connections`: per cycle the feed, a search, a public profile, a
 * handles save and a feedback write with a unique marker (every acknowledged marker is returned).
 */
export async function runLoad(
  server: ServerProcess,
  accounts: Account[],
  options: { connections: number; seconds: number; runId: string },
): Promise<LoadResult> {
  const acknowledged: string[] = [];
  let sequence = 0;
  const memory: Array<[number, number]> = [];
  const started = Date.now();
  const sampler = setInterval(() => {
    void server.rssMb().then((mb) => memory.push([Math.round((Date.now() - started) / 1000), mb]));
  }, 2_000);

  const result = await autocannon({
    url: server.base,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    setupClient: answersStayWithTheirRequests,
    requests: [
      { method: 'GET', path: '/api/home/?page=1' },
      {
        method: 'GET',
        setupRequest: (req) => ({ ...req, path: `/api/search/?q=${pick(accounts).username.slice(0, 6)}` }),
      },
      { method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/user/${pick(accounts).username}` }) },
      {
        method: 'POST',
        setupRequest: (req) => {
          const account = pick(accounts);
          return {
            ...req,
            path: '/api/social/updatesocialaccount',
            headers: jsonAs(account),
            body: JSON.stringify({ instagram: `ig${sequence++}`, twitter: account.username }),
          };
        },
      },
      markedFeedback(
        () => `${options.runId}-load-${sequence++}`,
        () => pick(accounts),
        (status, marker) => {
          if (status === 200 && marker) acknowledged.push(marker);
        },
      ),
    ],
  });
  clearInterval(sampler);
  return {
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    memory,
    acknowledged,
  };
}

/**
 * Flat memory: the RSS at the end (median of the last 3 samples) is within `toleranceMb` of the RSS
 * right after warm-up (median of the first 3 samples from `warmupSeconds` on). A leak of a few KB per
 * request grows by far more than that over the run.
 */
export function memoryGrowth(memory: Array<[number, number]>, warmupSeconds: number): number {
  const after = memory.filter(([s]) => s >= warmupSeconds).map(([, mb]) => mb);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  return median(after.slice(-3)) - median(after.slice(0, 3));
}
