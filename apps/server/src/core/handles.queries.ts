import {
  HANDLE_FIELDS,
  type HandleField,
  isHandleField,
  MESSAGES,
  type SocialAccountsUpdate,
} from '@handlehub/shared';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { handles, users } from '../db/schema.js';
import { unauthorized } from '../lib/http-error.js';
import { forgetPublicProfile } from './public-profile-cache.js';

export type StoredHandles = Partial<Record<HandleField, string>>;

/** The saved handles of one user, keyed by fieldname. */
export async function getHandles(db: Db | Tx, userId: string): Promise<StoredHandles> {
  const rows = await db
    .select({ fieldname: handles.fieldname, handle: handles.handle })
    .from(handles)
    .where(eq(handles.userId, userId));
  const result: StoredHandles = {};
  for (const row of rows) if (isHandleField(row.fieldname)) result[row.fieldname] = row.handle;
  return result;
}

/** Replaces all 13 handles of a user at once; blank or missing ones are removed. */
export async function replaceHandles(db: Db, userId: string, update: SocialAccountsUpdate): Promise<void> {
  const rows = HANDLE_FIELDS.flatMap((fieldname) => {
    const handle = update[fieldname];
    return handle ? [{ userId, fieldname, handle }] : [];
  });
  await db.transaction(async (tx) => {
    // Locking the user row queues concurrent saves (two deletes then two inserts would collide on the
    // key) and a racing account deletion (whose sessions it revokes: 401, not a foreign-key 500).
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!owner) throw unauthorized(MESSAGES.sessionExpired);
    await tx.delete(handles).where(eq(handles.userId, userId));
    if (rows.length > 0) await tx.insert(handles).values(rows);
  });
  forgetPublicProfile(db, userId);
}
