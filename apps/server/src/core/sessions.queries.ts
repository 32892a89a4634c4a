import { createHash, randomBytes } from 'node:crypto';
import { SESSION_MAX_DAYS, SESSION_TTL_DAYS } from '@handlehub/shared';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { sessions, users } from '../db/schema.js';
import type { UserRow } from './users.queries.js';
import { notGone } from './visibility.js';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const expiry = () => new Date(Date.now() + SESSION_TTL_DAYS * 86_400_000);
/** How long after sign-in a session ends however it is used. */
const MAX_AGE_MS = SESSION_MAX_DAYS * 86_400_000;
/** Sliding expiry is refreshed at most this often, so reads do not write on every request. */
const REFRESH_AFTER_MS = 60 * 60 * 1000;

/** Creates a session and returns its opaque token (256 random bits); only the hash is stored. */
export async function createSession(db: Db, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // Expired sessions of this user are dead weight; signing in is a cheap moment to drop them.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, sql`now()`)));
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt: expiry() });
  return token;
}

/**
 * The user behind a live session, extending its 30-day expiry up to 90 days after sign-in; null for
 * unknown, expired or revoked tokens, and for blocked users (blocking revokes their sessions; this also
 * covers a sign-in racing it).
 */
export async function findSessionUser(db: Db, token: string): Promise<UserRow | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ user: users, lastUsedAt: sessions.lastUsedAt, createdAt: sessions.createdAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.createdAt, new Date(Date.now() - MAX_AGE_MS)),
        notGone(users),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (Date.now() - row.lastUsedAt.getTime() > REFRESH_AFTER_MS) {
    // The idle expiry slides, but never past the session's absolute end (probe L4).
    const end = Math.min(expiry().getTime(), row.createdAt.getTime() + MAX_AGE_MS);
    await db
      .update(sessions)
      .set({ lastUsedAt: new Date(), expiresAt: new Date(end) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return row.user;
}

/** Revokes one session (logout); the user's other sessions stay signed in. */
export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Revokes every session of a user ('Log out of all devices', account deletion, blocking). */
export async function revokeAllSessions(db: Db | Tx, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
