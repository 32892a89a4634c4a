import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './checks/axe';
import { fixLists } from './checks/fixed-data';
import { FIXED_TIME, masked, SCREENSHOT_OPTIONS, settle } from './checks/shots';
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
            const options = { ...SCREENSHOT_OPTIONS, mask: masked(state.kind === 'page' ? page : dialog) };
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
