import { chmod, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { makePrivateDir, restrictToOwner } from './data-dir.js';

/** Refusal to restore over data that is already there; the CLI turns it into a message and exit 1. */
export class BackupError extends Error {
  override name = 'BackupError';
}

const isEmptyDir = async (dir: string) => {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return true;
    throw error;
  }
};

/**
 * Writes the embedded database in `dataDir` to `file` (a gzipped tarball from PGlite's dumpDataDir).
 * PGlite is single-process: stop the server first, or the copy may catch a half-written page.
 */
export async function backupDataDir(dataDir: string, file: string): Promise<number> {
  if (await isEmptyDir(dataDir)) throw new BackupError(`No database in ${dataDir} to back up`);
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  try {
    const dump = await db.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    // A backup is the whole database: readable by its owner only, also when it replaces an older file.
    await writeFile(file, bytes, { mode: 0o600 });
    await chmod(file, 0o600);
    return bytes.length;
  } finally {
    await db.close();
    restrictToOwner(dataDir);
  }
}

/** Restores a backup into `dataDir`; refuses a directory that holds anything unless `force` (which empties it). */
export async function restoreDataDir(
  file: string,
  dataDir: string,
  options: { force?: boolean } = {},
): Promise<void> {
  const bytes = await readFile(file);
  if (!(await isEmptyDir(dataDir))) {
    if (!options.force) {
      throw new BackupError(`${dataDir} is not empty; pass --force to replace the database in it`);
    }
    await rm(dataDir, { recursive: true, force: true });
  }
  makePrivateDir(dataDir);
  const db = await PGlite.create({ dataDir, loadDataDir: new Blob([bytes]), extensions: { pg_trgm } });
  try {
    // Proves the restored cluster opens and answers before we report success.
    await db.query('select 1');
  } finally {
    await db.close();
    restrictToOwner(dataDir);
  }
}
