import type { UserCard as UserCardData } from '@handlehub/shared';
import { Button, Card, Stack, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '../../components/user-avatar';
import { VerifiedMark } from '../../components/verified-mark';

/** A click that the browser would open in a new tab or window, or download, rather than here. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A person in the home feed: photo, name, username and 'Visit Account', a real link to their profile (it
 * opens in a new tab too). `onVisit` runs before the feed leaves for the profile in this tab.
 */
export function UserCard({ user, onVisit }: { user: UserCardData; onVisit: (username: string) => void }) {
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="article"
      aria-label={user.name}
      data-username={user.username}
    >
      <Stack align="center" gap={6} ta="center">
        <UserAvatar photo={user.photo} name={user.name} size={88} />
        <Text fw={700} fz="lg" lineClamp={1}>
          {user.name}
        </Text>
        <Text c="dimmed" fz="sm" lineClamp={1}>
          @{user.username}
        </Text>
        {user.verified && <VerifiedMark size="short" />}
        <Button
          mt="xs"
          fullWidth
          variant="light"
          component={Link}
          to={`/user/${user.username}`}
          // Eleven links named alike cannot be told apart in a screen reader's list of links; the name
          // starts with the visible text, as speech input expects.
          aria-label={`Visit Account of ${user.name}`}
          onClick={(event: MouseEvent) => {
            if (!opensElsewhere(event)) onVisit(user.username);
          }}
        >
          Visit Account
        </Button>
      </Stack>
    </Card>
  );
}
