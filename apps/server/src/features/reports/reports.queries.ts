import type { ReportReason } from '@handlehub/shared';
import { eq } from 'drizzle-orm';
import { isGone } from '../../core/visibility.js';
import type { Db } from '../../db/client.js';
import { reports, users } from '../../db/schema.js';

/**
 * Files a report against the profile `username`; null when there is no such profile to report (unknown,
 * or blocked and so already gone from everywhere). Nothing about the reporter is stored.
 */
export async function fileReport(
  db: Db,
  input: { username: string; reason: ReportReason; note: string },
): Promise<{ id: string } | null> {
  const [target] = await db
    .select({ id: users.id, isBlocked: users.isBlocked })
    .from(users)
    .where(eq(users.username, input.username))
    .limit(1);
  if (!target || isGone(target)) return null;
  // A deletion between the two statements cascades to the report; the answer is then a harmless 201.
  const [row] = await db
    .insert(reports)
    .values({ userId: target.id, reason: input.reason, note: input.note })
    .returning({ id: reports.id });
  return row ?? null;
}
