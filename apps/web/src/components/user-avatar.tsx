import type { Gender } from '@handlehub/shared';
import { Avatar } from '@mantine/core';
import female from '../assets/avatars/female.svg';
import male from '../assets/avatars/male.svg';

/** The default picture for someone without a photo, by gender (our own artwork). */
export const defaultAvatar = (gender: Gender | undefined) => (gender === 'male' ? male : female);

/** A person's photo, or the default avatar when they have none. */
export function UserAvatar({
  photo,
  gender,
  name,
  size = 96,
}: {
  photo: string | null;
  gender?: Gender | undefined;
  name: string;
  size?: number;
}) {
  return (
    <Avatar
      src={photo ?? defaultAvatar(gender)}
      alt={`Photo of ${name}`}
      size={size}
      radius={size}
      data-testid="user-avatar"
    />
  );
}
