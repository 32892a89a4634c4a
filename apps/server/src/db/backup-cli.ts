import { ConfigError, loadConfig } from '../config.js';
import { BackupError, backupDataDir, restoreDataDir } from './backup.js';

/**
 * `npm run db:backup -- FILE` and `npm run db:restore -- FILE [--force]` for the embedded database in
 * DATA_DIR. PostgreSQL servers are backed up with pg_dump (docs/OPERATIONS.md).
 */
async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const force = rest.includes('--force');
  const file = rest.find((arg) => !arg.startsWith('--'));
  if ((command !== 'backup' && command !== 'restore') || !file) {
    throw new BackupError('Usage: db:backup -- FILE | db:restore -- FILE [--force]');
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new BackupError('DATABASE_URL is set: use pg_dump / pg_restore (docs/OPERATIONS.md)');
  }
  if (command === 'backup') {
    const size = await backupDataDir(config.dataDir, file);
    console.log(`Backed up ${config.dataDir} to ${file} (${size} bytes)`);
  } else {
    await restoreDataDir(file, config.dataDir, { force });
    console.log(`Restored ${file} into ${config.dataDir}`);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof BackupError || error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
