import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { type Database, openDatabase, pgliteDatabase } from '../src/db/client.js';

/** Which database the API suites run on: PGlite always, PostgreSQL when the project sets TEST_DB=postgres. */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

let template: Promise<PGlite> | undefined;

/** A migrated PGlite, made once per worker; each test app gets a clone (fast, isolated). */
function pgliteTemplate(): Promise<PGlite> {
  template ??= (async () => {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    await pgliteDatabase(client).migrate();
    return client;
  })();
  return template;
}

export interface TestDatabase {
  database: Database;
  /** Connection string of the PostgreSQL test database (postgres only). */
  url?: string;
  drop(): Promise<void>;
}

/** Admin connection string of the PostgreSQL server the suites create their databases on. */
export function adminUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  return url;
}

export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `hh_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl() });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A fresh, migrated database of the suite's kind. */
export async function createTestDatabase(
  options: { poolSize?: number; connectionTimeoutMs?: number } = {},
): Promise<TestDatabase> {
  if (testDbKind === 'postgres') {
    const created = await createPostgresDatabase();
    const database = await openDatabase({ url: created.url, dataDir: '', ...options });
    await database.migrate();
    return {
      database,
      url: created.url,
      async drop() {
        await database.close().catch(() => {});
        await created.drop();
      },
    };
  }
  const clone = await (await pgliteTemplate()).clone();
  const database = pgliteDatabase(clone as PGlite);
  return { database, drop: () => database.close() };
}
