import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../lib/paths.js';

/** The migrations folder as it was before `tag` (the journal cut there), in a temporary copy. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'hh-migrations-'));
  cpSync(migrationsFolder(), dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

describe('migration 0011 (handles become items)', () => {
  it('keeps every existing handle, shown, in the spec order, each with an id of its own', async () => {
    const before = migrationsBefore('0011_handle_items');
    const client = await PGlite.create({ extensions: { pg_trgm } });
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: before });
      await client.exec(`
        insert into users (id, identity, email, name, username, gender)
          values ('00000000-0000-4000-8000-000000000001', 'dev:a@x.test', 'a@x.test', 'Ann', 'ann', 'female'),
                 ('00000000-0000-4000-8000-000000000002', 'dev:b@x.test', 'b@x.test', 'Bob', 'bob', 'male');
        insert into handles (user_id, fieldname, handle) values
          ('00000000-0000-4000-8000-000000000001', 'pubg', '5123456789'),
          ('00000000-0000-4000-8000-000000000001', 'instagram', 'ann.gram'),
          ('00000000-0000-4000-8000-000000000001', 'coc', '#2PP0JCGQ'),
          ('00000000-0000-4000-8000-000000000002', 'youtube', 'bobtube');
      `);
      await migrate(db, { migrationsFolder: migrationsFolder() });
      const rows = await client.query<Record<string, unknown>>(
        `select u.username, h.fieldname, h.handle, h.position, h.visible, h.label, h.title, h.id
           from handles h join users u on u.id = h.user_id order by u.username, h.position`,
      );
      expect(rows.rows.map(({ id: _, ...row }) => row)).toEqual([
        {
          username: 'ann',
          fieldname: 'instagram',
          handle: 'ann.gram',
          position: 1,
          visible: true,
          label: '',
          title: '',
        },
        {
          username: 'ann',
          fieldname: 'coc',
          handle: '#2PP0JCGQ',
          position: 7,
          visible: true,
          label: '',
          title: '',
        },
        {
          username: 'ann',
          fieldname: 'pubg',
          handle: '5123456789',
          position: 9,
          visible: true,
          label: '',
          title: '',
        },
        {
          username: 'bob',
          fieldname: 'youtube',
          handle: 'bobtube',
          position: 5,
          visible: true,
          label: '',
          title: '',
        },
      ]);
      expect(new Set(rows.rows.map((row) => row.id)).size).toBe(4);
      // A second item of a platform is now allowed.
      await client.exec(
        `insert into handles (user_id, fieldname, handle) values ('00000000-0000-4000-8000-000000000001', 'coc', '#8QU8J9LP')`,
      );
    } finally {
      await client.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
