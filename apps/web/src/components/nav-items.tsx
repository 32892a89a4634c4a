import { IconHome, IconInfoCircle, IconSearch, IconShoppingBag } from '@tabler/icons-react';
import type { ComponentType } from 'react';

export interface NavItem {
  to: string;
  label: string;
  Icon?: ComponentType<{ size?: number; stroke?: number }>;
}

/** The spec's nav entries, in order; Profile is drawn with the user's photo. */
export const NAV_ITEMS: NavItem[] = [
  { to: '/home', label: 'Home', Icon: IconHome },
  { to: '/info', label: 'Info', Icon: IconInfoCircle },
  { to: '/shop', label: 'shop', Icon: IconShoppingBag },
  { to: '/search', label: 'Search', Icon: IconSearch },
  { to: '/profile', label: 'Profile' },
];
