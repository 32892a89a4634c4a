import {
  ActionIcon,
  Anchor,
  Box,
  Group,
  Paper,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { IconMoon, IconSettings, IconSun } from '@tabler/icons-react';
import { Link, NavLink } from 'react-router';
import { NavAvatar } from './nav-avatar';
import { NAV_ITEMS } from './nav-items';

/** Light or dark; `size` in px for the bottom bar's touch targets, Mantine's 'lg' in the top bar. */
export function ColorSchemeToggle({ size }: { size?: number } = {}) {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light');
  const next = computed === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon
      variant="subtle"
      size={size ?? 'lg'}
      // In the bottom bar it reads as one of the bar's icons, not as the active (violet) one.
      {...(size ? { c: 'var(--mantine-color-text)' } : {})}
      aria-label={`Switch to ${next} mode`}
      onClick={() => setColorScheme(next)}
    >
      {/* Both icons, one hidden by the scheme's CSS: a server-rendered page draws the right one at once.
          The flex layout is a class, not a style prop: an inline `display` would beat the hiding rule. */}
      <Box component="span" darkHidden className="hh-scheme-icon">
        <IconMoon size={size ? 24 : 20} />
      </Box>
      <Box component="span" lightHidden className="hh-scheme-icon">
        <IconSun size={size ? 24 : 20} />
      </Box>
    </ActionIcon>
  );
}

/** Wide screens: brand on the left, the text links, the colour toggle and the settings gear. */
export function TopBar() {
  return (
    <Paper
      component="header"
      className="hh-top-bar"
      shadow="xs"
      radius={0}
      px="lg"
      h="var(--hh-top-bar-height)"
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        alignItems: 'center',
        justifyContent: 'space-between',
      }}
    >
      <Anchor component={Link} to="/" fw={800} fz="xl" underline="never" aria-label="HandleHub home">
        HandleHub
      </Anchor>
      <Group component="nav" aria-label="Main" gap="lg">
        {NAV_ITEMS.map((item) => (
          <Anchor
            key={item.to}
            component={NavLink}
            to={item.to}
            className="hh-nav-link"
            c="var(--mantine-color-text)"
            underline="never"
          >
            {item.to === '/profile' ? (
              <Group gap={6} wrap="nowrap">
                <NavAvatar size={24} />
                {item.label}
              </Group>
            ) : (
              item.label
            )}
          </Anchor>
        ))}
      </Group>
      <Group gap="xs">
        <ColorSchemeToggle />
        <ActionIcon
          component={NavLink}
          to="/settings"
          variant="subtle"
          size="lg"
          aria-label="Settings"
          className="hh-nav-link"
        >
          <IconSettings size={22} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
