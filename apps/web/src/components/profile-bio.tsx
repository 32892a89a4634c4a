import { Text } from '@mantine/core';

/** The line under a profile's name; nothing when there is no bio. */
export function ProfileBio({ bio }: { bio: string | null | undefined }) {
  if (!bio) return null;
  return (
    <Text mt="sm" data-testid="profile-bio" style={{ overflowWrap: 'anywhere' }}>
      {bio}
    </Text>
  );
}
