import type { InsightDay } from '@handlehub/shared';

export interface InsightTotals {
  views: number;
  qrScans: number;
  clicks: number;
  /** Items used at least once (by slug), most used first (the slug breaks ties). */
  perHandle: { slug: string; count: number }[];
}

export const clicksOf = (day: InsightDay): number =>
  Object.values(day.clicks).reduce<number>((sum, n) => sum + (n ?? 0), 0);

export function totalsOf(days: readonly InsightDay[]): InsightTotals {
  const bySlug = new Map<string, number>();
  let views = 0;
  let qrScans = 0;
  for (const day of days) {
    views += day.views;
    qrScans += day.qrScans;
    for (const [slug, n] of Object.entries(day.clicks)) if (n) bySlug.set(slug, (bySlug.get(slug) ?? 0) + n);
  }
  const perHandle = [...bySlug]
    .map(([slug, count]) => ({ slug, count }))
    .sort((a, b) => b.count - a.count || a.slug.localeCompare(b.slug));
  return { views, qrScans, clicks: perHandle.reduce((sum, h) => sum + h.count, 0), perHandle };
}

/**
 * The top of the chart's scale: twice a 1-2-5 step, so the three grid lines (0, half, top) fall on
 * whole numbers and the tallest bar uses at least a quarter of the height.
 */
export function scaleTop(max: number): number {
  if (max <= 0) return 2;
  let magnitude = 1;
  for (;;) {
    for (const step of [1, 2, 5]) if (step * magnitude * 2 >= max) return step * magnitude * 2;
    magnitude *= 10;
  }
}

/** `2025-11-03` → "Nov 3" in the reader's language; insight days are UTC days. */
export function formatDay(date: string, style: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(undefined, {
    day: 'numeric',
    month: style === 'short' ? 'short' : 'long',
    ...(style === 'long' ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
