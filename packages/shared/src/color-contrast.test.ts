import { describe, expect, it } from 'vitest';
import { contrastRatio, NON_TEXT_CONTRAST_MIN, over, parseColor } from './color-contrast.js';
import { PLATFORM_ICON_SCHEME_COLORS } from './platform-icons.js';

describe('contrast ratio', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself, whatever the order', () => {
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#9775fa', '#9775fa')).toBe(1);
  });

  it("matches published values: Mantine's dimmed grey on white, white on violet 4", () => {
    expect(contrastRatio('#868e96', '#fff')).toBeCloseTo(3.32, 2);
    expect(contrastRatio('#fff', '#9775fa')).toBeCloseTo(3.36, 2);
  });

  it('reads rgb() and rgba(), and lays a see-through colour over its ground', () => {
    expect(parseColor('rgba(10, 20, 30, 0.5)')).toEqual({ r: 10, g: 20, b: 30, a: 0.5 });
    expect(over('rgba(255, 255, 255, 0.5)', '#000000')).toEqual({ r: 127.5, g: 127.5, b: 127.5, a: 1 });
    expect(() => parseColor('violet')).toThrow();
  });
});

describe('platform icons in the web app', () => {
  const SURFACES = { light: ['#ffffff', '#f8f9fa'], dark: ['#242424', '#2e2e2e'] } as const;
  for (const [icon, colors] of Object.entries(PLATFORM_ICON_SCHEME_COLORS)) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`${icon} stands out at least 3:1 on every ${scheme} surface`, () => {
        for (const surface of SURFACES[scheme]) {
          expect(contrastRatio(colors[scheme], surface)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST_MIN);
        }
      });
    }
  }
});
