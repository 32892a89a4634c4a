import { type AccountStatus, MESSAGES, type StatusField } from '@handlehub/shared';
import { eq } from 'drizzle-orm';
import { deletePhoto } from '../../core/media/media.queries.js';
import { announceUserChange } from '../../core/user-changes.js';
import type { UserRow } from '../../core/users.queries.js';
import { holdUsername } from '../../core/users.queries.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { unauthorized } from '../../lib/http-error.js';

export const accountStatusOf = (user: UserRow): AccountStatus => ({
  isPublic: user.isPublic,
  isSearchable: user.isSearchable,
  isLocked: user.isLocked,
});

/** Sets one visibility flag and returns the account status after the change. */
export async function setAccountStatus(
  db: Db,
  userId: string,
  fieldname: StatusField,
  status: boolean,
): Promise<AccountStatus> {
  const [row] = await db
    .update(users)
    .set({ [fieldname]: status, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ isPublic: users.isPublic, isSearchable: users.isSearchable, isLocked: users.isLocked });
  // No row: the account was deleted while this request ran (deletion revokes its sessions).
  if (!row) throw unauthorized(MESSAGES.sessionExpired);
  announceUserChange(db, userId);
  return row;
}

/**
 * Deletes an account in one transaction: its photo, the user row (handles and sessions cascade,
 * feedback keeps its text with user_id set to null) and a 90-day hold on the username.
 * Photo and username are read from the deleted row itself, so a concurrent profile update cannot leave one behind.
 */
export async function deleteAccount(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(users)
      .where(eq(users.id, userId))
      .returning({ photoId: users.photoId, username: users.username, identity: users.identity });
    if (!gone) return;
    await deletePhoto(tx, gone.photoId);
    await holdUsername(tx, gone.username, gone.identity);
  });
  announceUserChange(db, userId);
}
