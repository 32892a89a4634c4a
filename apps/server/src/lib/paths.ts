import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Walks up from this module (source or bundled) to the first folder holding `relative`. */
function findUp(relative: string): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, relative))) return join(dir, relative);
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Could not find ${relative} above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
}

export const migrationsFolder = (): string =>
  findUp('drizzle/meta/_journal.json').replace(/[/\\]meta[/\\]_journal\.json$/, '');
export const defaultWebDist = (): string => resolve(findUp('apps/web'), 'dist');
