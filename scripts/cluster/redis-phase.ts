import { readFile } from 'node:fs/promises';
import type { Account } from '../resilience/accounts.js';
import { answeredBy } from './edge-log.js';
import { sleep } from './http.js';
import type { Report } from './phases.js';
import type { AppInstance } from './processes.js';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

interface Probe {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  expect: number[];
}

/**
 * One request to every kind of budgeted route, as visitors send them through nginx. Anonymous GETs carry a
 * cookie so that nginx's micro-cache lets them through to an instance (which ignores it): the point is how
 * fast the instances answer without Redis, not the cache.
 */
function probes(account: Account): Probe[] {
  const visitor = { 'user-agent': BROWSER, cookie: 'probe=redis-outage' };
  const signedIn = { 'content-type': 'application/json', 'user-token': account.token };
  const u = account.username;
  return [
    {
      name: 'sign-in',
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      body: { email: `${u}@resilience.test`, name: 'Load Person' },
      expect: [200, 429],
    },
    { name: 'feed', method: 'GET', path: '/api/home/?page=1', headers: visitor, expect: [200] },
    {
      name: 'search',
      method: 'GET',
      path: `/api/search/?q=${u.slice(0, 6)}`,
      headers: visitor,
      expect: [200],
    },
    { name: 'profile JSON', method: 'GET', path: `/api/user/${u}`, headers: visitor, expect: [200] },
    { name: 'profile page', method: 'GET', path: `/user/${u}`, headers: visitor, expect: [200] },
    { name: 'QR code', method: 'GET', path: `/api/qr/${u}/instagram.svg`, headers: visitor, expect: [200] },
    { name: 'card', method: 'GET', path: `/api/card/${u}.svg`, headers: visitor, expect: [200] },
    { name: 'shop', method: 'GET', path: '/api/product/', headers: visitor, expect: [200] },
    {
      name: 'view beacon',
      method: 'POST',
      path: '/api/insights/view',
      headers: { 'content-type': 'application/json', 'user-agent': BROWSER },
      body: { username: u, source: 'link' },
      expect: [204],
    },
    {
      name: 'signed-in read',
      method: 'GET',
      path: '/api/social/getsocialaccount',
      headers: signedIn,
      expect: [200],
    },
    {
      name: 'write',
      method: 'POST',
      path: '/api/social/updatesocialaccount',
      headers: signedIn,
      body: { instagram: `${u}.gram` },
      expect: [200],
    },
    {
      name: 'dead token',
      method: 'GET',
      path: '/api/profile/getuser',
      headers: { 'user-token': 'no-such-session-token-000000000000' },
      expect: [401],
    },
    {
      name: 'missing photo',
      method: 'GET',
      path: '/media/nothing-here-128.webp',
      headers: visitor,
      expect: [404],
    },
  ];
}

async function send(base: string, probe: Probe): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  const status = await fetch(`${base}${probe.path}`, {
    method: probe.method,
    headers: probe.headers ?? {},
    ...(probe.body === undefined ? {} : { body: JSON.stringify(probe.body) }),
    signal: AbortSignal.timeout(10_000),
  }).then(
    async (response) => {
      await response.arrayBuffer();
      return response.status;
    },
    () => 0,
  );
  return { status, ms: Date.now() - started };
}

/** `rounds` of every probe through `edge`: the slowest answer per probe, and every unexpected one. */
async function probeRounds(edge: string, account: Account, rounds: number, limitMs: number) {
  const slowest = new Map<string, number>();
  const problems: string[] = [];
  let count = 0;
  for (let round = 0; round < rounds; round++) {
    for (const probe of probes(account)) {
      const { status, ms } = await send(edge, probe);
      count++;
      slowest.set(probe.name, Math.max(slowest.get(probe.name) ?? 0, ms));
      if (!probe.expect.includes(status)) problems.push(`${probe.name}: ${status || 'no answer'}`);
      if (ms > limitMs) problems.push(`${probe.name}: ${ms} ms (limit ${limitMs})`);
    }
  }
  const worst = Math.max(...slowest.values());
  const detail = [...slowest].map(([name, ms]) => `${name} ${ms}`).join(', ');
  return { count, worst, detail, problems };
}

async function readiness(base: string): Promise<string> {
  return fetch(`${base}/readyz`, { signal: AbortSignal.timeout(5_000) }).then(
    async (r) => `${r.status} ${((await r.json()) as { status?: string }).status ?? '?'}`,
    () => 'no answer',
  );
}

/** Sign-ins through `edge`, each tagged so nginx's log names the instance: how many each let through. */
async function signInBurst(edge: string, account: Account, attempts: number, tag: string) {
  const statuses: number[] = [];
  let slowest = 0;
  for (let i = 0; i < attempts; i++) {
    const { status, ms } = await send(edge, {
      name: 'sign-in',
      method: 'POST',
      path: `/api/auth/login?s=${tag}-${i}`,
      headers: { 'content-type': 'application/json' },
      body: { email: `${account.username}@resilience.test`, name: 'Load Person' },
      expect: [],
    });
    statuses.push(status);
    slowest = Math.max(slowest, ms);
  }
  return { statuses, slowest };
}

/** Log lines of each instance's current run that contain `text`. */
async function linesWith(logFile: string, text: string): Promise<number> {
  const log = await readFile(logFile, 'utf8').catch(() => '');
  return log.split('\n').filter((line) => line.includes(text)).length;
}

/**
 * Redis stopped (SIGKILL) under two instances behind nginx, with the shipped rate limits: every kind of
 * budgeted route still answers through nginx within `limitMs`, /readyz says degraded (200), the sign-in budget
 * is counted in each instance's memory (one budget per instance, so more than one budget gets through, never
 * more than one per instance), one warning per instance; Redis started again on its port: both instances
 * ready by themselves and one shared budget again.
 */
export async function redisOutage(options: {
  edge: string;
  accessLog: string;
  instances: [AppInstance, AppInstance];
  logFiles: [string, string];
  account: Account;
  signInBudget: number;
  stopRedis(): void;
  startRedis(): Promise<void>;
  tag: string;
  limitMs: number;
  recoverLimitMs: number;
}): Promise<Report> {
  const { edge, instances, signInBudget: budget } = options;
  const lines: string[] = [];
  const problems: string[] = [];
  const readyBefore = await Promise.all(instances.map((i) => readiness(i.base)));
  if (readyBefore.some((r) => r !== '200 ready')) problems.push(`/readyz before the outage: ${readyBefore}`);

  options.stopRedis();
  // First the sign-in budget, from the first request after the kill: each instance counts in its own memory.
  const { statuses: burst, slowest: burstSlowest } = await signInBurst(
    edge,
    options.account,
    2 * budget + 4,
    `${options.tag}d`,
  );
  if (burstSlowest > options.limitMs) problems.push(`Redis down: a sign-in took ${burstSlowest} ms`);
  const down = await probeRounds(edge, options.account, 3, options.limitMs);
  problems.push(...down.problems.map((p) => `Redis down: ${p}`));
  const readyDown = await Promise.all([edge, ...instances.map((i) => i.base)].map(readiness));
  if (readyDown.some((r) => r !== '200 degraded'))
    problems.push(`/readyz while Redis was down: ${readyDown}`);
  const ports = await answeredBy(options.accessLog, `/api/auth/login?s=${options.tag}d-`);
  const okBy = instances.map(
    (instance) =>
      burst.filter(
        (s, i) => s === 200 && ports.get(`/api/auth/login?s=${options.tag}d-${i}`) === instance.port,
      ).length,
  );
  const ok = burst.filter((s) => s === 200).length;
  const refused = burst.filter((s) => s === 429).length;
  if (ok + refused !== burst.length) problems.push(`sign-ins while Redis was down answered ${burst}`);
  if (okBy.some((n) => n > budget))
    problems.push(`an instance let more than ${budget} sign-ins through: ${okBy}`);
  if (ok <= budget) problems.push(`only ${ok} sign-ins got through: the budgets were not per instance`);
  if (refused === 0) problems.push('no sign-in refused while Redis was down: no budget held');

  await options.startRedis();
  const upAt = Date.now();
  const recoveredMs = await Promise.all(
    instances.map(async (instance) => {
      while (Date.now() - upAt < 10_000) {
        if ((await readiness(instance.base)) === '200 ready') return Date.now() - upAt;
        await sleep(20);
      }
      return null;
    }),
  );
  for (const [i, ms] of recoveredMs.entries()) {
    if (ms === null || ms > options.recoverLimitMs)
      problems.push(
        `${instances[i]!.name} ready ${ms ?? '>10000'} ms after Redis started (limit ${options.recoverLimitMs})`,
      );
  }

  // One shared budget again: Redis restarted empty, sign-ins alternate A and B directly.
  const shared: number[] = [];
  for (let i = 0; i < budget + 2; i++) {
    const { status } = await send(instances[i % 2]!.base, {
      name: 'sign-in',
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      body: { email: `${options.account.username}@resilience.test`, name: 'Load Person' },
      expect: [],
    });
    shared.push(status);
  }
  const firstRefused = shared.indexOf(429) + 1;
  if (firstRefused !== budget + 1)
    problems.push(
      `after Redis came back the first sign-in 429 was #${firstRefused || 'never'}, expected #${budget + 1}`,
    );
  const up = await probeRounds(edge, options.account, 1, options.limitMs);
  problems.push(...up.problems.map((p) => `Redis back: ${p}`));

  await sleep(1_200); // the app writes its log at least every second
  const logLines = await Promise.all(
    options.logFiles.map(async (file) => ({
      warned: await linesWith(file, 'Redis unreachable'),
      back: await linesWith(file, 'Redis answers again'),
    })),
  );
  for (const [i, { warned, back }] of logLines.entries()) {
    if (warned !== 1 || back !== 1)
      problems.push(
        `${instances[i]!.name} logged ${warned} "Redis unreachable" and ${back} "Redis answers again" lines (expected 1 and 1)`,
      );
  }

  const names = instances.map((i) => i.name);
  lines.push(
    `redis: private redis-server stopped (SIGKILL) under ${names.join(' and ')} behind nginx, rate limits on`,
    `  ${burst.length} sign-ins through nginx from the first moment (slowest ${burstSlowest} ms): ${ok} let through (${names[0]} ${okBy[0]}, ${names[1]} ${okBy[1]}; budget ${budget} a minute per address, each instance counting in its own memory), ${refused} answered 429`,
    `  ${down.count} requests through nginx (${probes(options.account).length} routes, 3 rounds): slowest ${down.worst} ms (limit ${options.limitMs}); slowest per route (ms): ${down.detail}`,
    `  /readyz while down: nginx ${readyDown[0]}, ${names[0]} ${readyDown[1]}, ${names[1]} ${readyDown[2]}`,
    `  redis-server started again: ${names[0]} ready after ${recoveredMs[0]} ms, ${names[1]} after ${recoveredMs[1]} ms (limit ${options.recoverLimitMs}); sign-ins alternating ${names.join(' and ')}: first 429 at #${firstRefused} (one budget of ${budget} again)`,
    `  after: ${up.count} requests through nginx, slowest ${up.worst} ms; log lines per instance: ${logLines.map((l, i) => `${names[i]} ${l.warned} warning, ${l.back} "answers again"`).join('; ')}`,
  );
  return { lines, problems };
}
