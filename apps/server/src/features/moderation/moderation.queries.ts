import type { AdminCounts, AdminReport } from '@handlehub/shared';
import { asReportReason, MESSAGES, VERIFICATION_LEVELS, type VerificationLevel } from '@handlehub/shared';
import { asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { revokeAllSessions } from '../../core/sessions.queries.js';
import { announceUserChange } from '../../core/user-changes.js';
import type { Db, Tx } from '../../db/client.js';
import {
  feedback,
  handles,
  itemVerifications,
  moderationLog,
  products,
  reports,
  users,
} from '../../db/schema.js';
import { conflict } from '../../lib/http-error.js';

/**
 * What operators do through the admin API (`npm run admin`). Every function that acts writes one
 * `moderation_log` row in the same transaction as the change, so the log never misses an action.
 * A user's rows name the user by id (`target`), which survives a change of username; `detail` keeps the
 * username of the moment for people reading the log.
 */

export interface LogEntry {
  actor: string;
  action: string;
  target: string;
  detail?: string;
}

export async function logAction(db: Db | Tx, entry: LogEntry): Promise<void> {
  await db.insert(moderationLog).values({ ...entry, detail: entry.detail ?? '' });
}

export interface ModeratedUser {
  id: string;
  username: string;
  isBlocked: boolean;
  isShopOwner: boolean;
}

const moderatedColumns = {
  id: users.id,
  username: users.username,
  isBlocked: users.isBlocked,
  isShopOwner: users.isShopOwner,
};

/**
 * Sets one of the two flags operators control, under the user row's lock, and logs it; null when no
 * user has that username. Blocking also revokes every session, so the person is signed out at once.
 */
async function setUserFlag(
  db: Db,
  username: string,
  flag: 'isBlocked' | 'isShopOwner',
  value: boolean,
  entry: { actor: string; action: string },
): Promise<{ user: ModeratedUser; changed: boolean } | null> {
  const result = await db.transaction(async (tx) => {
    const [current] = await tx
      .select(moderatedColumns)
      .from(users)
      .where(eq(users.username, username))
      .for('update');
    if (!current) return null;
    const changed = current[flag] !== value;
    const [user] = changed
      ? await tx
          .update(users)
          .set({ [flag]: value, updatedAt: new Date() })
          .where(eq(users.id, current.id))
          .returning(moderatedColumns)
      : [current];
    if (flag === 'isBlocked' && value) await revokeAllSessions(tx, current.id);
    await logAction(tx, {
      ...entry,
      target: current.id,
      detail: `@${current.username}${changed ? '' : ' (no change)'}`,
    });
    return { user: user!, changed };
  });
  if (result) announceUserChange(db, result.user.id);
  return result;
}

export const blockUser = (db: Db, username: string, actor: string) =>
  setUserFlag(db, username, 'isBlocked', true, { actor, action: 'block' });

export const unblockUser = (db: Db, username: string, actor: string) =>
  setUserFlag(db, username, 'isBlocked', false, { actor, action: 'unblock' });

export const grantShopRole = (db: Db, username: string, actor: string) =>
  setUserFlag(db, username, 'isShopOwner', true, { actor, action: 'grant-shop' });

export const revokeShopRole = (db: Db, username: string, actor: string) =>
  setUserFlag(db, username, 'isShopOwner', false, { actor, action: 'revoke-shop' });

/** The newest feedback first, with its sender's current username (null once the account is deleted). */
export async function listFeedback(db: Db, limit: number) {
  const rows = await db
    .select({ id: feedback.id, username: users.username, text: feedback.text, createdAt: feedback.createdAt })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

const REPORT_LIST_MAX = 500;

/** The reported item as it is now, with its level and evidence (null: a report of the whole profile). */
const reportedItem = {
  id: handles.id,
  platform: handles.fieldname,
  value: handles.handle,
  level: handles.verifiedLevel,
  method: handles.verifiedMethod,
  checkedAt: handles.verifiedAt,
  evidenceWhere: itemVerifications.evidenceWhere,
  evidenceFound: itemVerifications.evidenceFound,
};
type ReportedItemRow = { [K in keyof typeof reportedItem]: (typeof reportedItem)[K]['_']['data'] | null };

type ReportRow = typeof reports.$inferSelect & { username: string; item?: ReportedItemRow | null };

const presentItem = (item: ReportedItemRow | null | undefined): AdminReport['item'] =>
  item?.id != null
    ? {
        id: item.id,
        platform: item.platform ?? '',
        value: item.value ?? '',
        level: (VERIFICATION_LEVELS as readonly string[]).includes(item.level ?? '')
          ? (item.level as VerificationLevel)
          : 'self',
        method: item.method,
        checkedAt: item.checkedAt?.toISOString() ?? null,
        evidence:
          item.evidenceWhere != null && item.evidenceFound != null
            ? { where: item.evidenceWhere, found: item.evidenceFound }
            : null,
      }
    : null;

const presentReport = (row: ReportRow): AdminReport => ({
  id: row.id,
  username: row.username,
  reason: asReportReason(row.reason),
  note: row.note,
  createdAt: row.createdAt.toISOString(),
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
  resolution: row.resolution,
  item: presentItem(row.item),
});

/** Open reports, oldest first (the queue); with `all`, every report, newest first. At most 500. */
export async function listReports(db: Db, all: boolean): Promise<AdminReport[]> {
  const query = db
    .select({ report: reports, username: users.username, item: reportedItem })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.userId))
    .leftJoin(handles, eq(handles.id, reports.handleId))
    .leftJoin(itemVerifications, eq(itemVerifications.handleId, reports.handleId));
  const rows = all
    ? await query.orderBy(desc(reports.createdAt), desc(reports.id)).limit(REPORT_LIST_MAX)
    : await query
        .where(isNull(reports.resolvedAt))
        .orderBy(asc(reports.createdAt), asc(reports.id))
        .limit(REPORT_LIST_MAX);
  return rows.map((row) => presentReport({ ...row.report, username: row.username, item: row.item }));
}

/** Marks an open report resolved with the operator's note; null for an unknown id, 409 when already done. */
export async function resolveReport(
  db: Db,
  id: string,
  note: string,
  actor: string,
): Promise<AdminReport | null> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ report: reports, username: users.username })
      .from(reports)
      .innerJoin(users, eq(users.id, reports.userId))
      .where(eq(reports.id, id))
      .for('update', { of: reports });
    if (!found) return null;
    if (found.report.resolvedAt) throw conflict(MESSAGES.reportAlreadyResolved);
    const resolution = note || 'resolved';
    const [updated] = await tx
      .update(reports)
      .set({ resolvedAt: new Date(), resolution })
      .where(eq(reports.id, id))
      .returning();
    await logAction(tx, {
      actor,
      action: 'resolve',
      target: id,
      detail: `report on @${found.username} (${found.report.reason}): ${resolution}`,
    });
    const [item] = updated!.handleId
      ? await tx
          .select(reportedItem)
          .from(handles)
          .leftJoin(itemVerifications, eq(itemVerifications.handleId, handles.id))
          .where(eq(handles.id, updated!.handleId))
      : [];
    return presentReport({ ...updated!, username: found.username, item });
  });
}

const n = sql<number>`count(*)::int`;

/** The numbers `npm run admin -- counts` shows. */
export async function countEverything(db: Db): Promise<AdminCounts> {
  const [people] = await db
    .select({
      users: n,
      blockedUsers: sql<number>`count(*) filter (where ${users.isBlocked})::int`,
      lockedUsers: sql<number>`count(*) filter (where ${users.isLocked})::int`,
      shopOwners: sql<number>`count(*) filter (where ${users.isShopOwner})::int`,
    })
    .from(users);
  const [reportCounts] = await db
    .select({
      openReports: sql<number>`count(*) filter (where ${reports.resolvedAt} is null)::int`,
      resolvedReports: sql<number>`count(*) filter (where ${reports.resolvedAt} is not null)::int`,
    })
    .from(reports);
  const [handleCount] = await db.select({ n }).from(handles);
  const [productCount] = await db.select({ n }).from(products);
  const [feedbackCount] = await db.select({ n }).from(feedback);
  return {
    ...people!,
    handles: handleCount!.n,
    products: productCount!.n,
    feedback: feedbackCount!.n,
    ...reportCounts!,
  };
}
