import { USERNAME_CHANGES_PER_DAY, USERNAME_HOLDS_MAX, usernameChangeWait } from '@handlehub/shared';
import { and, asc, desc, eq, gt, lte, notInArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { heldUsernames, usernameChanges } from '../db/schema.js';
import { HttpError } from '../lib/http-error.js';

const DAY_MS = 86_400_000;

/**
 * Counts a username change of `userId`, or refuses it with 429 and the wait in words when the user has
 * already made USERNAME_CHANGES_PER_DAY in the last 24 hours (probe M1). Runs in the rename's transaction,
 * after the user's row is locked, so simultaneous renames are counted one after the other.
 */
export async function recordUsernameChange(tx: Tx | Db, userId: string, now = new Date()): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await tx
    .delete(usernameChanges)
    .where(and(eq(usernameChanges.userId, userId), lte(usernameChanges.changedAt, dayAgo)));
  const recent = await tx
    .select({ changedAt: usernameChanges.changedAt })
    .from(usernameChanges)
    .where(and(eq(usernameChanges.userId, userId), gt(usernameChanges.changedAt, dayAgo)))
    .orderBy(desc(usernameChanges.changedAt))
    .limit(USERNAME_CHANGES_PER_DAY);
  if (recent.length >= USERNAME_CHANGES_PER_DAY) {
    // The next change is allowed once the oldest of the last few leaves the 24-hour window.
    const waitMs = recent[recent.length - 1]!.changedAt.getTime() + DAY_MS - now.getTime();
    throw new HttpError(429, usernameChangeWait(waitMs), {
      'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))),
    });
  }
  await tx.insert(usernameChanges).values({ userId, changedAt: now });
}

/**
 * Keeps at most USERNAME_HOLDS_MAX names held for `identity`: the newest holds stay, older ones (and any
 * that have run out) are released so that anyone may take those names again.
 */
export async function releaseOldestHolds(tx: Tx | Db, identity: string): Promise<void> {
  const kept = await tx
    .select({ username: heldUsernames.username })
    .from(heldUsernames)
    .where(and(eq(heldUsernames.formerIdentity, identity), gt(heldUsernames.heldUntil, new Date())))
    .orderBy(desc(heldUsernames.heldUntil), asc(heldUsernames.username))
    .limit(USERNAME_HOLDS_MAX);
  await tx.delete(heldUsernames).where(
    and(
      eq(heldUsernames.formerIdentity, identity),
      notInArray(
        heldUsernames.username,
        kept.map((row) => row.username),
      ),
    ),
  );
}
