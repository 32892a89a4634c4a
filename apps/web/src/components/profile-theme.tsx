import type { PageStyle, ProfileThemeColors, ThemeColors } from '@handlehub/shared';
import { type CSSProperties, createContext, type ReactNode, useContext, useState } from 'react';

const NAMES: Record<keyof ThemeColors, string> = {
  accent: 'accent',
  accentText: 'accent-text',
  background: 'background',
  surface: 'surface',
  text: 'text',
  muted: 'muted',
};

/** Both schemes' colours as the custom properties profile-theme.css picks from. */
export function themeStyle(theme: ProfileThemeColors): CSSProperties {
  const style: Record<string, string> = {};
  for (const scheme of ['light', 'dark'] as const) {
    for (const [key, name] of Object.entries(NAMES)) {
      style[`--hh-${scheme}-${name}`] = theme[scheme][key as keyof ThemeColors];
    }
  }
  return style as CSSProperties;
}

/** Where a dialog opened from a themed page is drawn: inside the theme, so it wears the page's colours. */
const ThemePortal = createContext<HTMLElement | null>(null);

/**
 * A profile page in its owner's theme: inside it --hh-accent, --hh-accent-contrast, --hh-bg,
 * --hh-surface, --hh-text and --hh-muted hold the theme's colours for the colour scheme in use, and
 * Mantine's buttons, links, cards and text follow them (profile-theme.css, in the app's stylesheet). The
 * page style (a gradient ground, outline or pill rows) is drawn from its data attributes.
 */
export function ProfileTheme({
  theme,
  children,
}: {
  theme: ProfileThemeColors & Partial<PageStyle>;
  children: ReactNode;
}) {
  const [portal, setPortal] = useState<HTMLDivElement | null>(null);
  return (
    <div
      className="hh-profile-theme"
      data-profile-theme={theme.id}
      data-page-background={theme.background ?? 'solid'}
      data-page-buttons={theme.buttons ?? 'filled'}
      style={themeStyle(theme)}
    >
      <ThemePortal.Provider value={portal}>{children}</ThemePortal.Provider>
      <div ref={setPortal} />
    </div>
  );
}

/**
 * The props that open a Mantine dialog or drawer inside the page's theme when one is around (its dialogs,
 * share sheet and QR codes then match the page); elsewhere Mantine's own portal.
 */
export function useThemedPortal(): { portalProps?: { target: HTMLElement } } {
  const target = useContext(ThemePortal);
  return target ? { portalProps: { target } } : {};
}
