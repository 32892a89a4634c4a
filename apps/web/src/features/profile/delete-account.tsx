import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorText, notifyError, notifySuccess } from '../../lib/notify';
import { deleteAccount } from './api';

/**
 * 'Delete My Account': asks first, then deletes the account for good. `onDeleted` ends the session on
 * this browser (the server has already ended it everywhere).
 */
export function DeleteAccountButton({ onDeleted }: { onDeleted(): void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirmDelete = async () => {
    setBusy(true);
    try {
      const { msg } = await deleteAccount();
      setConfirming(false);
      onDeleted();
      notifySuccess(msg);
    } catch (error) {
      notifyError(errorText(error));
    } finally {
      setBusy(false);
    }
  };

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
