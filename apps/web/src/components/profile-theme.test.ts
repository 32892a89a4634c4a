import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROFILE_THEME_IDS, PROFILE_THEMES } from '@handlehub/shared';
import { contrastRatio, over, parseColor, TEXT_CONTRAST_MIN } from '@handlehub/shared/color-contrast';
import { describe, expect, it } from 'vitest';

/**
 * The tinted grounds profile-theme.css draws the accent's text on (light buttons and action icons, at rest
 * and on hover): read from the stylesheet itself, so a new tint is held to AA too.
 */
// jsdom's import.meta.url is not a file address; vitest gives each test file its __dirname.
const css = readFileSync(join(__dirname, 'profile-theme.css'), 'utf8');
const tints = [
  ...css.matchAll(/color-mix\(in srgb, var\(--hh-accent\) (\d+)%, (var\(--hh-surface\)|transparent)\)/g),
].map(([, percent, ground]) => ({ share: Number(percent) / 100, onSurfaceOnly: ground !== 'transparent' }));

/** The gradient ground's far end: the accent mixed into the page's background (opaque, so a plain mix). */
const groundTints = [...css.matchAll(/color-mix\(in srgb, var\(--hh-accent\) (\d+)%, var\(--hh-bg\)\)/g)].map(
  ([, percent]) => Number(percent) / 100,
);

/** On the gradient, secondary text is the theme's muted colour mixed with its text colour. */
const mutedOnGradient =
  Number(
    /--mantine-color-dimmed: color-mix\(in srgb, var\(--hh-muted\) (\d+)%, var\(--hh-text\)\)/.exec(
      css,
    )?.[1] ?? 100,
  ) / 100;

describe('the page theme stylesheet', () => {
  it('has a gradient ground to check', () => {
    expect(groundTints.length).toBeGreaterThanOrEqual(1);
  });

  for (const id of PROFILE_THEME_IDS) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`${id} (${scheme}): text, secondary text and the accent stay at 4.5:1 over the whole gradient`, () => {
        const c = PROFILE_THEMES[id][scheme];
        const { r, g, b } = parseColor(c.accent);
        const muted = parseColor(c.muted);
        const text = parseColor(c.text);
        const mix = (x: number, y: number) => Math.round(x * mutedOnGradient + y * (1 - mutedOnGradient));
        const dimmed = `rgb(${mix(muted.r, text.r)}, ${mix(muted.g, text.g)}, ${mix(muted.b, text.b)})`;
        for (const share of groundTints) {
          const end = over(`rgba(${r}, ${g}, ${b}, ${share})`, c.background);
          for (const [name, color] of [
            ['text', c.text],
            ['secondary', dimmed],
            ['accent', c.accent],
          ] as const) {
            expect(
              contrastRatio(color, end),
              `${name} ${color} over ${share * 100}% accent on ${c.background}`,
            ).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN);
            // The plain top of the gradient, and the cards, read it too.
            for (const ground of [c.background, c.surface]) {
              expect(contrastRatio(color, ground), `${name} ${color} on ${ground}`).toBeGreaterThanOrEqual(
                TEXT_CONTRAST_MIN,
              );
            }
          }
        }
      });
    }
  }

  it('has tinted grounds to check', () => {
    expect(tints.length).toBeGreaterThanOrEqual(4);
  });

  for (const id of PROFILE_THEME_IDS) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`${id} (${scheme}): the accent's text stays at 4.5:1 on every tint of it the page draws`, () => {
        const c = PROFILE_THEMES[id][scheme];
        const { r, g, b } = parseColor(c.accent);
        const accentAt = (share: number) => `rgba(${r}, ${g}, ${b}, ${share})`;
        for (const { share, onSurfaceOnly } of tints) {
          // A transparent tint lies over the card or over the page's ground.
          for (const ground of onSurfaceOnly ? [c.surface] : [c.surface, c.background]) {
            const tinted = over(accentAt(share), ground);
            expect(
              contrastRatio(c.accent, tinted),
              `${c.accent} on ${share * 100}% of it over ${ground}`,
            ).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN);
          }
        }
      });
    }
  }
});
