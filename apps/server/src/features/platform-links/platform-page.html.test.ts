import { contrastRatio, TEXT_CONTRAST_MIN } from '@handlehub/shared/color-contrast';
import { describe, expect, it } from 'vitest';
import { PLATFORM_PAGE_BUTTON_TEXT, PLATFORM_PAGE_COLORS } from './platform-page.html.js';

describe("the game page's colours", () => {
  for (const [scheme, colors] of Object.entries(PLATFORM_PAGE_COLORS)) {
    it(`${scheme}: text, dimmed text and links read at least 4.5:1 on the card and the page`, () => {
      for (const ground of [colors.card, colors.bg]) {
        for (const text of [colors.text, colors.dim, colors.brand]) {
          expect(contrastRatio(text, ground), `${text} on ${ground}`).toBeGreaterThanOrEqual(
            TEXT_CONTRAST_MIN,
          );
        }
      }
    });

    it(`${scheme}: the copy button's white letters read at least 4.5:1`, () => {
      expect(contrastRatio(PLATFORM_PAGE_BUTTON_TEXT, colors.button)).toBeGreaterThanOrEqual(
        TEXT_CONTRAST_MIN,
      );
    });
  }
});
