import type { ProfileThemeColors, ThemeColors } from '@handlehub/shared';
import type { CSSProperties, ReactNode } from 'react';

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

/**
 * A profile page in its owner's theme: inside it --hh-accent, --hh-accent-contrast, --hh-bg,
 * --hh-surface, --hh-text and --hh-muted hold the theme's colours for the colour scheme in use, and
 * Mantine's buttons, links, cards and text follow them (profile-theme.css, in the app's stylesheet).
 */
export function ProfileTheme({ theme, children }: { theme: ProfileThemeColors; children: ReactNode }) {
  return (
    <div className="hh-profile-theme" data-profile-theme={theme.id} style={themeStyle(theme)}>
      {children}
    </div>
  );
}
