import pg from 'pg';
import { answeredBy } from './edge-log.js';
import { sleep } from './http.js';
import type { Report } from './phases.js';
import type { AppInstance } from './processes.js';

/** A browser's user agent: the app does not count beacons from obvious bots and HTTP libraries. */
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

interface Beacon {
  /** The path sent, with its own `?b=` tag, by which nginx's access log names the instance that answered. */
  path: string;
  sentAt: number;
  answeredAt: number;
  /** null: no answer (connection cut or timed out). */
  status: number | null;
}

/** Profile-view beacons for `username` POSTed through nginx at a steady `perSecond` until `stop()`. */
function beaconStream(edge: string, username: string, perSecond: number, tag: string) {
  const beacons: Beacon[] = [];
  const inFlight = new Set<Promise<void>>();
  const started = Date.now();
  const send = () => {
    const beacon: Beacon = {
      path: `/api/insights/view?b=${tag}-${beacons.length}`,
      sentAt: Date.now(),
      answeredAt: 0,
      status: null,
    };
    beacons.push(beacon);
    const request: Promise<void> = fetch(`${edge}${beacon.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': BROWSER },
      body: JSON.stringify({ username, source: 'link' }),
      signal: AbortSignal.timeout(10_000),
    })
      .then(
        async (response) => {
          await response.arrayBuffer();
          beacon.status = response.status;
        },
        () => {},
      )
      .finally(() => {
        beacon.answeredAt = Date.now();
        inFlight.delete(request);
      });
    inFlight.add(request);
  };
  const timer = setInterval(() => {
    const due = Math.floor(((Date.now() - started) * perSecond) / 1000);
    while (beacons.length < due) send();
  }, 5);
  return {
    /** Beacons answered 204 so far. */
    acknowledged: () => beacons.filter((b) => b.status === 204).length,
    async stop(): Promise<Beacon[]> {
      clearInterval(timer);
      await Promise.all(inFlight);
      return beacons;
    },
  };
}

/** Profile views of `username` written to PostgreSQL (every day, so a run across midnight adds up). */
async function storedViews(databaseUrl: string, username: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ views: string }>(
      `select coalesce(sum(c.count), 0) as views from insight_counts c join users u on u.id = c.user_id
        where u.username = $1 and c.metric = 'view'`,
      [username],
    );
    return Number(rows[0]?.views ?? 0);
  } finally {
    await client.end();
  }
}

const statusCounts = (beacons: Beacon[]) => {
  const counts = new Map<string, number>();
  for (const b of beacons) {
    const key = b.status === null ? 'no answer' : String(b.status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([status, n]) => `${status}×${n}`).join(', ');
};

/** The acknowledged beacons each instance answered, by nginx's access log. */
async function byInstance(accessLog: string, tag: string, beacons: Beacon[], instances: AppInstance[]) {
  const ports = await answeredBy(accessLog, `/api/insights/view?b=${tag}-`);
  return instances.map((instance) =>
    beacons.filter((b) => b.status === 204 && ports.get(b.path) === instance.port),
  );
}

/**
 * Waits until nginx has given each instance `atLeast` of the stream's beacons (an instance started again is
 * left out for up to 5 s after its last failure: fail_timeout). False past `timeoutMs`.
 */
async function untilEachAnswered(
  accessLog: string,
  tag: string,
  instances: AppInstance[],
  atLeast: number,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ports = [...(await answeredBy(accessLog, `/api/insights/view?b=${tag}-`)).values()];
    if (instances.every((i) => ports.filter((port) => port === i.port).length >= atLeast)) return true;
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
}

/**
 * Waits until at least `atLeast` acknowledged views are not yet in PostgreSQL (an instance's timer may
 * have just written its counts), so that a stop has something to lose; returns how many, or the last
 * figure seen past `timeoutMs`. A few views counted but not yet answered make the figure approximate.
 */
async function untilPending(
  acknowledged: () => number,
  stored: () => Promise<number>,
  atLeast: number,
  timeoutMs: number,
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pending = acknowledged() - (await stored());
    if (pending >= atLeast || Date.now() > deadline) return pending;
    await sleep(100);
  }
}

export interface BeaconOptions {
  edge: string;
  accessLog: string;
  databaseUrl: string;
  username: string;
  perSecond: number;
  tag: string;
}

/**
 * SIGTERM under a steady stream of views through nginx: `first` is stopped while beacons keep coming (the
 * survivor takes them), then the stream ends and `second` is stopped too. Each instance writes what it has
 * counted before it exits (the counter's close), so PostgreSQL must hold exactly the acknowledged views:
 * fewer means counts lost on a stop; more means a refused beacon was counted.
 */
export async function beaconsOnSigterm(
  options: BeaconOptions & { first: AppInstance; second: AppInstance },
): Promise<Report> {
  const { first, second } = options;
  const problems: string[] = [];
  const stream = beaconStream(options.edge, options.username, options.perSecond, options.tag);
  await sleep(1_500);
  await untilEachAnswered(options.accessLog, options.tag, [first, second], 100, 10_000);
  const stored = () => storedViews(options.databaseUrl, options.username);
  const pendingAtFirst = await untilPending(stream.acknowledged, stored, 50, 3_000);
  const firstSignalAt = Date.now();
  await first.stop();
  const firstExitMs = Date.now() - firstSignalAt;
  await sleep(700);
  const pendingAtSecond = await untilPending(stream.acknowledged, stored, 50, 3_000);
  const beacons = await stream.stop();
  const acknowledged = beacons.filter((b) => b.status === 204).length;
  const secondSignalAt = Date.now();
  await second.stop();
  const secondExitMs = Date.now() - secondSignalAt;
  const storedAtEnd = await stored();
  const [ofFirst = [], ofSecond = []] = await byInstance(options.accessLog, options.tag, beacons, [
    first,
    second,
  ]);
  const afterSignal = beacons.filter((b) => b.sentAt >= firstSignalAt);

  for (const [instance, exitMs] of [
    [first, firstExitMs],
    [second, secondExitMs],
  ] as const) {
    const code = instance.child?.exitCode;
    if (code !== 0) problems.push(`${instance.name} exited with ${code ?? instance.child?.signalCode}`);
    if (exitMs > 10_000) problems.push(`${instance.name} took ${exitMs} ms to exit after SIGTERM`);
  }
  if (ofFirst.length === 0 || ofSecond.length === 0)
    problems.push('the views did not reach both instances: the check proved nothing for one of them');
  if (pendingAtFirst <= 0 || pendingAtSecond <= 0)
    problems.push('no count was waiting in memory at a SIGTERM: the check proved nothing');
  // nginx sends a beacon a stopping instance could not take to the other one: none may be refused.
  const refused = beacons.length - acknowledged;
  if (refused > 0) problems.push(`${refused} views not acknowledged (${statusCounts(beacons)}): lost`);
  if (storedAtEnd < acknowledged)
    problems.push(`${acknowledged - storedAtEnd} acknowledged views lost on SIGTERM`);
  if (storedAtEnd > acknowledged)
    problems.push(`${storedAtEnd - acknowledged} views counted that were not acknowledged`);
  return {
    lines: [
      `beacons, SIGTERM: ${beacons.length} views sent through nginx at ${options.perSecond}/s; ${acknowledged} answered 204 (${ofFirst.length} by ${first.name}, ${ofSecond.length} by ${second.name}); answers ${statusCounts(beacons)} (${afterSignal.length} sent after the first SIGTERM)`,
      `  ${first.name} stopped (SIGTERM) under the stream, exit after ${firstExitMs} ms; then ${second.name}, exit after ${secondExitMs} ms; counted but not yet written at each SIGTERM: ${pendingAtFirst} (both instances), ${pendingAtSecond} (${second.name})`,
      `  stored in PostgreSQL: ${storedAtEnd} of ${acknowledged} acknowledged (${acknowledged - storedAtEnd} lost)`,
    ],
    problems,
  };
}

/**
 * kill -9 under a steady stream of views through nginx. What the victim counted since its last write (every
 * `flushEveryMs`) dies with it; the survivor's counts are written by its own timer. Measures how many
 * acknowledged views were lost and how far back they go: the lost ones must all be the victim's, answered
 * within its last flush interval (with room for one write in progress).
 */
export async function beaconsOnKill(
  options: BeaconOptions & { victim: AppInstance; survivor: AppInstance; flushEveryMs: number },
): Promise<Report> {
  const { victim, survivor } = options;
  const problems: string[] = [];
  const stream = beaconStream(options.edge, options.username, options.perSecond, options.tag);
  const started = Date.now();
  // At least one interval of views before the kill, so that anything up to a whole interval can be lost.
  await sleep(options.flushEveryMs + 500);
  await untilEachAnswered(options.accessLog, options.tag, [victim, survivor], 150, 10_000);
  const killedAt = Date.now();
  await victim.kill();
  await sleep(1_000);
  const beacons = await stream.stop();
  // The survivor writes what it counted within one interval.
  await sleep(options.flushEveryMs + 700);
  const stored = await storedViews(options.databaseUrl, options.username);
  const [ofVictim = [], ofSurvivor = []] = await byInstance(options.accessLog, options.tag, beacons, [
    victim,
    survivor,
  ]);
  const acknowledged = beacons.filter((b) => b.status === 204).length;
  const unanswered = beacons.filter((b) => b.status !== 204).length;
  const lost = acknowledged - stored;
  // The victim's rate over its last flush interval (or since it first answered): what one interval can hold.
  const since = Math.max(killedAt - options.flushEveryMs, Math.min(...ofVictim.map((b) => b.answeredAt)));
  const recent = ofVictim.filter((b) => b.answeredAt >= since).length;
  const victimRate = killedAt > since ? (recent / (killedAt - since)) * 1000 : 0;
  // The lost views are the victim's latest: from the oldest of them to the kill.
  const victimByAnswer = [...ofVictim].sort((x, y) => x.answeredAt - y.answeredAt);
  const oldestLost = lost > 0 ? victimByAnswer[victimByAnswer.length - lost] : undefined;
  const windowMs = oldestLost ? killedAt - oldestLost.answeredAt : 0;

  if (ofVictim.length === 0) problems.push(`${victim.name} answered no view before the kill`);
  if (lost > ofVictim.length)
    problems.push(`${lost} views lost, more than the ${ofVictim.length} ${victim.name} answered`);
  // A view cut by the kill may have been counted and written just before: at most those can be extra.
  if (lost < -unanswered)
    problems.push(`${-lost} more views stored than acknowledged (${unanswered} cut by the kill)`);
  if (windowMs > options.flushEveryMs + 500)
    problems.push(
      `views lost from ${windowMs} ms before the kill, past one flush (${options.flushEveryMs} ms)`,
    );
  return {
    lines: [
      `beacons, kill -9: ${beacons.length} views sent through nginx at ${options.perSecond}/s; ${victim.name} answered ${ofVictim.length} (${victimRate.toFixed(0)}/s at the end) until killed (SIGKILL) at ${((killedAt - started) / 1000).toFixed(1)} s, ${survivor.name} ${ofSurvivor.length}; answers ${statusCounts(beacons)}`,
      `  stored in PostgreSQL: ${stored} of ${acknowledged} acknowledged: ${Math.max(0, lost)} lost, the views ${victim.name} answered in its last ${windowMs} ms (its counts are written every ${options.flushEveryMs} ms: at most about ${Math.round((victimRate * options.flushEveryMs) / 1000)} at this rate)`,
    ],
    problems,
  };
}
