import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { addItems, getItems } from '../src/core/handles.queries.js';
import { createSession } from '../src/core/sessions.queries.js';
import { createUser, type NewUser, type UserRow } from '../src/core/users.queries.js';
import type { Db } from '../src/db/client.js';
import { users } from '../src/db/schema.js';

export interface UserOverrides extends Partial<NewUser> {
  isPublic?: boolean;
  isSearchable?: boolean;
  isLocked?: boolean;
  isBlocked?: boolean;
}

/**
 * Creates a user straight in the database (no HTTP, no rate limits) with a live session.
 * Every field has a unique default; pass only what your test cares about:
 *
 *   const { user, token } = await createUserWithSession(t, { username: 'maya', isLocked: true });
 *   await t.inject({ method: 'GET', url: '/api/profile/getuser', headers: { 'user-token': token } });
 *
 * `app` is anything with `db`: the TestApp from createTestApp() or the Fastify instance.
 */
export async function createUserWithSession(
  app: { db: Db },
  overrides: UserOverrides = {},
): Promise<{ user: UserRow; token: string }> {
  const { isPublic, isSearchable, isLocked, isBlocked, ...fields } = overrides;
  const id = randomBytes(5).toString('hex');
  const email = fields.email ?? `user-${id}@handlehub.test`;
  let user = await createUser(app.db, {
    identity: `dev:${email}`,
    email,
    name: 'Test Person',
    username: `u${id}`,
    gender: 'female',
    isShopOwner: false,
    ...fields,
  });
  const flags = { isPublic, isSearchable, isLocked, isBlocked };
  const set = Object.fromEntries(Object.entries(flags).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length > 0) {
    [user] = (await app.db.update(users).set(set).where(eq(users.id, user.id)).returning()) as [UserRow];
  }
  const token = await createSession(app.db, user.id);
  // PGlite's clock counts milliseconds: without this, two people made back to back can join at the same
  // instant, and tests that expect "newest first" would meet the id's random order instead.
  await new Promise((resolve) => setTimeout(resolve, 2));
  return { user, token };
}

/**
 * Gives a person items straight in the database, in the order given: `[platform, value, extra]`. Values
 * are stored as given (use normalised ones); returns the stored rows with their ids.
 */
export async function addItemsFor(
  app: { db: Db },
  userId: string,
  rows: readonly (readonly [string, string, { label?: string; title?: string; visible?: boolean }?])[],
) {
  await addItems(
    app.db,
    userId,
    rows.map(([platform, value, extra]) => ({ platform, value, label: '', title: '', ...extra })),
  );
  return getItems(app.db, userId);
}
