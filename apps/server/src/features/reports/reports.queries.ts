import type { ReportReason } from '@handlehub/shared';
import { and, eq } from 'drizzle-orm';
import { isGone } from '../../core/visibility.js';
import type { Db } from '../../db/client.js';
import { handles, reports, users } from '../../db/schema.js';

/**
 * Files a report against the profile `username`; null when there is no such profile to report (unknown,
 * or blocked and so already gone from everywhere). Nothing about the reporter is stored.
 */
export async function fileReport(
  db: Db,
  input: { username: string; reason: ReportReason; note: string; itemId?: number | undefined },
): Promise<{ id: string } | 'no-item' | null> {
  const [target] = await db
    .select({ id: users.id, isBlocked: users.isBlocked, isLocked: users.isLocked })
    .from(users)
    .where(eq(users.username, input.username))
    .limit(1);
  if (!target || isGone(target)) return null;
  if (input.itemId !== undefined) {
    // Only an item a visitor can see: one of this profile's shown items, on a profile that shows them.
    const [item] = await db
      .select({ id: handles.id })
      .from(handles)
      .where(and(eq(handles.id, input.itemId), eq(handles.userId, target.id), handles.visible))
      .limit(1);
    if (!item || target.isLocked) return 'no-item';
  }
  // A deletion between the two statements cascades to the report; the answer is then a harmless 201.
  const [row] = await db
    .insert(reports)
    .values({ userId: target.id, reason: input.reason, note: input.note, handleId: input.itemId ?? null })
    .returning({ id: reports.id });
  return row ?? null;
}
