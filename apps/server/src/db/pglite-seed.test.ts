import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../lib/paths.js';
import { buildPgliteSeed, openDatabase, rawRows } from './client.js';
import { users } from './schema.js';

describe('PGlite seed (a first start without initdb)', () => {
  it('opens an empty data directory from the seed, migrated, writable, and reopens it as it is', async () => {
    const seedFile = join(mkdtempSync(join(tmpdir(), 'hh-seed-')), 'seed.tar.gz');
    writeFileSync(seedFile, await buildPgliteSeed());
    const dataDir = mkdtempSync(join(tmpdir(), 'hh-seeded-'));

    const first = await openDatabase({ url: undefined, dataDir, pgliteSeed: seedFile });
    await first.migrate();
    const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'));
    const applied = await rawRows<{ n: number }>(
      first.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied[0]!.n).toBe(journal.entries.length);
    await first.db.insert(users).values({
      identity: 'dev:seeded@handlehub.test',
      email: 'seeded@handlehub.test',
      name: 'Seeded Person',
      username: 'seeded',
      gender: 'female',
    });
    const trigram = await rawRows<{ s: number }>(first.db, sql`select similarity('seeded', 'seed') as s`);
    expect(trigram[0]!.s).toBeGreaterThan(0);
    await first.close();
    expect(readdirSync(dataDir)).toContain('PG_VERSION');

    // A restart uses the directory, never the seed (here a seed that does not exist).
    const again = await openDatabase({ url: undefined, dataDir, pgliteSeed: join(dataDir, 'no-such-seed') });
    const rows = await again.db.select({ username: users.username }).from(users);
    expect(rows).toEqual([{ username: 'seeded' }]);
    await again.close();
  }, 120_000);
});
