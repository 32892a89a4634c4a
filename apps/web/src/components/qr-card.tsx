import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { lazy } from 'react';
import { Link } from 'react-router';
import { LazyDialog, useLazyDialog } from './lazy-dialog';
import { qrDownloadPath, useProfileLink } from './profile-link';
import type { QrPerson } from './qr-code-modal';

// The modal and the qrcode library load on the first click: the profile's first paint needs neither.
const QrCodeModal = lazy(() => import('./qr-code-modal').then((m) => ({ default: m.QrCodeModal })));

/** The profile's real QR code, small, drawn by the server (`/api/qr/{username}.svg`) when it scrolls in. */
function QrPicture({ username, size }: { username: string; size: number }) {
  const link = useProfileLink(username);
  return (
    <img
      src={qrDownloadPath(username, 'svg')}
      alt={`QR code of ${link}`}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      // The code's own white ground, so it scans in dark mode too.
      style={{ background: '#fff', borderRadius: 8, flex: 'none' }}
      data-testid="qr-card-image"
    />
  );
}

/**
 * The QR card: the profile's QR code and, once the person has accounts, the 'View QR Code Profile' button
 * that opens it large with the link and the files to print. Without accounts (own profile only) it asks for
 * one first. `compact` (the public page): one row after the links, the code small beside the button.
 */
export function QrCard({
  person,
  hasAccounts,
  disabled = false,
  compact = false,
}: {
  person: QrPerson;
  hasAccounts: boolean;
  /** A locked account's own page: the QR code leads to 'Not Accessible!', so it is not shown. */
  disabled?: boolean;
  compact?: boolean;
}) {
  const qr = useLazyDialog();
  const button = hasAccounts && (
    <>
      <Button variant={compact ? 'light' : 'filled'} disabled={disabled} onClick={qr.open}>
        View QR Code Profile
      </Button>
      <LazyDialog state={qr}>
        <QrCodeModal person={person} {...qr.dialogProps} />
      </LazyDialog>
    </>
  );
  const picture = hasAccounts && !disabled && (
    <QrPicture username={person.username} size={compact ? 64 : 120} />
  );
  if (compact) {
    return (
      <Card withBorder radius="lg" padding="sm" data-testid="qr-card">
        <Group gap="md" wrap="nowrap">
          {picture}
          <Stack gap={6} align="flex-start" style={{ minWidth: 0 }}>
            <Text fz="sm" c="dimmed">
              Scan to open this page on another phone
            </Text>
            {button}
          </Stack>
        </Group>
      </Card>
    );
  }
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="qr-card">
      <Stack align="center" ta="center" gap="sm">
        {hasAccounts ? (
          <>
            {picture}
            {button}
          </>
        ) : (
          <>
            <Text>Please add account to generate QR code</Text>
            <Button component={Link} to="addaccount">
              Add Social Account
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
