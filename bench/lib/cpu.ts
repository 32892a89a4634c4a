/** CPU accounting from Linux /proc: how many cores the server, the load generator and PostgreSQL kept busy. */
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const CLOCK_TICKS = 100; // USER_HZ on Linux

export interface Cores {
  server: number;
  loadGenerator: number;
  database: number;
}

/** CPU seconds (user + system) by pid of one process or of every process named `comm`, from /proc. */
function cpuSeconds(which: { pid?: number; comm?: string }): Map<string, number> {
  const seconds = new Map<string, number>();
  const read = (pid: string) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (which.comm === undefined || name === which.comm) {
        seconds.set(pid, (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS);
      }
    } catch {}
  };
  if (which.pid !== undefined) read(String(which.pid));
  else {
    try {
      for (const pid of readdirSync('/proc')) if (/^\d+$/.test(pid)) read(pid);
    } catch {}
  }
  return seconds;
}

/**
 * CPU seconds spent between two samples: each process's growth, a new process's whole time. A process
 * that ended in between is missed (a PostgreSQL backend closing), so the figure may be a little low.
 */
function spent(before: Map<string, number>, after: Map<string, number>): number {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/** Runs `work` and answers how many cores the server, this process and PostgreSQL kept busy meanwhile. */
export async function withCores<T>(
  serverPid: number | undefined,
  work: () => Promise<T>,
): Promise<{ result: T; cores: Cores }> {
  const sample = () => ({
    at: performance.now(),
    server: serverPid === undefined ? new Map<string, number>() : cpuSeconds({ pid: serverPid }),
    self: process.cpuUsage(),
    database: cpuSeconds({ comm: 'postgres' }),
  });
  const before = sample();
  const result = await work();
  const after = sample();
  const wall = (after.at - before.at) / 1000;
  const self = process.cpuUsage(before.self);
  const round = (n: number) => Number(n.toFixed(2));
  return {
    result,
    cores: {
      server: round(spent(before.server, after.server) / wall),
      loadGenerator: round((self.user + self.system) / 1e6 / wall),
      database: round(spent(before.database, after.database) / wall),
    },
  };
}
