import type { Page } from '@playwright/test';

/**
 * Waits until the page has finished reacting to what just happened, for tests that check something did
 * NOT change: two animation frames (a transition a click starts begins on the next one), then every
 * finite CSS animation and transition finished (a closing dialog's fade), then an idle moment of the
 * main thread (the renders React scheduled are done). Looping animations (spinners) are not waited for.
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => null)));
    await new Promise((resolve) => requestIdleCallback(resolve));
  });
}
