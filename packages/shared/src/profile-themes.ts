/**
 * The page themes a person picks on Edit Profile (docs/decisions/017-bio-and-themes.md): one
 * list for the API's enum, the public page's colours (light and dark), the Edit Profile swatches and the
 * link-preview card. Every pair of colours a page draws meets WCAG AA (4.5:1), checked by
 * profile-themes.test.ts.
 */

/** The colours of one scheme of a theme. */
export interface ThemeColors {
  /** Filled buttons, links, the handle; also readable as text on `background` and `surface`. */
  accent: string;
  /** Text on `accent` (a filled button's label). */
  accentText: string;
  /** The page behind the cards. */
  background: string;
  /** Cards on the page. */
  surface: string;
  /** Body text on `background` and `surface`. */
  text: string;
  /** Secondary text (the @username, hints) on `background` and `surface`. */
  muted: string;
}

export const PROFILE_THEME_IDS = ['violet', 'ocean', 'forest', 'sunset', 'rose', 'graphite'] as const;
export type ProfileThemeId = (typeof PROFILE_THEME_IDS)[number];
/** The theme of everyone who never picked one. */
export const DEFAULT_PROFILE_THEME: ProfileThemeId = 'violet';

/** A theme as the public page receives it: its id and both schemes' colours. */
export interface ProfileThemeColors {
  id: ProfileThemeId;
  light: ThemeColors;
  dark: ThemeColors;
}

/**
 * The page's ground: the theme's background colour alone, or that colour fading into a tint of the accent
 * (profile-theme.css draws it; its contrast test holds every text of the page to AA over the tint).
 */
export const PAGE_BACKGROUNDS = ['solid', 'gradient'] as const;
export type PageBackground = (typeof PAGE_BACKGROUNDS)[number];

/**
 * The shape of the page's link rows: a filled card (the first look, and the default), an outline on the
 * page's ground, or a filled pill.
 */
export const PAGE_BUTTONS = ['filled', 'outline', 'pill'] as const;
export type PageButtons = (typeof PAGE_BUTTONS)[number];

/** How a page is drawn beyond its colours; everyone who never chose has the first look. */
export interface PageStyle {
  background: PageBackground;
  buttons: PageButtons;
}
export const DEFAULT_PAGE_STYLE: Readonly<PageStyle> = { background: 'solid', buttons: 'filled' };

/** The names under the choices on Edit Profile. */
export const PAGE_BACKGROUND_LABELS: Readonly<Record<PageBackground, string>> = {
  solid: 'Solid',
  gradient: 'Gradient',
};
export const PAGE_BUTTON_LABELS: Readonly<Record<PageButtons, string>> = {
  filled: 'Filled',
  outline: 'Outline',
  pill: 'Pill',
};

/** The public page's whole look: the theme's colours and the page style. */
export interface PageTheme extends ProfileThemeColors, PageStyle {}

export interface ProfileTheme extends ProfileThemeColors {
  /** The name under its swatch on Edit Profile. */
  label: string;
}

export const PROFILE_THEMES: Readonly<Record<ProfileThemeId, ProfileTheme>> = {
  violet: {
    id: 'violet',
    label: 'Violet',
    light: {
      accent: '#6741d9',
      accentText: '#ffffff',
      background: '#f3f0ff',
      surface: '#ffffff',
      text: '#1a1b1e',
      muted: '#64636a',
    },
    dark: {
      accent: '#b197fc',
      accentText: '#1b1238',
      background: '#17131f',
      surface: '#221c2f',
      text: '#f1edfa',
      muted: '#9e9aa7',
    },
  },
  ocean: {
    id: 'ocean',
    label: 'Ocean',
    light: {
      accent: '#1864ab',
      accentText: '#ffffff',
      background: '#e7f5ff',
      surface: '#ffffff',
      text: '#0f2438',
      muted: '#586b7c',
    },
    dark: {
      accent: '#74c0fc',
      accentText: '#0b1a2b',
      background: '#0c1724',
      surface: '#132338',
      text: '#e6f1fb',
      muted: '#939ea9',
    },
  },
  forest: {
    id: 'forest',
    label: 'Forest',
    light: {
      accent: '#256933',
      accentText: '#ffffff',
      background: '#ebfbee',
      surface: '#ffffff',
      text: '#132a18',
      muted: '#5c7161',
    },
    dark: {
      accent: '#8ce99a',
      accentText: '#0c1f10',
      background: '#0f1a12',
      surface: '#17281b',
      text: '#e7f5ea',
      muted: '#95a298',
    },
  },
  sunset: {
    id: 'sunset',
    label: 'Sunset',
    light: {
      accent: '#a2360a',
      accentText: '#ffffff',
      background: '#fff4e6',
      surface: '#ffffff',
      text: '#2b1608',
      muted: '#7c6a5c',
    },
    dark: {
      accent: '#ffa94d',
      accentText: '#2b1300',
      background: '#1f140c',
      surface: '#2e1e12',
      text: '#fbeee3',
      muted: '#a79b91',
    },
  },
  rose: {
    id: 'rose',
    label: 'Rose',
    light: {
      accent: '#a7204f',
      accentText: '#ffffff',
      background: '#fff0f6',
      surface: '#ffffff',
      text: '#2b0f19',
      muted: '#7c656d',
    },
    dark: {
      accent: '#faa2c1',
      accentText: '#2b0a16',
      background: '#1f0f16',
      surface: '#2f1822',
      text: '#fbe9f0',
      muted: '#a7969d',
    },
  },
  graphite: {
    id: 'graphite',
    label: 'Graphite',
    light: {
      accent: '#343a40',
      accentText: '#ffffff',
      background: '#f1f3f5',
      surface: '#ffffff',
      text: '#16181b',
      muted: '#696b6e',
    },
    dark: {
      accent: '#ced4da',
      accentText: '#16181b',
      background: '#141517',
      surface: '#1f2124',
      text: '#eceef0',
      muted: '#9a9c9e',
    },
  },
};

/** A theme's colours for the public page, without its label. */
export function profileThemeColors(id: ProfileThemeId): ProfileThemeColors {
  const { light, dark } = PROFILE_THEMES[id];
  return { id, light, dark };
}

/** A page's whole look: a theme's colours with a page style (the first look unless given). */
export const pageTheme = (id: ProfileThemeId, style: PageStyle = DEFAULT_PAGE_STYLE): PageTheme => ({
  ...profileThemeColors(id),
  ...style,
});

/** A stored page style as one of the choices (an unknown value, e.g. from an older row, is the default). */
export function toPageStyle(stored: { background?: string | null; buttons?: string | null }): PageStyle {
  const pick = <T extends string>(choices: readonly T[], value: string | null | undefined, fallback: T): T =>
    (choices as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
  return {
    background: pick(PAGE_BACKGROUNDS, stored.background, DEFAULT_PAGE_STYLE.background),
    buttons: pick(PAGE_BUTTONS, stored.buttons, DEFAULT_PAGE_STYLE.buttons),
  };
}

/** A stored theme id as one of the six (an unknown value, e.g. from an older row, is the default). */
export const toProfileThemeId = (value: string | null | undefined): ProfileThemeId =>
  (PROFILE_THEME_IDS as readonly string[]).includes(value ?? '')
    ? (value as ProfileThemeId)
    : DEFAULT_PROFILE_THEME;
