import { Button, Card, Text } from '@mantine/core';
import { IconCopy, IconShare } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { copyWithToast } from './copy-to-clipboard';
import classes from './profile-card.module.css';
import { ProfileHeader } from './profile-header';
import { useProfileLink } from './profile-link';
import type { QrPerson } from './qr-code-modal';

// The drawer loads on the first Share tap: a profile's first paint does not need it.
const ShareDrawer = lazy(() => import('./share-drawer').then((m) => ({ default: m.ShareDrawer })));

/**
 * The top of /user/{username} and /profile: the person ({@link ProfileHeader}), then Share and Copy Link
 * in an even grid with the page's own `actions` (Edit profile, Add account), then `children`; `about` (the bio) sits under the name.
 * `shareDisabled` (a locked account's own page) turns off the sharing of a link that leads nowhere.
 */
export function ProfileCard({
  person,
  nameAs = 'h1',
  shareDisabled = false,
  actions,
  about,
  children,
}: {
  person: QrPerson;
  nameAs?: 'h1' | 'h2';
  shareDisabled?: boolean;
  actions?: ReactNode;
  /** Under the @username: the bio. */
  about?: ReactNode;
  children?: ReactNode;
}) {
  const link = useProfileLink(person.username);
  const [drawer, setDrawer] = useState(false);
  // Stays mounted after the first opening so the drawer can play its closing transition.
  const [drawerUsed, setDrawerUsed] = useState(false);
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="share-panel">
      <ProfileHeader person={person} nameAs={nameAs} copyable={!shareDisabled}>
        {about}
      </ProfileHeader>
      <div className={classes.actions}>
        <Button
          px="xs"
          leftSection={<IconShare size={18} />}
          disabled={shareDisabled}
          onClick={() => {
            setDrawerUsed(true);
            setDrawer(true);
          }}
        >
          Share
        </Button>
        <Button
          variant="light"
          px="xs"
          leftSection={<IconCopy size={18} />}
          disabled={shareDisabled}
          onClick={() => void copyWithToast(link)}
        >
          Copy Link
        </Button>
        {actions}
      </div>
      {/* Under disabled buttons (a locked account) the invitation to share would say the opposite. */}
      {!shareDisabled && (
        <Text fz="xs" className={classes.caption}>
          Share the above link to your friends or click to Copy Link and share it
        </Text>
      )}
      {children && <div className={classes.extras}>{children}</div>}
      {drawerUsed && (
        <Suspense fallback={null}>
          <ShareDrawer link={link} opened={drawer} onClose={() => setDrawer(false)} />
        </Suspense>
      )}
    </Card>
  );
}
