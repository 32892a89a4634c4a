import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './checks/axe';
import { SCHEMES, SCREEN_STATES, SIZES, useScheme } from './checks/states';

// axe-core (WCAG 2.0–2.2 A and AA, impact serious or critical) on every screen and dialog of the walk-through:
// one named test per state and size, each opening the state in a fresh page, then checking it in light and in
// dark (the scheme switches in place; each scheme is its own step and its own soft assertion, so a failure in
// light still lets dark be checked and reported).
for (const size of SIZES) {
  test.describe(`a11y ${size.name}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });
    for (const state of SCREEN_STATES) {
      test(state.name, async ({ page }) => {
        await state.open(page);
        for (const scheme of SCHEMES) {
          await test.step(scheme, async () => {
            await useScheme(page, scheme);
            await expectNoSeriousA11yViolations(page, `${state.name} (${size.name}, ${scheme})`, expect.soft);
          });
        }
      });
    }
  });
}
