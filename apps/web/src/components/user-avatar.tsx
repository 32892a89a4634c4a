import type { Gender } from '@handlehub/shared';
import { DEFAULT_AVATAR_SVG } from '@handlehub/shared/avatars';
import { Avatar } from '@mantine/core';

// The artwork lives in packages/shared, where the server's link-preview card draws it too.
const dataUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;
const female = dataUrl(DEFAULT_AVATAR_SVG.female);
const male = dataUrl(DEFAULT_AVATAR_SVG.male);

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
