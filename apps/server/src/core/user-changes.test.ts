import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.js';
import { users } from '../db/schema.js';
import { announceUserChange, createUserChanges, listenForUserChanges, UserChanges } from './user-changes.js';

const silentLog = pino({ level: 'silent' });

describe('UserChanges', () => {
  it('tells every listener of each change, in the order they subscribed, and counts it', () => {
    const changes = new UserChanges();
    const heard: string[] = [];
    changes.watch((id) => heard.push(`first ${id}`));
    changes.watch((id) => heard.push(`second ${id}`));
    changes.announce('user-1');
    expect(heard).toEqual(['first user-1', 'second user-1']);
    expect(changes.count).toBe(1);
  });

  it('tells null, and counts, whenever it goes up or down: changes may have been missed', () => {
    const changes = new UserChanges();
    const heard: Array<{ id: string | null; live: boolean }> = [];
    changes.watch((id) => heard.push({ id, live: changes.live }));
    expect(changes.live).toBe(false);
    changes.setLive(true);
    changes.setLive(false);
    expect(heard).toEqual([
      { id: null, live: true },
      { id: null, live: false },
    ]);
    expect(changes.count).toBe(2);
  });

  it('stops telling a listener that stopped watching', () => {
    const changes = new UserChanges();
    const heard: Array<string | null> = [];
    const stop = changes.watch((id) => heard.push(id));
    stop();
    changes.announce('user-1');
    expect(heard).toEqual([]);
  });
});

describe('the change feed of a database', () => {
  it('hears this instance at once, and the NOTIFY of the triggers once listening', async () => {
    const testDb = await createTestDatabase();
    try {
      // Without a feed (a script's bare database) an announcement is nothing.
      announceUserChange(testDb.database.db, 'user-0');
      const changes = createUserChanges(testDb.database);
      const heard: Array<string | null> = [];
      changes.watch((id) => heard.push(id));
      announceUserChange(testDb.database.db, 'user-1');
      expect(heard).toEqual(['user-1']);
      const stop = await listenForUserChanges(testDb.database, changes, silentLog);
      try {
        await expect.poll(() => changes.live, { timeout: 10_000 }).toBe(true);
        const db = testDb.database.db;
        const [person] = await db
          .insert(users)
          .values({
            identity: 'dev:feed@handlehub.test',
            email: 'feed@handlehub.test',
            name: 'Feed Person',
            username: 'feed.person',
            gender: 'female',
          })
          .returning({ id: users.id });
        // As an operator's SQL or another instance's write arrives: by the trigger's NOTIFY alone.
        await db.update(users).set({ name: 'Fed Person' }).where(eq(users.id, person!.id));
        await expect.poll(() => heard, { timeout: 5000 }).toContain(person!.id);
      } finally {
        await stop();
      }
    } finally {
      await testDb.drop();
    }
  });
});
