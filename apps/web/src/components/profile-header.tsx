import type { ReactNode } from 'react';
import { copyWithToast } from './copy-to-clipboard';
import classes from './profile-header.module.css';
import { useProfileLink } from './profile-link';
import type { QrPerson } from './qr-code-modal';
import { UserAvatar } from './user-avatar';

/**
 * The person at the top of a profile, centred: a large photo, the name (the page's heading), and
 * @username, which copies the profile link when tapped. `children` go under the username (a bio line).
 */
export function ProfileHeader({
  person,
  nameAs,
  copyable = true,
  children,
}: {
  person: QrPerson;
  nameAs: 'h1' | 'h2';
  /** Off while the link leads nowhere (a locked account's own page): the username is plain text. */
  copyable?: boolean;
  children?: ReactNode;
}) {
  const link = useProfileLink(person.username);
  const Name = nameAs;
  return (
    <header className={classes.header}>
      <div className={classes.photo}>
        <UserAvatar photo={person.photo} name={person.name} size={96} />
      </div>
      <Name className={classes.name}>{person.name}</Name>
      {copyable ? (
        <button
          type="button"
          className={classes.username}
          onClick={() => void copyWithToast(link)}
          aria-label={`@${person.username}, copy profile link`}
        >
          @{person.username}
        </button>
      ) : (
        <span className={classes.username}>@{person.username}</span>
      )}
      {children}
    </header>
  );
}
