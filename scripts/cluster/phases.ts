import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import type { Account } from '../resilience/accounts.js';
import { lockedAt, setLocked, sleep, waitForLock } from './http.js';

export interface Report {
  lines: string[];
  problems: string[];
}

/** (c) One budget through two instances: writes alternate A and B; the 429 must come at the budget, not twice it. */
export async function sharedRateLimit(
  a: string,
  b: string,
  account: Account,
  budget: number,
): Promise<Report> {
  const statuses: number[] = [];
  for (let i = 0; i < budget + 10; i++) {
    const base = i % 2 === 0 ? a : b;
    const response = await fetch(`${base}/api/social/updatesocialaccount`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-token': account.token },
      body: JSON.stringify({ instagram: `rl${i}` }),
    });
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  const firstRefused = statuses.indexOf(429) + 1;
  const okA = statuses.filter((s, i) => s === 200 && i % 2 === 0).length;
  const okB = statuses.filter((s, i) => s === 200 && i % 2 === 1).length;
  const problems: string[] = [];
  if (firstRefused !== budget + 1) {
    problems.push(`first 429 at request ${firstRefused || 'never'}, expected ${budget + 1}`);
  }
  const wrong = statuses.filter((s, i) => s !== (i < budget ? 200 : 429)).length;
  if (wrong > 0) problems.push(`${wrong} answers were not 200 before the budget and 429 after: ${statuses}`);
  return {
    lines: [
      `rate limits: writes budget ${budget}/min per user; ${statuses.length} writes alternating A and B`,
      `  200 through A ${okA}, through B ${okB} (sum ${okA + okB}); first 429 at request #${firstRefused} (expected #${budget + 1})`,
    ],
    problems,
  };
}

/** (b) A lock made through A, seen through B: the worst of `tries` measurements. */
export async function propagation(
  a: string,
  b: string,
  accounts: Account[],
  limitMs: number,
): Promise<Report> {
  const times: number[] = [];
  const problems: string[] = [];
  for (const account of accounts) {
    // B has the profile cached (unlocked) before the lock: the change must reach B's cache.
    for (let i = 0; i < 3; i++) {
      if ((await lockedAt(b, account.username)).locked) problems.push(`${account.username} locked before`);
    }
    const since = Date.now();
    await setLocked(a, account, true);
    const ms = await waitForLock(b, account.username, since, 5_000);
    if (ms === null) problems.push(`lock of ${account.username} not seen through B within 5 s`);
    else times.push(ms);
    await setLocked(a, account, false);
  }
  const worst = Math.max(...times);
  if (times.length > 0 && worst > limitMs) problems.push(`a lock took ${worst} ms to show through B`);
  return {
    lines: [
      `propagation: lock through A seen through B after ${times.join(', ')} ms (worst ${worst} ms, limit ${limitMs})`,
    ],
    problems,
  };
}

/** Requests for `path` (any, without it) that reached an instance, from the app's access logs ("request completed" lines). */
export async function appHits(logFiles: string[], path?: string): Promise<number> {
  let hits = 0;
  const needle = path === undefined ? '' : `"url":"${path}"`;
  for (const file of logFiles) {
    const text = await readFile(file, 'utf8').catch(() => '');
    for (const line of text.split('\n')) {
      if (line.includes(needle) && line.includes('"request completed"')) hits++;
    }
  }
  return hits;
}

/** X-Cache-Status counts of `path` in nginx's access log. */
async function cacheStatuses(accessLog: string, path: string): Promise<string> {
  const counts = new Map<string, number>();
  const text = await readFile(accessLog, 'utf8');
  for (const line of text.split('\n')) {
    if (!line.includes(`"GET ${path} `)) continue;
    const status = /cache=(\S+)/.exec(line)?.[1] ?? '?';
    counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  return [...counts].map(([k, v]) => `${k} ${v}`).join(', ');
}

/** (d) Thousands of GETs of one public profile through nginx: how many of every 10,000 reach the app. */
export async function edgeCache(options: {
  edge: string;
  directA: string;
  account: Account;
  logFiles: () => string[];
  accessLog: string;
  requests: number;
  connections: number;
  maxAppHitsPer10k: number;
  lockLimitMs: number;
}): Promise<Report> {
  const { edge, account } = options;
  const lines: string[] = [];
  const problems: string[] = [];
  const targets = [
    {
      name: 'profile JSON',
      path: `/api/user/${account.username}`,
      headers: { 'accept-encoding': 'br, gzip' },
    },
    {
      name: 'profile HTML',
      path: `/user/${account.username}`,
      headers: {
        'accept-encoding': 'br, gzip',
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36',
      },
    },
  ];
  for (const target of targets) {
    await sleep(1_200); // the access log is written at least every second
    const before = await appHits(options.logFiles(), target.path);
    const started = Date.now();
    const result = await autocannon({
      url: `${edge}${target.path}`,
      connections: options.connections,
      amount: options.requests,
      timeout: 10,
      headers: target.headers,
    });
    const seconds = (Date.now() - started) / 1000;
    await sleep(1_200);
    const hits = (await appHits(options.logFiles(), target.path)) - before;
    const perTenThousand = Math.round((hits * 10_000) / Math.max(1, result.requests.total));
    lines.push(
      `edge cache, ${target.name}: ${result.requests.total} GETs through nginx from ${options.connections} connections in ${seconds.toFixed(1)} s (${result['2xx']} 2xx, ${result.non2xx} other, ${result.errors} errors); reached the app ${hits} times: ${perTenThousand} per 10,000 (limit ${options.maxAppHitsPer10k})`,
      `  nginx cache statuses: ${await cacheStatuses(options.accessLog, target.path)}`,
    );
    if (result['2xx'] !== options.requests)
      problems.push(`${target.name}: ${result['2xx']} of ${options.requests} answered 2xx`);
    if (seconds > 15) problems.push(`${target.name}: ${options.requests} GETs took ${seconds.toFixed(1)} s`);
    if (perTenThousand > options.maxAppHitsPer10k)
      problems.push(`${target.name}: ${perTenThousand} requests per 10,000 reached the app`);
  }

  // A signed-in GET never comes from the cache, and reaches an instance every time.
  const path = `/api/user/${account.username}`;
  await sleep(1_200);
  const before = await appHits(options.logFiles(), path);
  const seen: string[] = [];
  for (let i = 0; i < 5; i++) {
    const response = await fetch(`${edge}${path}`, { headers: { 'user-token': account.token } });
    await response.arrayBuffer();
    seen.push(response.headers.get('x-cache-status') ?? '-');
  }
  await sleep(1_200);
  const reached = (await appHits(options.logFiles(), path)) - before;
  lines.push(`edge cache, signed-in GETs: X-Cache-Status ${seen.join(',')}; reached the app ${reached} of 5`);
  if (reached !== 5 || seen.some((s) => s !== 'BYPASS'))
    problems.push('a signed-in GET was served by the cache');

  // A lock made after the burst shows through nginx within the limit, from the worst start: nginx holds a
  // fresh copy of the unlocked profile (a HIT) at the moment of the lock.
  const deadline = Date.now() + 5_000;
  while ((await lockedAt(edge, account.username)).cache !== 'HIT' && Date.now() < deadline) await sleep(5);
  const since = Date.now();
  await setLocked(options.directA, account, true);
  const ms = await waitForLock(edge, account.username, since, 5_000);
  lines.push(
    `edge cache: lock through A seen through nginx after ${ms ?? '>5000'} ms (limit ${options.lockLimitMs})`,
  );
  if (ms === null || ms > options.lockLimitMs)
    problems.push(`lock took ${ms ?? '>5000'} ms to show through nginx`);
  await setLocked(options.directA, account, false);
  return { lines, problems };
}
