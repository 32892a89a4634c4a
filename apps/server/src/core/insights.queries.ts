import { type InsightClicks, type InsightDay, ITEM_SLUG } from '@handlehub/shared';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { insightCounts, users } from '../db/schema.js';

/** Counter names in `insight_counts.metric`. */
export const METRIC_VIEW = 'view';
export const METRIC_QR = 'qr';
export const clickMetric = (slug: string) => `click:${slug}`;

export interface CountRow {
  /** The profile's username when it was counted; its user id is looked up when the row is written. */
  username: string;
  /** UTC date, `YYYY-MM-DD`. */
  day: string;
  metric: string;
  count: number;
}

const DAY_MS = 86_400_000;

/** The UTC date of `at` as `YYYY-MM-DD` (insight days are UTC days). */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** The UTC date `days` days before `day`. */
export const daysBefore = (day: string, days: number): string =>
  utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS));

/**
 * Adds counts to the stored counters in one statement: `insert … on conflict do update set count =
 * count + excluded.count`, so instances that flush at the same time add up. Counts are kept by username
 * (what a beacon names, answered from the profile cache without a read); the join finds the user. A
 * username that no longer belongs to anyone (account deleted or renamed since) finds none and its row is
 * skipped. Rows must name distinct (username, day, metric) triples: PostgreSQL refuses to update one row
 * twice in a single `on conflict` insert.
 */
export async function addInsightCounts(db: Db, rows: readonly CountRow[]): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((r) => sql`(${r.username}::text, ${r.day}::date, ${r.metric}::text, ${r.count}::integer)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${insightCounts} (user_id, day, metric, count)
    select u.id, v.day, v.metric, v.count
    from (values ${values}) as v(username, day, metric, count)
    join ${users} u on u.username = v.username
    on conflict (user_id, day, metric) do update set count = ${insightCounts}.count + excluded.count`);
}

/** Deletes the counters of days before `firstKept` (retention). */
export async function pruneInsightCounts(db: Db, firstKept: string): Promise<void> {
  await db.delete(insightCounts).where(lt(insightCounts.day, firstKept));
}

const CLICK_PREFIX = 'click:';

/**
 * The last `days` UTC days of a user's insights, today (by this server's clock) included, oldest first,
 * every day present (zeros where nothing was counted). `views` includes the QR scans.
 */
export async function insightDays(
  db: Db,
  userId: string,
  days: number,
  now: Date = new Date(),
): Promise<InsightDay[]> {
  const today = utcDay(now);
  const first = daysBefore(today, days - 1);
  const rows = await db
    .select({ day: insightCounts.day, metric: insightCounts.metric, count: insightCounts.count })
    .from(insightCounts)
    .where(and(eq(insightCounts.userId, userId), gte(insightCounts.day, first)));

  const byDay = new Map<string, InsightDay>();
  for (let i = days - 1; i >= 0; i--) {
    const date = daysBefore(today, i);
    byDay.set(date, { date, views: 0, qrScans: 0, clicks: {} });
  }
  for (const { day, metric, count } of rows) {
    const entry = byDay.get(day);
    if (!entry || count <= 0) continue;
    if (metric === METRIC_VIEW) entry.views += count;
    else if (metric === METRIC_QR) {
      entry.views += count;
      entry.qrScans += count;
    } else if (metric.startsWith(CLICK_PREFIX)) {
      const field = metric.slice(CLICK_PREFIX.length);
      if (ITEM_SLUG.test(field)) {
        const clicks: InsightClicks = entry.clicks;
        clicks[field] = (clicks[field] ?? 0) + count;
      }
    }
  }
  return [...byDay.values()];
}
