import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder, pgliteSeedFile } from '../lib/paths.js';
import { makePrivateDir, restrictToOwner } from './data-dir.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; safe to run twice and from several instances at once. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
  /** The PostgreSQL pool (server only), for LISTEN/NOTIFY and tests. */
  pool?: pg.Pool;
  /** The embedded PGlite (PGlite only), for LISTEN/NOTIFY. */
  pglite?: PGlite;
}

export interface DatabaseOptions {
  /** `postgres://…`, `memory://` (PGlite in memory) or undefined (PGlite files in `dataDir`). */
  url: string | undefined;
  dataDir: string;
  poolSize?: number;
  /** How long a request waits for a free connection before the 503 "unavailable" answer. */
  connectionTimeoutMs?: number;
  /** PGlite seed for a first start (default: the build's, if any; null: none, run initdb). */
  pgliteSeed?: string | null;
}

const MIGRATION_LOCK_ID = 724_311;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url?.startsWith('postgres')) return openPostgres(options.url, options);
  const dataDir = options.url === 'memory://' ? undefined : options.dataDir;
  return openPglite(dataDir, options.pgliteSeed === undefined ? pgliteSeedFile() : options.pgliteSeed);
}

async function openPglite(
  dataDir: string | undefined,
  seedFile: string | null | undefined,
): Promise<Database> {
  if (dataDir) makePrivateDir(dataDir);
  // A first start unpacks the build's migrated empty database instead of running initdb, which takes
  // several seconds of WASM; migrations then apply whatever is newer than the seed.
  const seed = dataDir && seedFile && !existsSync(join(dataDir, 'PG_VERSION')) ? seedFile : undefined;
  const database = pgliteDatabase(
    await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(seed ? { loadDataDir: new Blob([readFileSync(seed)]) } : {}),
      extensions: { pg_trgm },
    }),
  );
  if (!dataDir) return database;
  // The files PGlite made (0666 whatever the umask) are narrowed after opening, migrating and closing.
  restrictToOwner(dataDir);
  return {
    ...database,
    async migrate() {
      await database.migrate();
      restrictToOwner(dataDir);
    },
    async close() {
      await database.close();
      restrictToOwner(dataDir);
    },
  };
}

/** A migrated, empty PGlite data directory as a gzipped tarball: the seed of {@link openPglite}. */
export async function buildPgliteSeed(): Promise<Buffer> {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    await pgliteDatabase(client).migrate();
    return Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await client.close();
  }
}

/** Wraps an open PGlite (tests pass a clone of a migrated template). */
export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() }),
    ping: (timeoutMs = 2000) =>
      withTimeout(
        client.query('select 1').then(() => undefined),
        timeoutMs,
      ),
    close: () => client.close(),
    pglite: client,
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 3000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 15_000,
    // No parallel workers: the app's reads are short, and starting workers cost more than they save
    // (a search's walk: 43 ms with two workers, 5 ms without; decision 018).
    options: '-c max_parallel_workers_per_gather=0',
  });
  // A dropped connection surfaces here; queries report their own errors, so this must not crash the process.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg(client), { migrationsFolder: migrationsFolder() });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    ping: (timeoutMs = 2000) =>
      withTimeout(
        db.execute(sql`select 1`).then(() => undefined),
        timeoutMs,
      ),
    close: () => pool.end(),
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`database did not answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * A line of `message` with "connection" and, after it, "closed". By hand rather than `connection.*closed`,
 * which reads the rest of the line again from each "connection": a message may quote a value that was sent.
 */
function saysConnectionClosed(message: string): boolean {
  return message.split(/[\n\r\u2028\u2029]/).some((line) => {
    const at = line.search(/connection/i);
    return at >= 0 && /closed/i.test(line.slice(at + 'connection'.length));
  });
}

/** True for errors that mean "the database cannot be reached right now" (answered with 503, not 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    const message = String((e as { message?: unknown }).message ?? '');
    if (
      typeof code === 'string' &&
      (/^(08|57P0|53)/.test(code) ||
        ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND'].includes(code))
    ) {
      return true;
    }
    if (
      /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|database did not answer|PGlite is closed/i.test(
        message,
      ) ||
      saysConnectionClosed(message)
    ) {
      return true;
    }
  }
  return false;
}

/** True for a unique-constraint violation, optionally on one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
  }
  return false;
}

/** Rows of a raw SQL query; both drivers answer `{rows}`, which the shared Db type leaves unknown. */
export async function rawRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
