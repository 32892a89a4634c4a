import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { connect, createServer } from 'node:net';
import pg from 'pg';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Whether nothing listens on 127.0.0.1:`port`. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * The ports this suite may use: `CLUSTER_PORTS=first-last` (when several runs share a machine, each its own
 * range), 4700-4799 by default, above the end-to-end tests' 3000-4300.
 */
export function portRange(spec = process.env.CLUSTER_PORTS ?? '4700-4799'): [number, number] {
  const match = /^(\d+)-(\d+)$/.exec(spec.trim());
  const [first, last] = match ? [Number(match[1]), Number(match[2])] : [Number.NaN, Number.NaN];
  if (!(first > 0 && last >= first && last < 65_536)) {
    throw new Error(`CLUSTER_PORTS must read first-last (e.g. 4700-4799), not "${spec}"`);
  }
  return [first, last];
}

/** `count` free ports from the suite's range, from a random start. */
export async function pickPorts(count: number): Promise<number[]> {
  const [first, last] = portRange();
  const size = last - first + 1;
  const start = Math.floor(Math.random() * size);
  const found: number[] = [];
  for (let i = 0; i < size && found.length < count; i++) {
    const port = first + ((start + i) % size);
    if (await isFree(port)) found.push(port);
  }
  if (found.length < count) throw new Error(`fewer than ${count} free ports in ${first}-${last}`);
  return found;
}

/** A fresh database on the shared PostgreSQL server, dropped (with its connections) by `drop`. */
export async function createDatabase(
  adminUrl: string,
  name: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists "${name}" with (force)`) };
}

/** A private Redis (nothing saved), so the rate-limit counts of this run meet no one else's. */
export async function startRedis(port: number): Promise<{ url: string; stop(): void }> {
  const child = spawn(
    process.env.REDIS_SERVER_BIN ?? 'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('redis-server did not start');
    await sleep(100);
  }
  return {
    url,
    stop: () => {
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

export interface AppSettings {
  bundle: string;
  databaseUrl: string;
  redisUrl: string;
  publicUrl: string;
  rateLimits: boolean;
}

/** One app instance on a fixed port (nginx's upstream names it), which can be killed and started again. */
export class AppInstance {
  child: ChildProcess | undefined;
  #exited: Promise<void> = Promise.resolve();
  readonly base: string;

  constructor(
    readonly name: string,
    readonly port: number,
    readonly logPrefix: string,
  ) {
    this.base = `http://127.0.0.1:${port}`;
  }

  /** Starts the built bundle and waits for /readyz; `run` numbers the log file. */
  async start(settings: AppSettings, run: string): Promise<string> {
    const logFile = `${this.logPrefix}-${this.name}-${run}.log`;
    const child = spawn(process.execPath, ['--max-old-space-size=256', settings.bundle], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATABASE_URL: settings.databaseUrl,
        REDIS_URL: settings.redisUrl,
        PUBLIC_URL: settings.publicUrl,
        // Behind nginx on this machine: X-Forwarded-For is believed from loopback only.
        TRUST_PROXY: 'loopback',
        // TRUST_PROXY counts as reachable from elsewhere: dev sign-in must then be asked for by name.
        AUTH_DEV_LOGIN: 'true',
        GOOGLE_CLIENT_ID: '',
        DEMO_CONTENT: 'false',
        RATE_LIMITS: String(settings.rateLimits),
        // The access log (info) is how the edge-cache check counts requests that reached an instance.
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log = createWriteStream(logFile);
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    this.child = child;
    this.#exited = new Promise((r) => child.once('exit', () => r()));
    const deadline = Date.now() + 60_000;
    for (;;) {
      const ready = await fetch(`${this.base}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) return logFile;
      if (child.exitCode !== null || Date.now() > deadline) {
        throw new Error(`instance ${this.name} did not become ready (see ${logFile})`);
      }
      await sleep(200);
    }
  }

  /** SIGKILL: a crash, no goodbye to nginx, PostgreSQL or Redis. */
  async kill(): Promise<void> {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) {
      this.child.kill('SIGKILL');
      await this.#exited;
    }
  }

  /** SIGTERM and wait (the app drains within 10 s), SIGKILL past 15 s. */
  async stop(): Promise<void> {
    if (!this.child || this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child?.kill('SIGKILL'), 15_000);
    await this.#exited;
    clearTimeout(timer);
  }
}
