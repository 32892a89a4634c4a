import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';

/** How every screenshot baseline is taken: no animation or caret, one font (screens.css), a 0.1% tolerance. */
export const SCREENSHOT_OPTIONS = {
  animations: 'disabled',
  caret: 'hide',
  stylePath: join(process.cwd(), 'e2e/checks/screens.css'),
  maxDiffPixelRatio: 0.001,
} as const;

export const FIXED_TIME = new Date('2026-01-15T10:00:00Z');

/** What to mask inside `root` (the page, or the dialog: a mask is drawn over everything, so the page's
 * masks would cover a dialog above them). */
export const masked = (root: Page | Locator) => [
  root.getByTestId('qr-image'),
  root.getByTestId('qr-card-image'),
  root.getByTestId('qr-profile-link'),
  root.getByTestId('handle-qr-image'),
  root.getByTestId('handle-qr-link'),
  root.getByTestId('insights-chart'),
  root.locator('[data-testid^="insights-total"]'),
];

/** Every image loaded (lazy ones too, for full-page shots) and the fonts ready. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const image of images) image.loading = 'eager';
    const loaded = Promise.all(
      images.map((image) =>
        image.complete
          ? null
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 5000))]);
    await document.fonts.ready;
  });
}
