/** The benchmark's child processes (the app, the bare ceiling server): started, read and stopped. */
import { type ChildProcess, spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  truncateSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './settings.js';

/** What a child printed on its error stream (passed on too): the app reports its indexes there. */
export const childNotes = new WeakMap<ChildProcess, string[]>();

/** The file a child's standard output is appended to while it runs (the app's log). */
const stdoutFiles = new WeakMap<ChildProcess, string>();

export interface Started {
  child: ChildProcess;
  port: number;
}

/**
 * Starts a child process and resolves with its port once it prints `listening <port>`.
 *
 * Its standard output is appended to a file, as `node server.mjs >> app.log` or systemd's
 * `StandardOutput=append:` keep a service's log: the app pays for its log lines as deployed (formatting
 * them, writing them). A collector reading a pipe (docker, journald) costs the app the same writes and
 * another process the reading, which here would be this one, competing with autocannon and, when it
 * fell behind, stalling the app's writes. {@link takeLogLines} counts the lines and empties the file.
 */
export function start(args: string[], env: NodeJS.ProcessEnv): Promise<Started> {
  const dir = mkdtempSync(join(tmpdir(), 'hh-bench-stdout-'));
  const file = join(dir, 'stdout.log');
  const fd = openSync(file, 'a');
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', fd, 'pipe'] });
  closeSync(fd);
  stdoutFiles.set(child, file);
  const notes: string[] = [];
  childNotes.set(child, notes);
  child.stderr!.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    notes.push(...chunk.toString().split('\n').filter(Boolean));
  });
  return new Promise((resolve, reject) => {
    const poll = setInterval(() => {
      const match = /listening (\d+)/.exec(readFileSync(file, 'utf8'));
      if (!match) return;
      clearInterval(poll);
      resolve({ child, port: Number(match[1]) });
    }, 50);
    child.on('exit', (code) => {
      clearInterval(poll);
      const out = readFileSync(file, 'utf8').slice(-10_000);
      rmSync(dir, { recursive: true, force: true });
      reject(new Error(`${args.join(' ')} exited with ${code}: ${out}`));
    });
  });
}

/** Lines `child` wrote on its standard output since the last call; empties the file (it appends). */
export function takeLogLines(child: ChildProcess): number {
  const file = stdoutFiles.get(child);
  if (!file || !existsSync(file)) return 0;
  const fd = openSync(file, 'r');
  const buffer = Buffer.alloc(1 << 20);
  let lines = 0;
  try {
    for (let n = readSync(fd, buffer); n > 0; n = readSync(fd, buffer)) {
      for (let i = buffer.indexOf(10); i !== -1 && i < n; i = buffer.indexOf(10, i + 1)) lines++;
    }
  } finally {
    closeSync(fd);
  }
  truncateSync(file, 0);
  return lines;
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
