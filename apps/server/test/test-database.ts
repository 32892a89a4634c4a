import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase, pgliteDatabase } from '../src/db/client.js';

/** Which database the API suites run on: PGlite always, PostgreSQL when the project sets TEST_DB=postgres. */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * Test databases hold a few rows: with PGlite's default 128 MB of shared buffers, starting each test's
 * database took most of its ~1.35 s (it zeroes them); 16 MB start in about a third of that.
 */
const TEST_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

let template: Promise<Blob> | undefined;

/**
 * A migrated PGlite's files, made once per worker; each test's database starts from them (isolated). There
 * is less to copy into each one: a write-ahead log of 1 MB segments instead of 16, and no template0 and
 * template1 (only CREATE DATABASE reads them, which no test runs on PGlite): 15 MB instead of 40.
 */
function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const client = await PGlite.create({
      extensions: { pg_trgm },
      initDbStartParams: ['--wal-segsize=1'],
      startParams: TEST_START_PARAMS,
    });
    try {
      await pgliteDatabase(client).migrate();
      await client.query(`update pg_database set datistemplate = false where datname like 'template_'`);
      for (const name of ['template0', 'template1']) await client.query(`drop database ${name}`);
      await client.query('checkpoint');
      return await client.dumpDataDir('none');
    } finally {
      await client.close();
    }
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

/** A new database on the test server: empty, or a copy of `template` (a database no one is connected to). */
export async function createPostgresDatabase(
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `hh_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
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

/**
 * A fresh, migrated database of the suite's kind. On PostgreSQL, a copy of the run's migrated template
 * (test/postgres-template.setup.ts): about 30 ms, against some 200 ms for creating one and migrating it.
 */
export async function createTestDatabase(
  options: { poolSize?: number; connectionTimeoutMs?: number } = {},
): Promise<TestDatabase> {
  if (testDbKind === 'postgres') {
    const created = await createPostgresDatabase(inject('postgresTemplate'));
    const database = await openDatabase({ url: created.url, dataDir: '', ...options });
    return {
      database,
      url: created.url,
      async drop() {
        await database.close().catch(() => {});
        await created.drop();
      },
    };
  }
  const clone = await PGlite.create({
    loadDataDir: await pgliteTemplate(),
    extensions: { pg_trgm },
    startParams: TEST_START_PARAMS,
  });
  const database = pgliteDatabase(clone);
  return { database, drop: () => database.close() };
}
