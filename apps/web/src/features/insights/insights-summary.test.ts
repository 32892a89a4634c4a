import type { InsightDay } from '@handlehub/shared';
import { describe, expect, it } from 'vitest';
import { clicksOf, formatDay, scaleTop, totalsOf } from './insights-summary';

const day = (
  date: string,
  views: number,
  qrScans: number,
  clicks: InsightDay['clicks'] = {},
): InsightDay => ({
  date,
  views,
  qrScans,
  clicks,
});

describe('insights summary', () => {
  it('adds up views, QR scans and clicks, handles most used first', () => {
    const totals = totalsOf([
      day('2025-03-01', 3, 1, { snapchat: 1, instagram: 1 }),
      day('2025-03-02', 0, 0),
      day('2025-03-03', 4, 2, { instagram: 2, youtube: 1 }),
    ]);
    expect(totals).toEqual({
      views: 7,
      qrScans: 3,
      clicks: 5,
      perHandle: [
        { slug: 'instagram', count: 3 },
        { slug: 'snapchat', count: 1 },
        { slug: 'youtube', count: 1 },
      ],
    });
    expect(clicksOf(day('2025-03-01', 0, 0, { cod: 2, coc: 3 }))).toBe(5);
  });

  it.each([
    [0, 2],
    [1, 2],
    [2, 2],
    [3, 4],
    [5, 10],
    [7, 10],
    [11, 20],
    [38, 40],
    [41, 100],
    [999, 1000],
  ])('scale top for a tallest value of %i is %i', (max, top) => {
    expect(scaleTop(max)).toBe(top);
    expect(top / 2).toBe(Math.round(top / 2));
  });

  it('formats days as UTC dates', () => {
    expect(formatDay('2025-03-01')).toBe(
      new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
        Date.UTC(2025, 2, 1),
      ),
    );
    expect(formatDay('2025-12-31', 'long')).toContain('2025');
  });
});
