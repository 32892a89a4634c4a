import type { UserCard as UserCardData } from '@handlehub/shared';
import { Button, Card, Stack, Text } from '@mantine/core';
import { UserAvatar } from '../../components/user-avatar';

/** A person in the home feed: photo, name, username and 'Visit Account'. */
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
        <Button mt="xs" fullWidth variant="light" onClick={() => onVisit(user.username)}>
          Visit Account
        </Button>
      </Stack>
    </Card>
  );
}
