import {
  MESSAGES,
  type PageBackground,
  type PageButtons,
  type ProfileThemeId,
  USERNAME_HOLD_DAYS,
} from '@handlehub/shared';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { type Db, isUniqueViolation, type Tx } from '../db/client.js';
import { heldUsernames, moderationLog, users } from '../db/schema.js';
import { conflict, notFound } from '../lib/http-error.js';
import { deletePhoto, insertPhoto } from './media/media.queries.js';
import type { PhotoVariant } from './media/photo-pipeline.js';
import { announceUserChange } from './user-changes.js';
import { recordUsernameChange, releaseOldestHolds } from './username-limits.js';

/** A user as stored: only presenters decide what of it leaves the server. */
export type UserRow = typeof users.$inferSelect;

export async function getUserByIdentity(db: Db, identity: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.identity, identity)).limit(1);
  return user ?? null;
}

export async function getUserByUsername(db: Db, username: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  return user ?? null;
}

/** Refuses a username held for someone else (given up less than 90 days ago); frees it for its former owner. */
export async function claimHeldUsername(tx: Tx | Db, username: string, identity: string): Promise<void> {
  const [held] = await tx
    .select()
    .from(heldUsernames)
    .where(and(eq(heldUsernames.username, username), gt(heldUsernames.heldUntil, sql`now()`)))
    .limit(1);
  if (held && held.formerIdentity !== identity) throw conflict(MESSAGES.usernameTaken);
  await tx.delete(heldUsernames).where(eq(heldUsernames.username, username));
}

/**
 * Whether `username` may be taken now by the person with `identity` (null: someone not signed up yet):
 * nobody has it, or they have it themselves, and it is not held for someone else (claimHeldUsername's rule).
 */
export async function isUsernameFree(db: Db, username: string, identity: string | null): Promise<boolean> {
  const owner = await getUserByUsername(db, username);
  if (owner) return owner.identity === identity;
  const [held] = await db
    .select({ formerIdentity: heldUsernames.formerIdentity })
    .from(heldUsernames)
    .where(and(eq(heldUsernames.username, username), gt(heldUsernames.heldUntil, sql`now()`)))
    .limit(1);
  return !held || held.formerIdentity === identity;
}

/** Holds a username given up by `identity`, so nobody else can take it for 90 days (3 holds at most). */
export async function holdUsername(tx: Tx | Db, username: string, identity: string): Promise<void> {
  const heldUntil = new Date(Date.now() + USERNAME_HOLD_DAYS * 86_400_000);
  await tx
    .insert(heldUsernames)
    .values({ username, formerIdentity: identity, heldUntil })
    .onConflictDoUpdate({ target: heldUsernames.username, set: { formerIdentity: identity, heldUntil } });
  await releaseOldestHolds(tx, identity);
}

export interface NewUser {
  identity: string;
  email: string;
  name: string;
  username: string;
  gender: 'male' | 'female';
  isShopOwner: boolean;
}

/**
 * Creates a user. Uniqueness of username and identity rests on the database's constraints, so
 * simultaneous sign-ups for one name leave exactly one winner and 409 for the rest.
 */
export async function createUser(db: Db, input: NewUser): Promise<UserRow> {
  try {
    const created = await db.transaction(async (tx) => {
      // Insert first: if an account giving up this name is being deleted right now, the insert waits
      // for it, and the hold check below then sees the hold that deletion committed.
      const [user] = await tx.insert(users).values(input).returning();
      await claimHeldUsername(tx, input.username, input.identity);
      return user!;
    });
    // A newcomer joins the feed: pages this instance keeps (decision 011) are read again.
    announceUserChange(db, created.id);
    return created;
  } catch (error) {
    if (isUniqueViolation(error, 'users_username_unique')) throw conflict(MESSAGES.usernameTaken);
    if (isUniqueViolation(error, 'users_identity_unique')) throw conflict(MESSAGES.alreadySignedUp);
    throw error;
  }
}

/**
 * The shop-owner role an operator last set for this user with grant-shop or revoke-shop, or null when
 * no operator ever did: sign-in then follows SHOP_OWNER_EMAILS. An operator's decision outlasts the
 * next sign-in, so a revoke is never silently undone by the e-mail list (docs/decisions/009).
 */
export async function shopRoleSetByOperator(db: Db, userId: string): Promise<boolean | null> {
  const [last] = await db
    .select({ action: moderationLog.action })
    .from(moderationLog)
    .where(
      and(eq(moderationLog.target, userId), inArray(moderationLog.action, ['grant-shop', 'revoke-shop'])),
    )
    .orderBy(desc(moderationLog.createdAt))
    .limit(1);
  return last ? last.action === 'grant-shop' : null;
}

export async function setShopOwner(db: Db, userId: string, isShopOwner: boolean): Promise<void> {
  await db.update(users).set({ isShopOwner }).where(eq(users.id, userId));
}

export interface ProfileChanges {
  name: string;
  username: string;
  gender: 'male' | 'female';
  /** The bio, trimmed and checked; '' removes it, undefined keeps the current one. */
  bio?: string | undefined;
  /** The page theme; undefined keeps the current one. */
  theme?: ProfileThemeId | undefined;
  /** The page's ground; undefined keeps the current one. */
  background?: PageBackground | undefined;
  /** The link rows' shape; undefined keeps the current one. */
  buttons?: PageButtons | undefined;
  /** A new photo, already re-encoded; undefined keeps the current one. */
  photo?: PhotoVariant[] | undefined;
}

/**
 * Edit Profile, all or nothing: a new username holds the old one for 90 days (so old links and QR
 * codes never reach a stranger), and a new photo replaces the old one, which is deleted.
 */
export async function updateProfile(db: Db, userId: string, changes: ProfileChanges): Promise<UserRow> {
  try {
    const updated = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!current) throw notFound(MESSAGES.notFound);
      const photoId = changes.photo ? await insertPhoto(tx, changes.photo) : current.photoId;
      const [updated] = await tx
        .update(users)
        .set({
          name: changes.name,
          username: changes.username,
          gender: changes.gender,
          ...(changes.bio === undefined ? {} : { bio: changes.bio || null }),
          ...(changes.theme === undefined ? {} : { theme: changes.theme }),
          ...(changes.background === undefined ? {} : { pageBackground: changes.background }),
          ...(changes.buttons === undefined ? {} : { pageButtons: changes.buttons }),
          photoId,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId))
        .returning();
      if (changes.username !== current.username) {
        await recordUsernameChange(tx, userId);
        await claimHeldUsername(tx, changes.username, current.identity);
        await holdUsername(tx, current.username, current.identity);
      }
      if (changes.photo) await deletePhoto(tx, current.photoId);
      return updated!;
    });
    announceUserChange(db, userId);
    return updated;
  } catch (error) {
    if (isUniqueViolation(error, 'users_username_unique')) throw conflict(MESSAGES.usernameTaken);
    throw error;
  }
}
