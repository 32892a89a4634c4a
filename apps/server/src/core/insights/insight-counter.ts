import { INSIGHT_RETENTION_DAYS } from '@handlehub/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import {
  addInsightCounts,
  type CountRow,
  daysBefore,
  pruneInsightCounts,
  utcDay,
} from '../insights.queries.js';

export interface InsightCounterOptions {
  /** How often pending counts are written (default 2 s). */
  flushEveryMs?: number;
  /** Distinct (user, day, metric) keys kept in memory at most; past it new keys are dropped and logged. */
  maxPendingKeys?: number;
  /** Rows per insert statement (4 parameters each; PostgreSQL allows 65,535 parameters). */
  rowsPerStatement?: number;
  /** How often counters past the retention are deleted (default daily, and once soon after start). */
  pruneEveryMs?: number;
  now?: () => Date;
}

/**
 * Counts in memory and writes them in batches, so a beacon costs no database write of its own and the
 * public profile's requests never wait on counting. Counts live in a Map keyed `username|day|metric`
 * (usernames never hold `|`); every
 * `flushEveryMs` (and on `flush()`) they go to the database in one multi-row upsert per
 * `rowsPerStatement` rows. A failed write keeps its counts for the next flush and logs it; it never
 * reaches the beacon's answer. `close()` writes what is left (the app's onClose).
 */
export class InsightCounter {
  readonly #db: Db;
  readonly #log: FastifyBaseLogger;
  readonly #maxPendingKeys: number;
  readonly #rowsPerStatement: number;
  readonly #pruneEveryMs: number;
  readonly #now: () => Date;
  #pending = new Map<string, number>();
  #dropped = 0;
  /** Flushes run one after another: a flush asked for during another one waits and then writes. */
  #chain: Promise<void> = Promise.resolve();
  #timer: NodeJS.Timeout | undefined;
  #lastPruneAt = 0;
  #pruning: Promise<void> | undefined;

  constructor(db: Db, log: FastifyBaseLogger, options: InsightCounterOptions = {}) {
    this.#db = db;
    this.#log = log;
    this.#maxPendingKeys = options.maxPendingKeys ?? 50_000;
    this.#rowsPerStatement = options.rowsPerStatement ?? 1000;
    this.#pruneEveryMs = options.pruneEveryMs ?? 86_400_000;
    this.#now = options.now ?? (() => new Date());
    const every = options.flushEveryMs ?? 2000;
    this.#timer = setInterval(() => void this.#tick(), every);
    this.#timer.unref();
  }

  /** Counts one event for the profile `username` today (UTC). Never throws, never waits. */
  add(username: string, metric: string): void {
    const key = `${username}|${utcDay(this.#now())}|${metric}`;
    const had = this.#pending.get(key);
    if (had === undefined && this.#pending.size >= this.#maxPendingKeys) {
      this.#dropped++;
      return;
    }
    this.#pending.set(key, (had ?? 0) + 1);
  }

  /** Counts not yet written (all keys). */
  get pending(): number {
    let sum = 0;
    for (const count of this.#pending.values()) sum += count;
    return sum;
  }

  /** Writes what is pending; resolves once written or, on failure, kept and logged (never rejects). */
  flush(): Promise<void> {
    const run = this.#chain.then(() => this.#write());
    this.#chain = run;
    return run;
  }

  /** Stops the timer and writes what is left. */
  async close(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.flush();
    await this.#pruning;
  }

  async #tick(): Promise<void> {
    await this.flush();
    const now = this.#now().getTime();
    if (this.#timer && !this.#pruning && now - this.#lastPruneAt >= this.#pruneEveryMs) {
      this.#lastPruneAt = now;
      this.#pruning = this.#prune().finally(() => {
        this.#pruning = undefined;
      });
    }
  }

  async #prune(): Promise<void> {
    const firstKept = daysBefore(utcDay(this.#now()), INSIGHT_RETENTION_DAYS - 1);
    try {
      await pruneInsightCounts(this.#db, firstKept);
    } catch (error) {
      this.#log.warn({ err: error }, 'insights: pruning old counters failed, will try again later');
    }
  }

  async #write(): Promise<void> {
    if (this.#dropped > 0) {
      this.#log.error(
        { dropped: this.#dropped },
        'insights: too many pending counters (database unreachable?), counts dropped',
      );
      this.#dropped = 0;
    }
    if (this.#pending.size === 0) return;
    const batch = this.#pending;
    this.#pending = new Map();
    const rows: CountRow[] = [];
    for (const [key, count] of batch) {
      const [username = '', day = '', metric = ''] = key.split('|');
      rows.push({ username, day, metric, count });
    }
    for (let start = 0; start < rows.length; start += this.#rowsPerStatement) {
      try {
        await addInsightCounts(this.#db, rows.slice(start, start + this.#rowsPerStatement));
      } catch (error) {
        const kept = rows.slice(start);
        for (const row of kept) this.#restore(row);
        this.#log.warn(
          { err: error, kept: kept.reduce((sum, row) => sum + row.count, 0) },
          'insights: writing counters failed, counts kept for the next flush',
        );
        return;
      }
    }
  }

  #restore({ username, day, metric, count }: CountRow): void {
    const key = `${username}|${day}|${metric}`;
    this.#pending.set(key, (this.#pending.get(key) ?? 0) + count);
  }
}
