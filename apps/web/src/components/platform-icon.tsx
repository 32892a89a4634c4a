import type { AccountIcon } from '@handlehub/shared';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandSnapchat,
  IconBrandX,
  IconBrandYoutube,
  IconDeviceGamepad2,
} from '@tabler/icons-react';

const ICONS: Record<AccountIcon, typeof IconBrandFacebook> = {
  Facebook: IconBrandFacebook,
  Instagram: IconBrandInstagram,
  Snapchat: IconBrandSnapchat,
  Twitter: IconBrandX,
  Linkedin: IconBrandLinkedin,
  Youtube: IconBrandYoutube,
  Controller: IconDeviceGamepad2,
};

const COLORS: Record<AccountIcon, string> = {
  Facebook: '#1877f2',
  Instagram: '#e1306c',
  Snapchat: '#f7c600',
  Twitter: 'var(--mantine-color-text)',
  Linkedin: '#0a66c2',
  Youtube: '#ff0000',
  Controller: 'var(--mantine-primary-color-filled)',
};

/** The spec's account icon: one per social platform, a controller for every game. */
export function PlatformIcon({ icon, size = 28 }: { icon: AccountIcon; size?: number }) {
  const Icon = ICONS[icon];
  return <Icon size={size} color={COLORS[icon]} stroke={1.7} aria-hidden data-icon={icon} />;
}
