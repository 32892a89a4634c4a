import { LINKED_METHODS, type LinkedMethod, linkedMethodFor } from '@handlehub/shared';
import { and, asc, eq, inArray, lte, ne, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { handles, itemVerifications, users } from '../../db/schema.js';
import { checkItem } from './check-item.js';
import type { ProofChecker } from './proof-checker.js';
import { getItemVerification } from './verification.queries.js';

/**
 * Scheduled re-checks of verified items (docs/VERIFICATION.md, "Re-checks"). Every instance runs the timer;
 * one at a time does the work: a run holds a PostgreSQL advisory lock, and each batch of due items is taken
 * with FOR UPDATE SKIP LOCKED and leased (its next check moved past the run), so that an item is checked
 * once even if two runs overlapped, and comes back after the lease if its instance died mid-check.
 */

/** How often each instance looks for due items. */
export const RECHECK_INTERVAL_MS = 60_000;
/** Requests one run may send to one host (a run a minute: 30 a minute per host). */
export const RECHECK_HOST_BUDGET = 30;
/** Items one run takes at most, and per batch. */
const RUN_MAX_ITEMS = 200;
const BATCH_SIZE = 20;
/** An item taken by a run is due again after this if no outcome was recorded (its instance stopped). */
const LEASE_MS = 3_600_000;
/** The advisory lock's key: one run at a time in a cluster. */
const RECHECK_LOCK_ID = 724_312;

/**
 * Which host a check of this item reads, for the budget: the item's own server for a fediverse handle
 * (`@user@instance` or its address) and a website; one host per platform for the others.
 */
export function hostOf(method: LinkedMethod, value: string): string {
  if (method === 'fediverse' || method === 'website') {
    try {
      return new URL(value).hostname.toLowerCase();
    } catch {
      const at = value.lastIndexOf('@');
      return at > 0 ? value.slice(at + 1).toLowerCase() : value.toLowerCase();
    }
  }
  return method;
}

/**
 * Holds the run lock while `run` runs, or answers null without running when another run holds it. On
 * PostgreSQL a session lock on a connection of its own; PGlite is one session in one process, so there the
 * lock is this process's own flag per database.
 */
const pgliteRuns = new WeakSet<object>();
async function withRunLock<T>(database: Database, run: () => Promise<T>): Promise<T | null> {
  if (database.pool) {
    const client = await database.pool.connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
        RECHECK_LOCK_ID,
      ]);
      if (!rows[0]?.locked) return null;
      try {
        return await run();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [RECHECK_LOCK_ID]).catch(() => {});
      }
    } finally {
      client.release();
    }
  }
  const key = database.pglite ?? database;
  if (pgliteRuns.has(key)) return null;
  pgliteRuns.add(key);
  try {
    return await run();
  } finally {
    pgliteRuns.delete(key);
  }
}

interface DueItem {
  id: number;
  platform: string;
  value: string;
  username: string;
}

/**
 * Takes the next batch of due items within the hosts' budgets: locked (SKIP LOCKED, so a concurrent run
 * takes others) and leased in one transaction. Items over their host's budget are left due, for a later run.
 */
async function takeBatch(app: FastifyInstance, now: Date, seen: number[], spent: Map<string, number>) {
  return app.db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: handles.id,
        platform: handles.fieldname,
        value: handles.handle,
        username: users.username,
      })
      .from(itemVerifications)
      .innerJoin(handles, eq(handles.id, itemVerifications.handleId))
      .innerJoin(users, eq(users.id, handles.userId))
      .where(
        and(
          lte(itemVerifications.nextCheckAt, now),
          ne(handles.verifiedLevel, 'self'),
          inArray(handles.verifiedMethod, [...LINKED_METHODS]),
          seen.length > 0 ? notInArray(itemVerifications.handleId, seen) : undefined,
        ),
      )
      .orderBy(asc(itemVerifications.nextCheckAt))
      .limit(BATCH_SIZE)
      .for('update', { of: itemVerifications, skipLocked: true });
    const taken: DueItem[] = [];
    for (const item of due) {
      seen.push(item.id);
      const method = linkedMethodFor(item.platform);
      if (!method) continue;
      const host = hostOf(method, item.value);
      const used = spent.get(host) ?? 0;
      if (used >= RECHECK_HOST_BUDGET) continue;
      spent.set(host, used + 1);
      taken.push(item);
    }
    if (taken.length > 0) {
      await tx
        .update(itemVerifications)
        .set({ nextCheckAt: new Date(now.getTime() + LEASE_MS) })
        .where(
          inArray(
            itemVerifications.handleId,
            taken.map((t) => t.id),
          ),
        );
    }
    return { taken, found: due.length };
  });
}

export interface RecheckRun {
  /** False when another run (on this instance or another) held the lock. */
  ran: boolean;
  checked: number;
  /** Due items left for a later run because their host's budget was spent. */
  deferred: number;
}

const checkers = new WeakMap<FastifyInstance, ProofChecker>();

/** The checker the app's re-checks use (given when the feature is registered). */
export function useRecheckChecker(app: FastifyInstance, checker: ProofChecker): void {
  checkers.set(app, checker);
}

/** Checks every item due at `now`, within the budgets; one run at a time over all instances. */
export async function runDueChecks(app: FastifyInstance, now: Date = new Date()): Promise<RecheckRun> {
  const checker = checkers.get(app);
  if (!checker) throw new Error('runDueChecks: the verification feature is not registered on this app');
  const result = await withRunLock(app.database, async () => {
    const seen: number[] = [];
    const spent = new Map<string, number>();
    let checked = 0;
    let deferred = 0;
    while (seen.length < RUN_MAX_ITEMS) {
      const { taken, found } = await takeBatch(app, now, seen, spent);
      if (found === 0) break;
      deferred += found - taken.length;
      for (const item of taken) {
        const row = await getItemVerification(app.db, item.id);
        if (!row || row.value !== item.value) continue;
        try {
          await checkItem(app, checker, row, item.username, now);
          checked++;
        } catch (error) {
          // The lease brings the item back later; one platform's failure must not stop the others.
          app.log.warn({ err: error, item: item.id }, 'verification re-check failed');
        }
      }
    }
    return { ran: true, checked, deferred };
  });
  return result ?? { ran: false, checked: 0, deferred: 0 };
}

/**
 * Starts the timer of the re-checks (config.verificationRechecks); it never keeps the process alive, and it
 * stops with the app. A run still going when the next tick comes is not doubled.
 */
export function startRechecks(app: FastifyInstance): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runDueChecks(app)
      .catch((error) => app.log.warn({ err: error }, 'verification re-checks failed'))
      .finally(() => {
        running = false;
      });
  }, RECHECK_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
