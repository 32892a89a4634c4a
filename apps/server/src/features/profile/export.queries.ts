import {
  asReportReason,
  INSIGHT_RETENTION_DAYS,
  type ProfileExport,
  presentItems,
  profilePath,
  toPageStyle,
  toProfileThemeId,
} from '@handlehub/shared';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { itemColumns } from '../../core/handles.queries.js';
import { insightDays } from '../../core/insights.queries.js';
import { mediaUrl } from '../../core/media/media-url.js';
import type { UserRow } from '../../core/users.queries.js';
import { reportSeenByItsSubject, sessionSeenByItsOwner, signInKind } from '../../core/visibility.js';
import type { Db } from '../../db/client.js';
import { feedback, handles, heldUsernames, products, reports, sessions } from '../../db/schema.js';

const iso = (date: Date) => date.toISOString();

/**
 * Everything HandleHub holds about `user`, for "Download my data" (docs/decisions/009). What of it the
 * person sees is core/visibility.ts's: not session token hashes (secrets), not the sign-in identity's raw
 * id (Google ids never leave the server), not who reported the profile or what they wrote.
 */
export async function exportUserData(db: Db, user: UserRow, publicUrl: string): Promise<ProfileExport> {
  const [handleRows, feedbackRows, reportRows, heldRows, sessionRows, productRows, days] = await Promise.all([
    db
      .select({ ...itemColumns, updatedAt: handles.updatedAt })
      .from(handles)
      .where(eq(handles.userId, user.id))
      .orderBy(asc(handles.position), asc(handles.id)),
    db
      .select({ text: feedback.text, createdAt: feedback.createdAt })
      .from(feedback)
      .where(eq(feedback.userId, user.id))
      .orderBy(asc(feedback.createdAt)),
    db
      .select(reportSeenByItsSubject(reports))
      .from(reports)
      .where(eq(reports.userId, user.id))
      .orderBy(asc(reports.createdAt)),
    db
      .select({ username: heldUsernames.username, heldUntil: heldUsernames.heldUntil })
      .from(heldUsernames)
      .where(and(eq(heldUsernames.formerIdentity, user.identity), gt(heldUsernames.heldUntil, sql`now()`))),
    db
      .select(sessionSeenByItsOwner(sessions))
      .from(sessions)
      .where(and(eq(sessions.userId, user.id), gt(sessions.expiresAt, sql`now()`)))
      .orderBy(asc(sessions.createdAt)),
    db
      .select({
        name: products.name,
        description: products.description,
        link: products.link,
        createdAt: products.createdAt,
      })
      .from(products)
      .where(eq(products.createdBy, user.id))
      .orderBy(asc(products.createdAt)),
    insightDays(db, user.id, INSIGHT_RETENTION_DAYS),
  ]);

  const updatedAt = new Map(handleRows.map((row) => [row.id, row.updatedAt]));
  const photo = mediaUrl(user.photoId);

  return {
    exportedAt: new Date().toISOString(),
    profile: {
      name: user.name,
      username: user.username,
      gender: user.gender,
      email: user.email,
      photo: photo ? `${publicUrl}${photo}` : null,
      bio: user.bio,
      theme: toProfileThemeId(user.theme),
      ...toPageStyle({ background: user.pageBackground, buttons: user.pageButtons }),
      publicProfileUrl: `${publicUrl}${profilePath(user.username)}`,
      signIn: signInKind(user.identity),
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    },
    flags: {
      isPublic: user.isPublic,
      isSearchable: user.isSearchable,
      isLocked: user.isLocked,
      isShopOwner: user.isShopOwner,
    },
    // Every item, hidden ones too, in the owner's order, as the pages show them (normalised, with its link).
    handles: presentItems(handleRows).map((item) => ({
      fieldname: item.platform,
      platform: item.name,
      handle: item.value,
      link: item.link ?? null,
      label: item.label,
      title: item.title,
      visible: item.visible,
      updatedAt: iso(updatedAt.get(item.id) ?? user.updatedAt),
    })),
    feedback: feedbackRows.map((row) => ({ text: row.text, createdAt: iso(row.createdAt) })),
    reportsAboutYou: reportRows.map((row) => ({
      reason: asReportReason(row.reason),
      createdAt: iso(row.createdAt),
      resolvedAt: row.resolvedAt ? iso(row.resolvedAt) : null,
    })),
    heldUsernames: heldRows.map((row) => ({ username: row.username, heldUntil: iso(row.heldUntil) })),
    sessions: sessionRows.map((row) => ({
      createdAt: iso(row.createdAt),
      lastUsedAt: iso(row.lastUsedAt),
      expiresAt: iso(row.expiresAt),
    })),
    products: productRows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    insights: days.filter((day) => day.views > 0 || Object.keys(day.clicks).length > 0),
  };
}
