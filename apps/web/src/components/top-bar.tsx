import {
  ActionIcon,
  Anchor,
  Group,
  Paper,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { IconMoon, IconSettings, IconSun } from '@tabler/icons-react';
import { Link, NavLink } from 'react-router';
import { NavAvatar } from './nav-avatar';
import { NAV_ITEMS } from './nav-items';

export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light');
  const next = computed === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon
      variant="subtle"
      size="lg"
      aria-label={`Switch to ${next} mode`}
      onClick={() => setColorScheme(next)}
    >
      {computed === 'dark' ? <IconSun size={20} /> : <IconMoon size={20} />}
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
