import type { HandleItem } from '@handlehub/shared';
import { ActionIcon } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { lazy } from 'react';
import { LazyDialog, useLazyDialog } from '../../components/lazy-dialog';

// The modal and the qrcode library load on the first tap: the profile's first paint needs neither.
const HandleQrModal = lazy(() => import('./handle-qr-modal').then((m) => ({ default: m.HandleQrModal })));

/**
 * The QR button on a handle row: the QR code of that handle's own link, `/user/{username}/{platform}`, to show
 * or to download (docs/decisions/013-play-together.md).
 */
export function HandleQrButton({
  username,
  item,
  disabled = false,
}: {
  username: string;
  item: HandleItem;
  /** While the account is locked its links lead nowhere, so their QR codes are not offered. */
  disabled?: boolean;
}) {
  const qr = useLazyDialog();
  return (
    <>
      <ActionIcon
        variant="subtle"
        size={44}
        disabled={disabled}
        aria-label={`QR code of the ${item.name} link${item.label ? ` (${item.label})` : ''}`}
        aria-haspopup="dialog"
        onClick={qr.open}
      >
        <IconQrcode size={22} />
      </ActionIcon>
      <LazyDialog state={qr}>
        <HandleQrModal username={username} item={item} {...qr.dialogProps} />
      </LazyDialog>
    </>
  );
}
