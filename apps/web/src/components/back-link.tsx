import { Anchor } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The one way back at the top of a screen (the public profile, search on wide screens, the unknown page,
 * Add Account): an arrow and a short link in the accent, a 44 px tap target (global.css `.hh-back-link`).
 */
export function BackLink({
  to,
  children,
  wideOnly = false,
}: {
  to: string;
  children: ReactNode;
  /** Only where there is no bottom bar to go back with (screens over 850 px). */
  wideOnly?: boolean;
}) {
  return (
    <Anchor
      component={Link}
      to={to}
      fz="sm"
      fw={600}
      className={wideOnly ? 'hh-back-link hh-wide-only' : 'hh-back-link'}
    >
      <IconArrowLeft size={16} aria-hidden /> {children}
    </Anchor>
  );
}
