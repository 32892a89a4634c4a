import { randomBytes, randomInt } from 'node:crypto';
import {
  type CheckOutcome,
  isVerificationMethod,
  MISSES_TO_DROP,
  PROOF_TOKEN_PREFIX,
  RECHECK_MAX_DAYS,
  RECHECK_MIN_DAYS,
  type VerificationLevel,
  type VerificationMethod,
} from '@handlehub/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { announceUserChange } from '../../core/user-changes.js';
import type { Db, Tx } from '../../db/client.js';
import { handles, itemVerifications } from '../../db/schema.js';

/**
 * The one place that writes an item's verification level (`handles.verified_*`) and its record
 * (`item_verifications`). Every write here announces the owner to the change feed once committed, as every
 * other item write does (core/handles.queries.ts), so the public page, the people lists and the page cache
 * drop their copies; the handles trigger of migration 0002 tells the other instances.
 */

const DAY_MS = 86_400_000;
/** A proof missing under the drop threshold, or a profile that could not be read: tried again in about a day. */
const RETRY_MS = DAY_MS;
/** Retries spread by up to two hours either way, so a platform's items do not all come back at once. */
const RETRY_JITTER_MS = 2 * 3_600_000;

export interface CheckEvidence {
  /** The address read. */
  where: string;
  /** What matched there: the page address or the proof token. */
  found: string;
}

export interface CheckResult {
  outcome: CheckOutcome;
  /** The method that made the check (its level is what a found proof sets). */
  method: VerificationMethod;
  level: Exclude<VerificationLevel, 'self'>;
  evidence?: CheckEvidence | undefined;
  now: Date;
  /**
   * The value that was checked: when given and the item's value is no longer it (edited while the check
   * ran), nothing is recorded, so a proof of the old value never verifies the new one.
   */
  value?: string | undefined;
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** A new proof token: `hh-` and 16 base32 characters from 80 random bits. */
export function newProofToken(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let buffer = 0;
  let out = '';
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return PROOF_TOKEN_PREFIX + out;
}

/** When a verified item is next checked: between RECHECK_MIN_DAYS and RECHECK_MAX_DAYS from now, at random. */
export function nextRecheck(now: Date): Date {
  const spread = randomInt(0, (RECHECK_MAX_DAYS - RECHECK_MIN_DAYS) * DAY_MS + 1);
  return new Date(now.getTime() + RECHECK_MIN_DAYS * DAY_MS + spread);
}

const retryAfter = (now: Date) =>
  new Date(now.getTime() + RETRY_MS + randomInt(-RETRY_JITTER_MS, RETRY_JITTER_MS + 1));

/** The item's proof token, made (with its record) the first time it is asked for. */
export async function ensureToken(db: Db | Tx, handleId: number): Promise<string> {
  await db.insert(itemVerifications).values({ handleId, token: newProofToken() }).onConflictDoNothing();
  const [row] = await db
    .select({ token: itemVerifications.token })
    .from(itemVerifications)
    .where(eq(itemVerifications.handleId, handleId));
  return row!.token;
}

/** An item with its owner, value, level and record, for the owner's status and the checks. */
export interface ItemVerificationRow {
  id: number;
  userId: string;
  platform: string;
  value: string;
  level: VerificationLevel;
  method: VerificationMethod | null;
  verifiedAt: Date | null;
  token: string | null;
  evidenceWhere: string | null;
  evidenceFound: string | null;
  firstCheckedAt: Date | null;
  lastCheckedAt: Date | null;
  lastOutcome: CheckOutcome | null;
  misses: number;
  nextCheckAt: Date | null;
}

const rowColumns = {
  id: handles.id,
  userId: handles.userId,
  platform: handles.fieldname,
  value: handles.handle,
  level: sql<VerificationLevel>`${handles.verifiedLevel}`,
  method: sql<VerificationMethod | null>`${handles.verifiedMethod}`,
  verifiedAt: handles.verifiedAt,
  token: itemVerifications.token,
  evidenceWhere: itemVerifications.evidenceWhere,
  evidenceFound: itemVerifications.evidenceFound,
  firstCheckedAt: itemVerifications.firstCheckedAt,
  lastCheckedAt: itemVerifications.lastCheckedAt,
  lastOutcome: sql<CheckOutcome | null>`${itemVerifications.lastOutcome}`,
  misses: sql<number>`coalesce(${itemVerifications.misses}, 0)::int`,
  nextCheckAt: itemVerifications.nextCheckAt,
};

/** One item's verification as stored, or null when there is no such item. */
export async function getItemVerification(
  db: Db | Tx,
  handleId: number,
): Promise<ItemVerificationRow | null> {
  const [row] = await db
    .select(rowColumns)
    .from(handles)
    .leftJoin(itemVerifications, eq(itemVerifications.handleId, handles.id))
    .where(eq(handles.id, handleId));
  return row ?? null;
}

/** One item of this owner (another person's item is no item at all to them). */
export async function statusOf(
  db: Db | Tx,
  userId: string,
  handleId: number,
): Promise<ItemVerificationRow | null> {
  const row = await getItemVerification(db, handleId);
  return row && row.userId === userId ? row : null;
}

/**
 * Records what one check found:
 * - `found`: the level is set (never lowered: a confirmed item stays confirmed when a linked-back check finds
 *   its proof too), the evidence kept, the misses cleared and the next check drawn 7–14 days out.
 * - `missing` / `not-found`: a miss when the level was set by this same method; at MISSES_TO_DROP in a row
 *   the level goes back to self (the record and its evidence stay, for the owner and moderation); under it,
 *   the level stays and the item is tried again in about a day.
 * - `unreachable`: never a miss; the level stays and a verified item is tried again later.
 * Answers the level after the check, or null when nothing was recorded (no such item, or its value changed).
 */
export async function recordCheck(
  db: Db,
  handleId: number,
  result: CheckResult,
): Promise<VerificationLevel | null> {
  const written = await db.transaction(async (tx) => {
    const [item] = await tx
      .select({
        userId: handles.userId,
        value: handles.handle,
        level: handles.verifiedLevel,
        method: handles.verifiedMethod,
      })
      .from(handles)
      .where(eq(handles.id, handleId))
      .for('update');
    if (!item) return null;
    if (result.value !== undefined && result.value !== item.value) return null;
    await ensureToken(tx, handleId);
    const [record] = await tx
      .select({ misses: itemVerifications.misses })
      .from(itemVerifications)
      .where(eq(itemVerifications.handleId, handleId));
    const heldBySameMethod = item.level !== 'self' && item.method === result.method;
    const { now } = result;
    let level = item.level as VerificationLevel;
    let levelChanged = false;

    if (result.outcome === 'found') {
      const keepsHigher =
        item.level === 'confirmed' && result.level === 'linked' && item.method !== result.method;
      if (!keepsHigher) {
        level = result.level;
        levelChanged = true;
        await tx
          .update(handles)
          .set({ verifiedLevel: result.level, verifiedMethod: result.method, verifiedAt: now })
          .where(eq(handles.id, handleId));
      }
      await tx
        .update(itemVerifications)
        .set({
          method: result.method,
          evidenceWhere: result.evidence?.where ?? null,
          evidenceFound: result.evidence?.found ?? null,
          firstCheckedAt: sql`coalesce(${itemVerifications.firstCheckedAt}, ${now.toISOString()}::timestamptz)`,
          lastCheckedAt: now,
          lastOutcome: 'found',
          misses: 0,
          nextCheckAt: keepsHigher ? null : nextRecheck(now),
        })
        .where(eq(itemVerifications.handleId, handleId));
    } else if (result.outcome === 'unreachable') {
      await tx
        .update(itemVerifications)
        .set({
          lastCheckedAt: now,
          lastOutcome: 'unreachable',
          nextCheckAt: heldBySameMethod ? retryAfter(now) : null,
        })
        .where(eq(itemVerifications.handleId, handleId));
    } else {
      // A miss counts only against a level this method holds: a self item has nothing to lose, and a
      // level another method set is not this check's to drop.
      const misses = heldBySameMethod ? (record?.misses ?? 0) + 1 : 0;
      const drops = heldBySameMethod && misses >= MISSES_TO_DROP;
      if (drops) {
        level = 'self';
        levelChanged = true;
        await tx
          .update(handles)
          .set({ verifiedLevel: 'self', verifiedMethod: null, verifiedAt: null })
          .where(eq(handles.id, handleId));
      }
      await tx
        .update(itemVerifications)
        .set({
          lastCheckedAt: now,
          lastOutcome: result.outcome,
          misses,
          nextCheckAt: heldBySameMethod && !drops ? retryAfter(now) : null,
        })
        .where(eq(itemVerifications.handleId, handleId));
    }
    return { userId: item.userId, level, levelChanged };
  });
  if (!written) return null;
  if (written.levelChanged) announceUserChange(db, written.userId);
  return written.level;
}

export interface ConfirmedSignIn {
  userId: string;
  /** The person's items the sign-in confirmed (any not theirs is left alone). */
  handleIds: readonly number[];
  method: VerificationMethod;
  evidence: CheckEvidence;
  now: Date;
}

/**
 * A platform's sign-in confirmed these items of the person: each is set to `confirmed` by `method`, with
 * the evidence. No re-check is scheduled: only the person can sign in again. Answers the ids confirmed.
 */
export async function recordConfirmed(db: Db, signIn: ConfirmedSignIn): Promise<number[]> {
  if (!isVerificationMethod(signIn.method) || signIn.handleIds.length === 0) return [];
  const { now, evidence, method } = signIn;
  const confirmed = await db.transaction(async (tx) => {
    const rows = await tx
      .update(handles)
      .set({ verifiedLevel: 'confirmed', verifiedMethod: method, verifiedAt: now })
      .where(and(eq(handles.userId, signIn.userId), inArray(handles.id, [...signIn.handleIds])))
      .returning({ id: handles.id });
    for (const { id } of rows) {
      await ensureToken(tx, id);
      await tx
        .update(itemVerifications)
        .set({
          method,
          evidenceWhere: evidence.where,
          evidenceFound: evidence.found,
          firstCheckedAt: sql`coalesce(${itemVerifications.firstCheckedAt}, ${now.toISOString()}::timestamptz)`,
          lastCheckedAt: now,
          lastOutcome: 'found',
          misses: 0,
          nextCheckAt: null,
        })
        .where(eq(itemVerifications.handleId, id));
    }
    return rows.map((r) => r.id);
  });
  if (confirmed.length > 0) announceUserChange(db, signIn.userId);
  return confirmed;
}
