import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupDataDir, restoreDataDir } from './backup.js';
import { openDatabase } from './client.js';
import { users } from './schema.js';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'hh-backup-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** A migrated embedded database in `dir` holding one user with this username. */
async function databaseWith(dir: string, username: string): Promise<void> {
  const database = await openDatabase({ url: undefined, dataDir: dir });
  await database.migrate();
  await database.db.insert(users).values({
    identity: `dev:${username}@handlehub.test`,
    email: `${username}@handlehub.test`,
    name: 'Backed Up',
    username,
    gender: 'female',
  });
  await database.close();
}

async function usernamesIn(dir: string): Promise<string[]> {
  const database = await openDatabase({ url: undefined, dataDir: dir });
  try {
    return (await database.db.select({ username: users.username }).from(users)).map((r) => r.username);
  } finally {
    await database.close();
  }
}

// Each step opens an on-disk PGlite (seconds apiece on a busy machine), so one backup serves every check.
describe('embedded database backup and restore', () => {
  it('restores exactly the data backed up, through the module and the CLI; never over data without --force', async () => {
    const source = join(root, 'source');
    const file = join(root, 'backup.tar.gz');
    await databaseWith(source, 'keptperson');
    expect(await backupDataDir(source, file)).toBeGreaterThan(0);

    const target = join(root, 'target');
    await restoreDataDir(file, target);
    expect(await usernamesIn(target)).toEqual(['keptperson']);

    await databaseWith(target, 'laterperson');
    await expect(restoreDataDir(file, target)).rejects.toThrow(/not empty; pass --force/);
    expect((await usernamesIn(target)).sort()).toEqual(['keptperson', 'laterperson']);

    const cli = join(import.meta.dirname, 'backup-cli.ts');
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', cli, ...args], {
        env: { ...process.env, DATA_DIR: target, DATABASE_URL: '', NODE_ENV: 'development' },
      });
    const refused = await run('restore', file).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('pass --force') });
    const { stdout } = await run('restore', file, '--force');
    expect(stdout).toContain(`Restored ${file} into ${target}`);
    expect(await usernamesIn(target)).toEqual(['keptperson']);
  }, 180_000);

  it('refuses to back up a directory with no database', async () => {
    await expect(backupDataDir(join(root, 'nothing'), join(root, 'x.tar.gz'))).rejects.toThrow(/No database/);
  });
});

/** Every path under `dir` (itself included) whose mode lets anyone but the owner in: none is the aim. */
async function openToOthers(dir: string): Promise<string[]> {
  const found: string[] = [];
  if (((await stat(dir)).mode & 0o777) !== 0o700)
    found.push(`${dir} ${((await stat(dir)).mode & 0o777).toString(8)}`);
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    const mode = (await stat(path)).mode & 0o777;
    if (mode !== (entry.isDirectory() ? 0o700 : 0o600)) found.push(`${path} ${mode.toString(8)}`);
  }
  return found;
}

describe('file modes (probe M3)', () => {
  it('keeps DATA_DIR 0700, its files 0600 and backups 0600 even with umask 000', async () => {
    const previous = process.umask(0o000);
    try {
      const dir = join(root, 'private');
      await databaseWith(dir, 'privateperson');
      expect(await openToOthers(dir)).toEqual([]);

      const file = join(root, 'private-backup.tar.gz');
      await writeFile(file, 'an older backup', { mode: 0o666 });
      await backupDataDir(dir, file);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(await openToOthers(dir)).toEqual([]);

      const restored = join(root, 'restored-private');
      await restoreDataDir(file, restored);
      expect(await openToOthers(restored)).toEqual([]);
    } finally {
      process.umask(previous);
    }
  });
});
