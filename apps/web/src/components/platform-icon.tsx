import type { AccountIcon } from '@handlehub/shared';
import {
  PLATFORM_ICON_COLORS,
  PLATFORM_ICON_PATHS,
  PLATFORM_ICON_STROKE,
} from '@handlehub/shared/platform-icons';

/** X and the game controller follow the colour scheme; the other brands keep their colours. */
const THEMED: Partial<Record<AccountIcon, string>> = {
  Twitter: 'var(--mantine-color-text)',
  Controller: 'var(--mantine-primary-color-filled)',
};

/**
 * The spec's account icon: one per social platform, a controller for every game. The artwork lives in
 * packages/shared, where the server's link-preview card draws the same icons.
 */
export function PlatformIcon({ icon, size = 28 }: { icon: AccountIcon; size?: number }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke={THEMED[icon] ?? PLATFORM_ICON_COLORS[icon]}
      strokeWidth={PLATFORM_ICON_STROKE}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      data-icon={icon}
    >
      {PLATFORM_ICON_PATHS[icon].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
