import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { promisify } from 'node:util';

export interface ServerProcess {
  base: string;
  pid: number;
  child: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Resident memory of the process in MB, from /proc. */
  rssMb(): Promise<number>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The bundle CI builds for the end-to-end tests; built here when missing. */
export async function serverBundle(): Promise<string> {
  const bundle = process.env.RESILIENCE_SERVER_BUNDLE ?? 'apps/server/dist/server.mjs';
  if (!existsSync(bundle)) {
    await promisify(execFile)(process.execPath, ['scripts/build-server.mjs'], {
      env: { ...process.env, SERVER_BUNDLE: bundle },
    });
  }
  return bundle;
}

export async function startServer(
  bundle: string,
  databaseUrl: string,
  logFile: string,
): Promise<ServerProcess> {
  const port = await freePort();
  // A bounded heap (as a container would give it) makes V8 collect old garbage as it goes: with the
  // machine's default limit, garbage made under load can pile up for most of a minute before the first
  // major collection (RSS climbing 60 MB, then falling back), which reads like a leak. A real leak
  // still grows, or runs out of this heap and fails the run.
  return spawnServer(['--max-old-space-size=256', bundle], port, logFile, {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    RATE_LIMITS: 'false',
    AUTH_DEV_LOGIN: 'true',
    DEMO_CONTENT: 'false',
    LOG_LEVEL: 'warn',
    REDIS_URL: '',
    GOOGLE_CLIENT_ID: '',
  });
}

/**
 * The server as it ships, started the way the README starts it: every setting at its default (embedded
 * PGlite, dev sign-in on a loopback HOST, rate limits on, logging at info), none of this process's
 * environment passed on, only a port and a data folder of its own and, when given, the web build.
 */
export async function startShippedServer(
  bundle: string,
  options: { dataDir: string; logFile: string; webDist?: string },
): Promise<ServerProcess> {
  const port = await freePort();
  // The flag `npm start` and a deployment pass (README).
  return spawnServer(['--max-semi-space-size=64', bundle], port, options.logFile, {
    PATH: process.env.PATH ?? '',
    PORT: String(port),
    DATA_DIR: options.dataDir,
    ...(options.webDist ? { WEB_DIST: options.webDist } : {}),
  });
}

async function spawnServer(
  args: string[],
  port: number,
  logFile: string,
  env: NodeJS.ProcessEnv,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = createWriteStream(logFile);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`server did not become ready (see ${logFile})`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    pid: child.pid!,
    child,
    exited,
    async rssMb() {
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
  };
}
