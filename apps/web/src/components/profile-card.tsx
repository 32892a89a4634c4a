import { Button, Card, Text } from '@mantine/core';
import { IconCopy, IconShare } from '@tabler/icons-react';
import { lazy, type ReactNode, useRef } from 'react';
import { copyWithToast } from './copy-to-clipboard';
import { LazyDialog, useLazyDialog } from './lazy-dialog';
import classes from './profile-card.module.css';
import { ProfileHeader } from './profile-header';
import { useProfileLink } from './profile-link';
import type { QrPerson } from './qr-code-modal';

// The drawer and the QR dialog load on the first tap: a profile's first paint needs neither.
const ShareDrawer = lazy(() => import('./share-drawer').then((m) => ({ default: m.ShareDrawer })));
const QrCodeModal = lazy(() => import('./qr-code-modal').then((m) => ({ default: m.QrCodeModal })));

/**
 * The top of /user/{username} and /profile: the person ({@link ProfileHeader}), then Share and Copy Link
 * in an even grid with the page's own `actions` (Edit profile, Add account), then `children`; `about` (the
 * bio) sits under the name. `shareDisabled` (a locked account's own page) turns off the sharing of a link
 * that leads nowhere.
 *
 * On the public page the rest of what takes the profile along lives in the sheet Share opens (`sheet`:
 * Save contact, Embed card; `sheetQr`: the QR code), so the person's links come right after their name.
 */
export function ProfileCard({
  person,
  nameAs = 'h1',
  shareDisabled = false,
  caption = true,
  actions,
  about,
  sheet,
  sheetQr = false,
  children,
}: {
  /** Undefined while the signed-in person is not known yet (a page the server drew): placeholders, sharing off. */
  person: QrPerson | undefined;
  nameAs?: 'h1' | 'h2';
  shareDisabled?: boolean;
  /** The spec's invitation under the buttons: the owner's page shows it, a visitor's page does not. */
  caption?: boolean;
  actions?: ReactNode;
  /** Under the @username: the bio. */
  about?: ReactNode;
  /** More in the share sheet, under its WhatsApp row. */
  sheet?: ReactNode;
  /** 'View QR Code Profile' in the share sheet. */
  sheetQr?: boolean;
  children?: ReactNode;
}) {
  const link = useProfileLink(person?.username ?? '');
  const sharing = !shareDisabled && person !== undefined;
  const shareButton = useRef<HTMLButtonElement>(null);
  const drawer = useLazyDialog();
  const qr = useLazyDialog();
  const showQr = () => {
    drawer.close();
    qr.open();
  };
  return (
    <Card withBorder radius="lg" className={classes.card} data-testid="share-panel">
      <ProfileHeader person={person} nameAs={nameAs} copyable={sharing}>
        {about}
      </ProfileHeader>
      <div className={classes.actions}>
        <Button
          ref={shareButton}
          px="xs"
          leftSection={<IconShare size={18} />}
          disabled={!sharing}
          onClick={drawer.open}
        >
          Share
        </Button>
        <Button
          variant="light"
          px="xs"
          leftSection={<IconCopy size={18} />}
          disabled={!sharing}
          onClick={() => void copyWithToast(link)}
        >
          Copy Link
        </Button>
        {actions}
      </div>
      {/* Under disabled buttons (a locked account) the invitation to share would say the opposite. */}
      {caption && !shareDisabled && (
        <Text fz="xs" className={classes.caption}>
          Share the above link to your friends or click to Copy Link and share it
        </Text>
      )}
      {children && <div className={classes.extras}>{children}</div>}
      <LazyDialog state={drawer}>
        <ShareDrawer link={link} {...drawer.dialogProps} onShowQr={sheetQr ? showQr : undefined}>
          {sheet}
        </ShareDrawer>
      </LazyDialog>
      {person && (
        <LazyDialog state={qr}>
          <QrCodeModal
            person={person}
            {...qr.dialogProps}
            // Opened from the sheet, which is gone by then: focus goes back to Share.
            returnFocusTo={shareButton}
          />
        </LazyDialog>
      )}
    </Card>
  );
}
