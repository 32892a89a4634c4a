import { Button, Card, Stack, Text } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { QrPerson } from './qr-code-modal';

// The modal and the qrcode library load on the first click: the profile's first paint needs neither.
const QrCodeModal = lazy(() => import('./qr-code-modal').then((m) => ({ default: m.QrCodeModal })));

/**
 * The QR card: a static QR picture, and once the person has accounts the 'View QR Code Profile'
 * button. Without accounts (own profile only) it asks for one first.
 */
export function QrCard({
  person,
  hasAccounts,
  disabled = false,
}: {
  person: QrPerson;
  hasAccounts: boolean;
  /** A locked account's own page: the QR code leads to 'Not Accessible!', so it is not shown. */
  disabled?: boolean;
}) {
  const [opened, setOpened] = useState(false);
  // Stays mounted after the first opening so the modal can play its closing transition.
  const [used, setUsed] = useState(false);
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="qr-card">
      <Stack align="center" ta="center" gap="sm">
        <IconQrcode size={120} stroke={1.2} aria-hidden />
        {hasAccounts ? (
          <>
            <Button
              disabled={disabled}
              onClick={() => {
                setUsed(true);
                setOpened(true);
              }}
            >
              View QR Code Profile
            </Button>
            {used && (
              <Suspense fallback={null}>
                <QrCodeModal person={person} opened={opened} onClose={() => setOpened(false)} />
              </Suspense>
            )}
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
