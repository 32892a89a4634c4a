import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.js';

/** Where a server on the embedded database leaves the admin token it made, for `npm run admin`. */
export const adminTokenFile = (dataDir: string) => join(dataDir, 'admin-token');

export interface AdminTokenPlan {
  /** The configuration the app runs with: ADMIN_TOKEN, or a fresh token, or none (admin API off). */
  config: Config;
  /** Writes a generated token to `DATA_DIR/admin-token` (mode 0600), or removes a stale one. */
  persist(): void;
  /** One line for the start-up log. */
  describe: string;
}

/**
 * ADMIN_TOKEN if set. Otherwise, with the embedded database (single process, so one machine and one
 * DATA_DIR), a new random token for this run, written next to the database once it is open (PGlite
 * creates its cluster in DATA_DIR and must find it empty the first time). With PostgreSQL several
 * instances would each make a different token, so there the admin API stays off until ADMIN_TOKEN is set.
 */
export function planAdminToken(config: Config): AdminTokenPlan {
  if (config.adminToken) {
    return {
      config,
      // A token file left by an earlier run without ADMIN_TOKEN is dead now; the CLI should not pick it up.
      persist: () => {
        if (!config.databaseUrl) rmSync(adminTokenFile(config.dataDir), { force: true });
      },
      describe: 'admin API: token from ADMIN_TOKEN',
    };
  }
  if (config.databaseUrl) {
    return { config, persist: () => {}, describe: 'admin API off: set ADMIN_TOKEN to use npm run admin' };
  }
  const token = randomBytes(32).toString('base64url');
  const file = adminTokenFile(config.dataDir);
  return {
    config: { ...config, adminToken: token },
    persist() {
      mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
      // Written beside, then renamed: the CLI never reads half a token, and the mode is set before the
      // secret is in the file (chmod again in case umask narrowed or widened it).
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, `${token}\n`, { mode: 0o600 });
      chmodSync(temporary, 0o600);
      renameSync(temporary, file);
    },
    describe: `admin API: token written to ${file} (new at every start)`,
  };
}

/** The token a running server wrote to `DATA_DIR/admin-token`, or undefined when there is none. */
export function readAdminTokenFile(dataDir: string): string | undefined {
  try {
    const token = readFileSync(adminTokenFile(dataDir), 'utf8').trim();
    return token || undefined;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return undefined;
    throw error;
  }
}
