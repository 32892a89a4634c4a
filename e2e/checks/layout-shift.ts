import type { Page } from '@playwright/test';

/**
 * The page's layout shift (the browser's Cumulative Layout Shift, shifts after a person's input left out),
 * counted from the first paint: call before `page.goto`, then read it with `layoutShiftSoFar` once the
 * late content has arrived. 0.02 is the budget the specs hold a screen to.
 */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { hhLayoutShift: number };
    w.hhLayoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.hhLayoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift counted since `watchLayoutShift`'s page loaded. */
export const layoutShiftSoFar = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { hhLayoutShift: number }).hhLayoutShift);
