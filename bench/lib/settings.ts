/**
 * The benchmark's flags and fixed settings, read once from the command line and the environment:
 * every module of `npm run bench` takes its sizes, durations and filters from here.
 */
import { join } from 'node:path';
import { DEFAULT_LOG_LEVEL } from '../../apps/server/src/config.js';
import { startNodeFlags } from '../start-flags.js';

export const quick = process.argv.includes('--quick');
/**
 * `--scale`: only the uncached search and feed rows, at 100,000, 1,000,000 and 3,000,000 users (or the sizes
 * in BENCH_SCALE_USERS, e.g. `20000,100000`), each on a database of its own, with the plans' index use;
 * writes bench/results/bench-scale.{json,md}.
 */
export const scale = process.argv.includes('--scale');
export const SCALE_USERS = (process.env.BENCH_SCALE_USERS ?? '100000,1000000,3000000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
export const USERS = quick ? 100_000 : 1_000_000;
export const SECONDS = quick ? 5 : 15;
export const WARMUP_SECONDS = quick ? 1 : 3;
export const CONNECTIONS = 50;
/**
 * The app's log level: the shipped default, which writes one access line per request, so the rows measure
 * the server as deployed. A LOG_LEVEL in the caller's environment is not passed on (lib/web-build.ts,
 * appEnv); the access log's cost is a row of its own (profile-rows.ts, at LOG_LEVEL=warn).
 */
export const APP_LOG_LEVEL = DEFAULT_LOG_LEVEL;
/** The popular profile (a QR code on a stream): not locked, not blocked, with a photo and handles. */
export const POPULAR = 4242;
export const ROOT = new URL('../..', import.meta.url).pathname;
/** Where the result files go: bench/results/bench-{quick|full|scale}.{json,md}. */
export const RESULTS_DIR = join(ROOT, 'bench/results');
/** The server's Node.js flags as `npm start` gives them (decision 022: the young generation's size). */
export const SERVER_FLAGS = startNodeFlags(ROOT);

/**
 * `BENCH_ONLY=random,HTML`: only the targets whose names contain one of these (and the ceiling), no
 * insights, photo or cold-start runs, and no result files: for trying a change on one target.
 */
export const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean) ?? [];
export const wanted = (target: { name: string }) =>
  ONLY.length === 0 || ONLY.some((part) => target.name.includes(part));

export const log = (text: string) => console.log(`[bench] ${text}`);
