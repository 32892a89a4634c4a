import { execFile } from 'node:child_process';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const run = promisify(execFile);

/** A throwaway PostgreSQL cluster of our own, so the outage never touches the shared server. */
export interface PgCluster {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  remove(): Promise<void>;
}

/** initdb refuses root, so as root the cluster belongs to the `postgres` OS user. */
async function asOwner(command: string, args: string[]): Promise<void> {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  await run(file, argv, { timeout: 60_000 });
}

async function ownedByPostgres(dir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  const { stdout } = await run('id', ['-u', 'postgres']);
  const { stdout: gid } = await run('id', ['-g', 'postgres']);
  await chown(dir, Number(stdout.trim()), Number(gid.trim()));
}

export async function createPgCluster(port: number): Promise<PgCluster> {
  const root = await mkdtemp(join(tmpdir(), 'hh-resilience-pg-'));
  await ownedByPostgres(root);
  const data = join(root, 'data');
  await asOwner(join(BIN, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c max_connections=60`;
  const pgCtl = (...args: string[]) => asOwner(join(BIN, 'pg_ctl'), ['-D', data, ...args]);
  const cluster: PgCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // `immediate` is a crash as far as clients are concerned: connections drop, no goodbye.
    stop: () => pgCtl('stop', '-m', 'immediate', '-w'),
    start: () => pgCtl('start', '-w', '-l', join(root, 'server.log'), '-o', options),
    async remove() {
      await pgCtl('stop', '-m', 'immediate', '-w').catch(() => {});
      await rm(root, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
