import { Paper, UnstyledButton } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { NavAvatar } from './nav-avatar';
import { NAV_ITEMS } from './nav-items';
import { ColorSchemeToggle } from './top-bar';

const TARGET = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  minHeight: 48,
};

/**
 * Narrow screens (up to 850px): a fixed bar of icons for home, info, shop, search and profile (the spec's
 * five), then the colour-scheme switch and Settings, which the top bar has on wide screens
 * (docs/decisions/016). Seven 44px targets fit a 320px screen.
 */
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
          style={TARGET}
        >
          {Icon ? <Icon size={26} stroke={1.8} /> : <NavAvatar size={28} />}
        </UnstyledButton>
      ))}
      <ColorSchemeToggle size={44} />
      <UnstyledButton
        component={NavLink}
        to="/settings"
        aria-label="Settings"
        className="hh-nav-link"
        style={TARGET}
      >
        <IconSettings size={26} stroke={1.8} />
      </UnstyledButton>
    </Paper>
  );
}
