import type { AccountIcon } from './handles.js';

/**
 * The artwork of the account icons, one source for the web (components/platform-icon.tsx) and the
 * server's link-preview card: the outline paths of Tabler Icons v3 (MIT, tabler.io), drawn on a 24×24
 * view box with a round-capped stroke and no fill.
 */
export const PLATFORM_ICON_PATHS: Record<AccountIcon, readonly string[]> = {
  Facebook: ['M7 10v4h3v7h4v-7h3l1 -4h-4v-2a1 1 0 0 1 1 -1h3v-4h-3a5 5 0 0 0 -5 5v2h-3'],
  Instagram: [
    'M3 7a4 4 0 0 1 4 -4h10a4 4 0 0 1 4 4v10a4 4 0 0 1 -4 4h-10a4 4 0 0 1 -4 -4l0 -10',
    'M8.5 12a3.5 3.5 0 1 0 7 0a3.5 3.5 0 0 0 -7 0',
    'M17 7v.01',
  ],
  Snapchat: [
    'M16.882 7.842a4.882 4.882 0 0 0 -9.764 0c0 4.273 -.213 6.409 -4.118 8.118c2 .882 2 .882 3 3c3 0 4 2 6 2s3 -2 6 -2c1 -2.118 1 -2.118 3 -3c-3.906 -1.709 -4.118 -3.845 -4.118 -8.118m-13.882 8.119c4 -2.118 4 -4.118 1 -7.118m17 7.118c-4 -2.118 -4 -4.118 -1 -7.118',
  ],
  Twitter: ['M4 4l11.733 16h4.267l-11.733 -16l-4.267 0', 'M4 20l6.768 -6.768m2.46 -2.46l6.772 -6.772'],
  Linkedin: [
    'M8 11v5',
    'M8 8v.01',
    'M12 16v-5',
    'M16 16v-3a2 2 0 1 0 -4 0',
    'M3 7a4 4 0 0 1 4 -4h10a4 4 0 0 1 4 4v10a4 4 0 0 1 -4 4h-10a4 4 0 0 1 -4 -4l0 -10',
  ],
  Youtube: [
    'M2 8a4 4 0 0 1 4 -4h12a4 4 0 0 1 4 4v8a4 4 0 0 1 -4 4h-12a4 4 0 0 1 -4 -4v-8',
    'M10 9l5 3l-5 3l0 -6',
  ],
  Controller: [
    'M12 5h3.5a5 5 0 0 1 0 10h-5.5l-4.015 4.227a2.3 2.3 0 0 1 -3.923 -2.035l1.634 -8.173a5 5 0 0 1 4.904 -4.019h3.4',
    'M14 15l4.07 4.284a2.3 2.3 0 0 0 3.925 -2.023l-1.6 -8.232',
    'M8 9v2',
    'M7 10h2',
    'M14 10h2',
  ],
};

/** Stroke width of the icons, in view-box units. */
export const PLATFORM_ICON_STROKE = 1.7;

/**
 * Brand colours on a light ground: the link-preview card and the embeddable profile card, always light,
 * use these. The web app uses PLATFORM_ICON_SCHEME_COLORS.
 */
export const PLATFORM_ICON_COLORS: Record<AccountIcon, string> = {
  Facebook: '#1877f2',
  Instagram: '#e1306c',
  Snapchat: '#f7c600',
  Twitter: '#0f1419',
  Linkedin: '#0a66c2',
  Youtube: '#ff0000',
  Controller: '#7950f2',
};

/**
 * The web app's icon colours in each colour scheme: the brand colour where it stands out at least 3:1
 * (WCAG non-text contrast) against the app's light surfaces (white, grey 0) and dark ones (#242424 page,
 * #2e2e2e cards and inputs); otherwise a lighter (dark scheme) or deeper (light scheme) tone of it.
 * X is near-black on light and near-white on dark; the game controller takes the app's violet.
 */
export const PLATFORM_ICON_SCHEME_COLORS: Record<AccountIcon, { light: string; dark: string }> = {
  Facebook: { light: '#1877f2', dark: '#4b8ff5' },
  Instagram: { light: '#e1306c', dark: '#f0508a' },
  Snapchat: { light: '#a88700', dark: '#f7c600' },
  Twitter: { light: '#0f1419', dark: '#e7e9ea' },
  Linkedin: { light: '#0a66c2', dark: '#5aa0e6' },
  Youtube: { light: '#ff0000', dark: '#ff4d4d' },
  Controller: { light: '#7048e8', dark: '#b197fc' },
};
