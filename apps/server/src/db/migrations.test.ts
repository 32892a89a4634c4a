import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDbKind } from '../../test/test-database.js';
import { rawRows } from './client.js';

describe(`migrations on ${testDbKind}`, () => {
  it('apply on a fresh database and run twice without harm', async () => {
    const test = await createTestDatabase();
    try {
      const { database } = test;
      await database.migrate();
      await database.migrate();
      const tables = await rawRows<{ table_name: string }>(
        database.db,
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      );
      expect(tables.map((r) => r.table_name)).toEqual([
        'app_meta',
        'feedback',
        'handles',
        'held_usernames',
        'insight_counts',
        'item_verifications',
        'media',
        'moderation_log',
        'products',
        'reports',
        'sessions',
        'username_changes',
        'users',
        'verification_flows',
      ]);
      const trgm = await rawRows(database.db, sql`select 1 from pg_extension where extname = 'pg_trgm'`);
      expect(trgm).toHaveLength(1);
      const applied = await rawRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied[0]?.n).toBeGreaterThanOrEqual(2);
    } finally {
      await test.drop();
    }
  });

  it('several instances migrating the same PostgreSQL database at once agree', async () => {
    if (testDbKind !== 'postgres') return expect(testDbKind).toBe('pglite');
    const { openDatabase } = await import('./client.js');
    const test = await createTestDatabase();
    const others = await Promise.all([1, 2, 3].map(() => openDatabase({ url: test.url, dataDir: '' })));
    try {
      await Promise.all(others.map((d) => d.migrate()));
      const count = sql`select count(*)::int as n from drizzle.__drizzle_migrations`;
      const applied = await rawRows<{ n: number }>(others[0]!.db, count);
      const journal = await rawRows<{ n: number }>(test.database.db, count);
      expect(applied[0]?.n).toBe(journal[0]?.n);
    } finally {
      await Promise.all(others.map((d) => d.close()));
      await test.drop();
    }
  });
});
