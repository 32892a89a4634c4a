import { Paper, UnstyledButton } from '@mantine/core';
import { NavLink } from 'react-router';
import { NavAvatar } from './nav-avatar';
import { NAV_ITEMS } from './nav-items';

/** Narrow screens (up to 850px): a fixed bar of icons for home, info, shop, search and profile. */
export function BottomBar() {
  return (
    <Paper
      component="nav"
      aria-label="Main"
      className="hh-bottom-bar"
      shadow="md"
      radius={0}
      h="var(--hh-bottom-bar-height)"
      style={{
        position: 'fixed',
        bottom: 0,
        left: 0,
        right: 0,
        zIndex: 100,
        justifyContent: 'space-around',
        alignItems: 'center',
      }}
    >
      {NAV_ITEMS.map(({ to, label, Icon }) => (
        <UnstyledButton
          key={to}
          component={NavLink}
          to={to}
          aria-label={label}
          className="hh-nav-link"
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            minWidth: 48,
            minHeight: 48,
          }}
        >
          {Icon ? <Icon size={26} stroke={1.8} /> : <NavAvatar size={28} />}
        </UnstyledButton>
      ))}
    </Paper>
  );
}
