import type { SocialAccount } from '@handlehub/shared';
import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

// The modal and the qrcode library load on the first tap: the profile's first paint needs neither.
const HandleQrModal = lazy(() => import('./handle-qr-modal').then((m) => ({ default: m.HandleQrModal })));

/**
 * 'QR' on a handle row: the QR code of that handle's own link, `/user/{username}/{platform}`, to show
 * or to download (docs/decisions/013-play-together.md).
 */
export function HandleQrButton({ username, account }: { username: string; account: SocialAccount }) {
  const [opened, setOpened] = useState(false);
  // Stays mounted after the first opening so the modal can play its closing transition.
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        px={6}
        aria-label={`QR code of the ${account.accountName} link`}
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpened(true);
        }}
      >
        QR
      </Button>
      {used && (
        <Suspense fallback={null}>
          <HandleQrModal
            username={username}
            account={account}
            opened={opened}
            onClose={() => setOpened(false)}
          />
        </Suspense>
      )}
    </>
  );
}
