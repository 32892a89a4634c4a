import {
  contrastRatio,
  NON_TEXT_CONTRAST_MIN,
  over,
  TEXT_CONTRAST_MIN,
} from '@handlehub/shared/color-contrast';
import {
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  defaultVariantColorsResolver,
  mergeMantineTheme,
} from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

const full = mergeMantineTheme(DEFAULT_THEME, theme);
type Variables = Record<string, string | undefined>;
type Resolved = { variables: Variables; light: Variables; dark: Variables };
const base: Resolved = defaultCssVariablesResolver(full);
const ours: Resolved = cssVariablesResolver(full);
type Scheme = 'light' | 'dark';

/** A CSS value as the browser computes it in a scheme: the theme's variables, ours over Mantine's. */
function resolve(value: string, scheme: Scheme): string {
  const name = /^var\((--[\w-]+)\)$/.exec(value.trim())?.[1];
  if (!name) return value;
  const found = ours[scheme][name] ?? base[scheme][name] ?? ours.variables[name] ?? base.variables[name];
  if (found === undefined) throw new Error(`${name} is not a theme variable`);
  return resolve(found, scheme);
}
const cssVar = (name: string, scheme: Scheme) => resolve(`var(${name})`, scheme);

/** Where text sits: the page, cards, papers and inputs (Mantine: white / dark 6), hovered rows. */
const SURFACES: Record<Scheme, string[]> = {
  light: ['--mantine-color-body', '--mantine-color-white', '--mantine-color-gray-0'],
  dark: ['--mantine-color-body', '--mantine-color-dark-6'],
};

/** The text colours screens use: body text, dimmed (handles, @usernames, hints), links, c="violet"/"red", errors. */
const TEXTS = [
  '--mantine-color-text',
  '--mantine-color-dimmed',
  '--mantine-color-anchor',
  '--mantine-color-violet-text',
  '--mantine-color-red-text',
  '--mantine-color-error',
];

/** Filled buttons: violet (Explore, Share, Login, Update, Shop Now...), WhatsApp's green, red, orange. */
const FILLED = ['violet', 'green', 'red', 'orange'];

describe.each(['light', 'dark'] as const)('the %s scheme', (scheme) => {
  it.each(TEXTS)('%s reads at least 4.5:1 on every surface', (text) => {
    for (const surface of SURFACES[scheme]) {
      const ratio = contrastRatio(cssVar(text, scheme), cssVar(surface, scheme));
      expect(ratio, `${text} on ${surface}`).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN);
    }
  });

  it('white text on the primary colour (filled buttons, the active chip) is at least 4.5:1', () => {
    const primary = cssVar('--mantine-primary-color-filled', scheme);
    expect(contrastRatio('#ffffff', primary)).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN);
  });

  it.each(FILLED)('a filled %s button has text at least 4.5:1 on it', (color) => {
    const colors = defaultVariantColorsResolver({
      color,
      theme: full,
      variant: 'filled',
      autoContrast: full.autoContrast,
    });
    const ratio = contrastRatio(resolve(colors.color, scheme), resolve(colors.background, scheme));
    expect(ratio).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN);
  });

  it.each(['violet', 'red'])(
    'a light %s button (Copy Link, Delete Product) reads at least 4.5:1',
    (color) => {
      const colors = defaultVariantColorsResolver({ color, theme: full, variant: 'light' });
      for (const surface of SURFACES[scheme]) {
        const ground = over(resolve(colors.background, scheme), cssVar(surface, scheme));
        expect(contrastRatio(resolve(colors.color, scheme), ground)).toBeGreaterThanOrEqual(
          TEXT_CONTRAST_MIN,
        );
      }
    },
  );

  it('the focus outline stands out at least 3:1 from every surface', () => {
    const outline = cssVar('--hh-focus-ring', scheme);
    for (const surface of SURFACES[scheme]) {
      expect(contrastRatio(outline, cssVar(surface, scheme))).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST_MIN);
    }
  });
});
