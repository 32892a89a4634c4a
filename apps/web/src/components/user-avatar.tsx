import { defaultAvatarUrl } from '@handlehub/shared/avatars';
import { Avatar } from '@mantine/core';

/**
 * A person's photo, or their initials on a colour of their own when they have none: the same picture on
 * their own screens and on public ones (packages/shared/src/avatars.ts, which the server's cards draw too).
 */
export function UserAvatar({
  photo,
  name,
  size = 96,
}: {
  photo: string | null;
  name: string;
  size?: number;
}) {
  return (
    <Avatar
      src={photo ?? defaultAvatarUrl(name)}
      alt={`Photo of ${name}`}
      size={size}
      radius={size}
      data-testid="user-avatar"
    />
  );
}
