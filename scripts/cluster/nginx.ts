import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/**
 * The site configuration we ship, run as it is: only its ${HANDLEHUB_*} placeholders are filled.
 * `CLUSTER_NGINX_CONF=<file>` runs another template instead, e.g. an older version of this one or one with
 * the micro-cache off, to see which checks it fails.
 */
export const SITE_CONFIG = resolve(process.env.CLUSTER_NGINX_CONF ?? 'deploy/nginx/handlehub.conf');
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export interface Nginx {
  base: string;
  accessLog: string;
  stop(): Promise<void>;
}

/** Fills the template's placeholders (like `envsubst` with a list of names); any other `${...}` is an error. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  const filled = template.replace(/\$\{(HANDLEHUB_[A-Z0-9_]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${SITE_CONFIG}: no value for \${${name}}`);
    return value;
  });
  const left = /\$\{[^}]*\}/.exec(filled);
  if (left) throw new Error(`${SITE_CONFIG}: placeholder ${left[0]} left unfilled`);
  return filled;
}

/**
 * nginx as a child process of ours (never the system service): a prefix folder of its own, a main
 * nginx.conf with the pid, temp and error-log paths there, and `include` of the shipped site file filled in.
 */
export async function startNginx(
  dir: string,
  ports: { listen: number; app1: number; app2: number },
): Promise<Nginx> {
  for (const sub of ['cache', 'logs', 'temp']) await mkdir(join(dir, sub), { recursive: true });
  const site = fillTemplate(await readFile(SITE_CONFIG, 'utf8'), {
    HANDLEHUB_LISTEN: String(ports.listen),
    HANDLEHUB_APP1: String(ports.app1),
    HANDLEHUB_APP2: String(ports.app2),
    HANDLEHUB_CACHE_DIR: join(dir, 'cache'),
    HANDLEHUB_LOG_DIR: join(dir, 'logs'),
  });
  await writeFile(join(dir, 'handlehub.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${join(dir, 'temp', name)};`;
  const main = [
    // As root nginx would run its workers as `nobody`, who cannot write our temp folder.
    process.getuid?.() === 0 ? 'user root;' : '',
    'daemon off;',
    'worker_processes 2;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'logs', 'error.log')} warn;`,
    'events { worker_connections 2048; }',
    'http {',
    '  access_log off;',
    `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
    `  include ${join(dir, 'handlehub.conf')};`,
    '}',
    '',
  ].join('\n');
  const conf = join(dir, 'nginx.conf');
  await writeFile(conf, main);
  const args = ['-p', dir, '-e', join(dir, 'logs', 'error.log'), '-c', conf];
  const test = spawn(NGINX, [...args, '-t'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let testOutput = '';
  test.stderr?.on('data', (chunk: Buffer) => {
    testOutput += chunk.toString();
  });
  const testCode = await new Promise<number | null>((r) => test.once('exit', r));
  if (testCode !== 0) throw new Error(`nginx -t failed:\n${testOutput}`);

  const child: ChildProcess = spawn(NGINX, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const base = `http://127.0.0.1:${ports.listen}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    // Any answer means nginx listens (the instances may not be up yet).
    const up = await fetch(`${base}/healthz`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    accessLog: join(dir, 'logs', 'handlehub-access.log'),
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
