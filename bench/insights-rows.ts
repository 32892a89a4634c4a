/**
 * The insights rows (docs/decisions/006-insights.md): does counting views slow the public profile, and how
 * fast is the beacon endpoint alone. A browser's user agent is counted, a bot's is answered without
 * counting (the control: same requests, no counting). Random profiles skip the locked ones (every 50th
 * seeded user), which are not counted.
 */
import autocannon from 'autocannon';
import { load, type Measured, runFigures } from './lib/load.js';
import { CONNECTIONS, log, SECONDS, WARMUP_SECONDS } from './lib/settings.js';
import { BOT_UA, BROWSER_UA, randomUser } from './lib/visitors.js';

const BEACON_CONNECTIONS = 10;

const countedUser = () => {
  for (;;) {
    const name = randomUser();
    if (Number(/\d+$/.exec(name)![0]) % 50 !== 0) return name;
  }
};

function beacons(
  port: number,
  seconds: number,
  userAgent: string,
  connections: number,
  username: () => string,
) {
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/insights/view',
        headers: { 'content-type': 'application/json', 'user-agent': userAgent },
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({ username: username(), source: Math.random() < 0.3 ? 'qr' : 'link' }),
        }),
      },
    ],
  });
}

interface InsightsRun {
  name: string;
  get: { requestsPerSecond: number; p50Ms: number; p99Ms: number; non2xx: number; errors: number };
  beaconsPerSecond: number | null;
  beaconP99Ms: number | null;
  /** GET requests/s of this run against GET alone. */
  ofAlone: number;
}

export interface InsightsReport {
  runs: InsightsRun[];
  /** POST /api/insights/view alone, counted, at the usual 50 connections: popular, then random profiles. */
  beaconAlone: Measured[];
  /** Counted beacons the load generator saw answered 204, and what the database held after the app closed. */
  acknowledged: number;
  stored: number;
}

/**
 * `GET /api/user/{popular}` alone, then with a second autocannon posting that profile's view beacons at
 * the same time (BEACON_CONNECTIONS connections), as its visitors' browsers do: first from a bot's user
 * agent (answered, not counted: what any concurrent load costs), then counted ones. Counted against
 * control is the cost of counting itself. Answers the runs and the counted beacons acknowledged.
 */
async function measureProfileWithBeacons(port: number, popular: string) {
  const path = `/api/user/${popular}`;
  let acknowledged = 0;
  const runs: InsightsRun[] = [];
  let alone = 0;
  for (const [name, agent] of [
    ['GET /api/user/{popular} alone', null],
    ['... with uncounted (bot) beacons', BOT_UA],
    ['... with counted beacons', BROWSER_UA],
  ] as const) {
    await Promise.all([
      load(port, { name, path }, WARMUP_SECONDS),
      agent ? beacons(port, WARMUP_SECONDS, agent, BEACON_CONNECTIONS, () => popular) : null,
    ]).then(([, b]) => {
      if (b && agent === BROWSER_UA) acknowledged += b['2xx'];
    });
    const [get, beacon] = await Promise.all([
      load(port, { name, path }, SECONDS),
      agent ? beacons(port, SECONDS, agent, BEACON_CONNECTIONS, () => popular) : null,
    ]);
    if (beacon && agent === BROWSER_UA) acknowledged += beacon['2xx'];
    if (!agent) alone = get.requests.average;
    const run: InsightsRun = {
      name,
      get: {
        requestsPerSecond: Math.round(get.requests.average),
        p50Ms: get.latency.p50,
        p99Ms: get.latency.p99,
        non2xx: get.non2xx,
        errors: get.errors,
      },
      beaconsPerSecond: beacon ? Math.round(beacon.requests.average) : null,
      beaconP99Ms: beacon ? beacon.latency.p99 : null,
      ofAlone: Number((get.requests.average / (alone || get.requests.average)).toFixed(3)),
    };
    runs.push(run);
    log(
      `${name}: GET ${run.get.requestsPerSecond} req/s, p99 ${run.get.p99Ms} ms, ${(run.ofAlone * 100).toFixed(0)}% of alone` +
        (beacon
          ? `; beacons ${run.beaconsPerSecond} req/s, p99 ${run.beaconP99Ms} ms, non-2xx ${beacon.non2xx}`
          : ''),
    );
  }
  return { runs, acknowledged };
}

/**
 * The beacon endpoint alone, for the popular profile and for random ones (profile cache misses, many
 * counters per write). Answers its rows and the counted beacons acknowledged.
 */
async function measureBeaconsAlone(port: number, popular: string, ceilingRps: number) {
  let acknowledged = 0;
  const beaconAlone: Measured[] = [];
  for (const [which, pick] of [
    ['popular', () => popular],
    ['random', countedUser],
  ] as const) {
    await beacons(port, WARMUP_SECONDS, BROWSER_UA, CONNECTIONS, pick).then(
      (b) => (acknowledged += b['2xx']),
    );
    const r = await beacons(port, SECONDS, BROWSER_UA, CONNECTIONS, pick);
    acknowledged += r['2xx'];
    const measured: Measured = {
      name: `POST /api/insights/view, {${which}}, counted`,
      ...runFigures(r, ceilingRps),
    };
    beaconAlone.push(measured);
    log(
      `${measured.name}: ${measured.requestsPerSecond} req/s, p50 ${measured.p50Ms} ms, p99 ${measured.p99Ms} ms, ${(measured.ofCeiling * 100).toFixed(0)}% of ceiling`,
    );
  }
  return { beaconAlone, acknowledged };
}

/** Does counting slow the public profile, and the beacon endpoint alone; `stored` is filled in later. */
export async function measureInsights(
  port: number,
  popular: string,
  ceilingRps: number,
): Promise<InsightsReport> {
  const withBeacons = await measureProfileWithBeacons(port, popular);
  const alone = await measureBeaconsAlone(port, popular, ceilingRps);
  return {
    runs: withBeacons.runs,
    beaconAlone: alone.beaconAlone,
    acknowledged: withBeacons.acknowledged + alone.acknowledged,
    stored: 0,
  };
}

export function insightsMarkdown(insights: InsightsReport): string[] {
  const rows = insights.runs.map(
    (r) =>
      `| ${r.name} | ${r.get.requestsPerSecond.toLocaleString('en')} | ${r.get.p50Ms} | ${r.get.p99Ms} | ${(r.ofAlone * 100).toFixed(0)}% | ${r.beaconsPerSecond?.toLocaleString('en') ?? ''} | ${r.beaconP99Ms ?? ''} |`,
  );
  return [
    `Insights counting vs. the public profile: GET /api/user/{popular} alone, then while a second autocannon (${BEACON_CONNECTIONS} connections) posts that profile's view beacons:`,
    '',
    '| run | GET requests/s | GET p50 ms | GET p99 ms | GET of alone | beacons/s | beacon p99 ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    `Counted beacons answered 204: ${insights.acknowledged.toLocaleString('en')}; counted in the database after the app closed: ${insights.stored.toLocaleString('en')}.`,
    '',
  ];
}
