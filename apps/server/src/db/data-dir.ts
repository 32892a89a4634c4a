import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * DATA_DIR holds the whole embedded database: every e-mail, session hash, feedback and report. PGlite
 * (Emscripten's file system) creates its files 0666 whatever the umask, so the folder is made 0700 and
 * its files are narrowed to 0600 after every step that creates some (probe M3). While the server runs,
 * a file PGlite has just created may be 0666 until the next pass, but inside a 0700 folder nobody else
 * can reach it.
 */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  // mkdir leaves an existing folder as it was, and its mode is narrowed by the umask only, never widened.
  chmodSync(dir, 0o700);
}

/** Folders 0700 and files 0600, all the way down (symbolic links are left alone, never followed). */
export function restrictToOwner(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) restrictToOwner(path);
    else if (entry.isFile() && (lstatSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
  }
}
