import { sql } from 'drizzle-orm';
import type { Database, Db } from './client.js';

/** A bounded read ran past its time; callers answer 503 with Retry-After, never a partial result. */
export class TimeBoundExceeded extends Error {
  override name = 'TimeBoundExceeded';
}

/** SQLSTATE 57014: PostgreSQL cancelled the statement (here: statement_timeout). */
function isQueryCancelled(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '57014') return true;
  }
  return false;
}

/**
 * Runs `read` in a transaction whose statements may each take at most `ms` (probe M4: no single search
 * may keep the database busy). PostgreSQL cancels a statement at the bound (`SET LOCAL statement_timeout`,
 * which ends with the transaction and so never leaks to another request on the pooled connection).
 * PGlite runs statements inside this process and has no timer to cancel one with (it accepts the setting
 * and ignores it), so there the read runs as it is and is timed: one that ran past the bound is refused
 * the same way.
 */
export async function withinTimeBound<T>(
  database: Database,
  ms: number,
  read: (db: Db) => Promise<T>,
): Promise<T> {
  const bound = Math.max(1, Math.ceil(ms));
  if (database.kind === 'pglite') {
    const started = performance.now();
    const result = await read(database.db);
    if (performance.now() - started > bound) throw new TimeBoundExceeded(`a read ran past ${bound} ms`);
    return result;
  }
  try {
    return await database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${bound}`));
      return read(tx);
    });
  } catch (error) {
    if (isQueryCancelled(error)) throw new TimeBoundExceeded(`a read ran past ${bound} ms`, { cause: error });
    throw error;
  }
}
