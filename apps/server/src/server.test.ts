import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

function startServer(
  env: Record<string, string>,
  options: { umask?: string } = {},
): {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
} {
  // With a umask, through a shell that sets it and then becomes the server (exec), so signals reach it.
  const [command, args] = options.umask
    ? ['/bin/sh', ['-c', `umask ${options.umask} && exec "$0" "$1"`, tsx, serverEntry]]
    : [tsx, [serverEntry]];
  const child = spawn(command, args as string[], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (d: Buffer) => (text += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (text += d.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => text, exit };
}

/** A port no one listens on now (the system picks it), instead of a random one that may be taken. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('the server process', () => {
  it('refuses to start on a bad configuration value, naming the variable', async () => {
    const server = startServer({ PORT: 'eighty' });
    expect(await server.exit).toBe(78);
    expect(server.output()).toContain("PORT: PORT must be a whole number from 0 to 65535 (got 'eighty')");
  });

  it('refuses to start with dev login on in production', async () => {
    const server = startServer({ NODE_ENV: 'production', AUTH_DEV_LOGIN: 'true', GOOGLE_CLIENT_ID: 'x' });
    expect(await server.exit).toBe(78);
    expect(server.output()).toContain('AUTH_DEV_LOGIN: dev login cannot be on when NODE_ENV is production');
  });

  it('refuses to start with default dev sign-in on a non-loopback address (probe M2)', async () => {
    const server = startServer({ HOST: '0.0.0.0', PORT: '0' });
    expect(await server.exit).toBe(78);
    expect(server.output()).toContain("only on a loopback address such as 127.0.0.1 (got '0.0.0.0')");
  });

  it('starts on PGlite, answers, and exits 0 on SIGTERM; with umask 000 DATA_DIR stays private (probe M3)', async () => {
    const port = await freePort();
    const dataDir = join(mkdtempSync(join(tmpdir(), 'hh-server-')), 'data');
    const server = startServer(
      {
        PORT: String(port),
        DATA_DIR: dataDir,
        DEMO_CONTENT: 'false',
        WEB_DIST: join(tmpdir(), 'no-web-build-here'),
      },
      { umask: '000' },
    );
    try {
      // On failure, the server's own output says why it did not answer.
      await expect
        .poll(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status, {
          timeout: 40_000,
          interval: 250,
        })
        .toBe(200)
        .catch((error: Error) => {
          throw new Error(`${error.message}\nserver output:\n${server.output()}`);
        });
      // Dev sign-in is on by default (loopback only), and says so at warn level (probe M2). The log is
      // written asynchronously (flushed once the server listens), so the line may follow the answer.
      const warning = () =>
        server
          .output()
          .split('\n')
          .find((line) => line.includes('dev sign-in is ON'));
      await expect.poll(warning, { timeout: 5_000 }).toBeDefined();
      expect(JSON.parse(warning() ?? '{}')).toMatchObject({ level: 40 });
      server.child.kill('SIGTERM');
      expect(await server.exit).toBe(0);
      expect(server.output()).toContain('stopping: finishing in-flight requests');
      // The log is written asynchronously in batches, and nothing is lost on SIGTERM: the answered
      // /healthz has its access line (one per request), as does the line logged as the stop began.
      const access = server
        .output()
        .split('\n')
        .filter((line) => line.includes('"msg":"request completed"') && line.includes('"url":"/healthz"'));
      expect(access.length).toBeGreaterThan(0);
      expect(JSON.parse(access.at(-1)!)).toMatchObject({ level: 30, res: { statusCode: 200 } });
      const open = readdirSync(dataDir, { recursive: true, withFileTypes: true })
        .map((entry) => ({ entry, mode: statSync(join(entry.parentPath, entry.name)).mode & 0o777 }))
        .filter(({ entry, mode }) => mode !== (entry.isDirectory() ? 0o700 : 0o600))
        .map(({ entry, mode }) => `${entry.name} ${mode.toString(8)}`);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(open).toEqual([]);
      expect(statSync(join(dataDir, 'admin-token')).mode & 0o777).toBe(0o600);
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 60_000);
});
