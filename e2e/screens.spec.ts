import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './checks/axe';
import { fixLists } from './checks/fixed-data';
import { SCHEMES, SCREEN_STATES, SIZES, useScheme } from './checks/states';

/**
 * What a person sees of every screen and state of checks/states.ts, phone (390×844) and desktop
 * (1280×800), light and dark: one named test per state and size opens the state once, then for each scheme
 * compares a screenshot with its baseline in e2e/__screenshots__/screens.spec.ts/ (regenerate them with
 * `npm run test:e2e:update-screenshots`) and runs axe-core over the page (checks/axe.ts: WCAG 2.0–2.2 A and
 * AA, impact serious or critical). Each scheme is its own step and each check a soft assertion, so a failure
 * in light still lets dark be checked and reported. To be the same on every clean machine: one font (DejaVu Sans,
 * checks/screens.css), animations and caret off, a fixed clock, the lists answered with the demo content only
 * (checks/fixed-data.ts), fixed people for the signed-in screens, and what holds the server's address (it has the
 * e2e port in it: QR codes and their links) or today's date (the insights chart) masked.
 */
const FIXED_TIME = new Date('2026-01-15T10:00:00Z');

/** What to mask inside `root` (the page, or the dialog: a mask is drawn over everything, so the page's
 * masks would cover a dialog above them). */
const masked = (root: Page | Locator) => [
  root.getByTestId('qr-image'),
  root.getByTestId('qr-profile-link'),
  root.getByTestId('handle-qr-image'),
  root.getByTestId('handle-qr-link'),
  root.getByTestId('insights-chart'),
  root.locator('[data-testid^="insights-total"]'),
];

/** Every image loaded (lazy ones too, for full-page shots) and the fonts ready. */
async function settle(page: Page): Promise<void> {
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

for (const size of SIZES) {
  test.describe(`screens ${size.name}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });
    for (const state of SCREEN_STATES) {
      test(state.name, async ({ page }) => {
        await page.clock.setFixedTime(FIXED_TIME);
        await fixLists(page);
        await state.open(page);
        for (const scheme of SCHEMES) {
          await test.step(scheme, async () => {
            await useScheme(page, scheme);
            await settle(page);
            // A dialog is shot on its own: the page behind it may stop at another scroll position each run
            // (the opener is scrolled into view while the content above it is still settling).
            const name = `${state.name}--${size.name}--${scheme}.png`;
            const dialog = page.getByRole('dialog').last();
            const options = {
              animations: 'disabled',
              caret: 'hide',
              mask: masked(state.kind === 'page' ? page : dialog),
              stylePath: join(process.cwd(), 'e2e/checks/screens.css'),
              maxDiffPixelRatio: 0.001,
            } as const;
            if (state.kind === 'page') {
              await expect.soft(page).toHaveScreenshot(name, { ...options, fullPage: true });
            } else {
              await expect.soft(dialog).toHaveScreenshot(name, options);
            }
            // After the screenshot, so that axe's script is not in the page it shows.
            await expectNoSeriousA11yViolations(page, `${state.name} (${size.name}, ${scheme})`, expect.soft);
          });
        }
      });
    }
  });
}
