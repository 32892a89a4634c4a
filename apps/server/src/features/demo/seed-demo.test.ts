import { GAME_FIELDS, type HandleField, isGameField, normaliseHandle } from '@handlehub/shared';
import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { handles, media, products, users } from '../../db/schema.js';

let test: TestDatabase | undefined;
afterEach(async () => {
  await test?.drop();
  test = undefined;
});

const countOf = async (
  db: TestDatabase['database']['db'],
  table: typeof users | typeof products | typeof handles | typeof media,
) => (await db.select({ n: count() }).from(table))[0]!.n;

describe('demo content', () => {
  it('is added on the first start of an empty database, and never twice', async () => {
    test = await createTestDatabase();
    const config = testConfig({ webDist: undefined, demoContent: true });
    const first = await buildApp(config, { database: test.database });
    await first.close();
    const db = test.database.db;
    const seeded = {
      users: await countOf(db, users),
      products: await countOf(db, products),
      handles: await countOf(db, handles),
    };
    expect(seeded.users).toBeGreaterThanOrEqual(12);
    expect(seeded.products).toBeGreaterThanOrEqual(3);
    expect(seeded.handles).toBeGreaterThan(seeded.users);
    expect(await countOf(db, media)).toBeGreaterThan(0);
    const flags = await db
      .select({ isPublic: users.isPublic, isLocked: users.isLocked, isSearchable: users.isSearchable })
      .from(users);
    expect(flags.some((f) => !f.isPublic)).toBe(true);
    expect(flags.some((f) => f.isLocked)).toBe(true);
    expect(flags.some((f) => !f.isSearchable)).toBe(true);

    // Every demo handle is already in its stored form: game IDs in their game's format.
    const stored = await db.select({ fieldname: handles.fieldname, handle: handles.handle }).from(handles);
    for (const { fieldname, handle } of stored) {
      expect(normaliseHandle(fieldname as HandleField, handle), `${fieldname} ${handle}`).toEqual({
        ok: true,
        handle,
      });
    }
    expect(stored.filter((r) => isGameField(r.fieldname)).length).toBeGreaterThanOrEqual(GAME_FIELDS.length);

    const second = await buildApp(config, { database: test.database });
    await second.close();
    expect(await countOf(db, users)).toBe(seeded.users);
    expect(await countOf(db, products)).toBe(seeded.products);
  });

  it('is not added when demo content is off (as in production)', async () => {
    test = await createTestDatabase();
    const app = await buildApp(testConfig({ webDist: undefined, demoContent: false }), {
      database: test.database,
    });
    await app.close();
    expect(await countOf(test.database.db, users)).toBe(0);
  });
});
