import {
  isPlatformIconName,
  PLATFORM_ICON_PATHS,
  PLATFORM_ICON_SCHEME_COLORS,
  PLATFORM_ICON_STROKE,
} from '@handlehub/shared/platform-icons';
import type { CSSProperties } from 'react';

/**
 * A platform's icon (the spec's seven and the catalogue's). The artwork lives in packages/shared, where the
 * server's cards draw the same icons; drawn inline, so a server-drawn page shows them in its first paint. Each icon has a colour per
 * colour scheme (global.css picks it: .hh-platform-icon), so a dark-blue LinkedIn or a red YouTube stays
 * visible on the dark surfaces.
 */
export function PlatformIcon({ icon, size = 28 }: { icon: string; size?: number }) {
  // An icon this build does not know (a newer server's) draws as the generic one.
  const known = isPlatformIconName(icon) ? icon : 'Link';
  const colors = PLATFORM_ICON_SCHEME_COLORS[known];
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke={colors.light}
      strokeWidth={PLATFORM_ICON_STROKE}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      data-icon={known}
      className="hh-platform-icon"
      style={{ '--hh-icon-light': colors.light, '--hh-icon-dark': colors.dark } as CSSProperties}
    >
      {PLATFORM_ICON_PATHS[known].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
