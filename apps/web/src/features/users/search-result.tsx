import type { UserCard } from '@handlehub/shared';
import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { UserAvatar } from '../../components/user-avatar';
import { VerifiedMark } from '../../components/verified-mark';

/** One search result (photo, name, username), linking to the person's public profile. */
export function SearchResult({ user }: { user: UserCard }) {
  return (
    <UnstyledButton component={Link} to={`/user/${user.username}`} display="block">
      <Paper withBorder p="sm" radius="md">
        <Group wrap="nowrap">
          <UserAvatar photo={user.photo} name={user.name} size={48} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {user.name}
            </Text>
            <Text c="dimmed" fz="sm" truncate>
              @{user.username}
            </Text>
          </Stack>
          {/* At the far end, clear of a long name. */}
          {user.verified && (
            <span style={{ marginInlineStart: 'auto', flex: 'none' }}>
              <VerifiedMark size="short" />
            </span>
          )}
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
