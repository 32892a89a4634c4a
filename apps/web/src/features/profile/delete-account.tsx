import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useSend } from '../../lib/use-send';
import { deleteAccount } from './api';

/**
 * 'Delete My Account': asks first, then deletes the account for good. `onDeleted` ends the session on
 * this browser (the server has already ended it everywhere).
 */
export function DeleteAccountButton({ onDeleted }: { onDeleted(): void }) {
  const [confirming, setConfirming] = useState(false);
  const { sending: busy, submit: confirmDelete } = useSend<void>(deleteAccount, () => {
    setConfirming(false);
    onDeleted();
  });

  return (
    <>
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={18} aria-hidden />}
        onClick={() => setConfirming(true)}
      >
        Delete My Account
      </Button>
      <ConfirmDialog
        opened={confirming}
        title="Delete My Account"
        text="Are you sure? Your profile, handles, photo and QR code will be deleted for good, and your link will stop working."
        confirmLabel="Delete My Account"
        busy={busy}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
