import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Walks up from this module (source or bundled) to the first folder holding `relative`. */
function findUpOptional(relative: string): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, relative))) return join(dir, relative);
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

function findUp(relative: string): string {
  const found = findUpOptional(relative);
  if (!found) throw new Error(`Could not find ${relative} above ${fileURLToPath(import.meta.url)}`);
  return found;
}

export const migrationsFolder = (): string =>
  findUp('drizzle/meta/_journal.json').replace(/[/\\]meta[/\\]_journal\.json$/, '');
export const defaultWebDist = (): string => resolve(findUp('apps/web'), 'dist');

/** Where the build puts the migrated empty PGlite data directory (`npm run build:server`). */
export const PGLITE_SEED = 'apps/server/dist/pglite-seed.tar.gz';
/** The built PGlite seed, if this checkout has one. */
export const pgliteSeedFile = (): string | undefined =>
  findUpOptional(PGLITE_SEED.replace(/^apps\/server\//, ''));
