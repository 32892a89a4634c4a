import { Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { copyWithToast } from './copy-to-clipboard';
import classes from './profile-header.module.css';
import { useProfileLink } from './profile-link';
import type { QrPerson } from './qr-code-modal';
import { UserAvatar } from './user-avatar';

/**
 * Where the person will be, while the signed-in person is not known yet (a page the server drew): the
 * photo, the name and the username as placeholders of their sizes, so nothing moves when they arrive.
 */
function PersonPlaceholder() {
  return (
    <header className={classes.header} aria-hidden>
      <div className={classes.photo}>
        <Skeleton className={classes.photoPlaceholder} circle />
      </div>
      <Skeleton className={classes.name} height="1.2em" width="12ch" />
      <Skeleton className={classes.username} height="calc(1.55em + 4px)" width="10ch" />
    </header>
  );
}

/**
 * The person at the top of a profile, centred: a large photo, the name (the page's heading), and
 * @username, which copies the profile link when tapped. `children` go under the username (a bio line).
 * Without a `person` (the session not known yet), placeholders of the same size.
 */
export function ProfileHeader({
  person,
  nameAs,
  copyable = true,
  children,
}: {
  person: QrPerson | undefined;
  nameAs: 'h1' | 'h2';
  /** Off while the link leads nowhere (a locked account's own page): the username is plain text. */
  copyable?: boolean;
  children?: ReactNode;
}) {
  const link = useProfileLink(person?.username ?? '');
  const Name = nameAs;
  if (!person) return <PersonPlaceholder />;
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
