import { TIMINGS } from '@handlehub/shared/limits';
import { Button, Stack } from '@mantine/core';
import { IconDevices, IconLogout } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { logout, logoutEverywhere } from '../../features/auth/api';
import { DeleteAccountButton } from '../../features/profile/delete-account';
import { errorText, notifyError, notifySuccess } from '../../lib/notify';
import { session } from '../../lib/session';

type Exit = 'logout' | 'logoutAll';

/** The two ways to sign out, each asked once more; the button, the question's title and its answer say the same. */
const EXITS: Record<Exit, { label: string; question: string; Icon: typeof IconLogout }> = {
  logout: { label: 'Logout', question: 'Are you sure you want to log out?', Icon: IconLogout },
  logoutAll: {
    label: 'Log out of all devices',
    question: 'Are you sure? Every device signed in to your account, this one included, will be logged out.',
    Icon: IconDevices,
  },
};

/** The foot of Settings: Delete Account, Logout and Log out of all devices, with their questions. */
export function AccountExits() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Exit | null>(null);
  // The question stays in the dialog while it closes.
  const [question, setQuestion] = useState<Exit>('logout');
  const [busy, setBusy] = useState(false);

  const endSession = () => {
    session.clear();
    queryClient.clear();
  };

  const confirm: Record<Exit, () => Promise<void>> = {
    async logout() {
      setBusy(true);
      // The local session ends even if the server cannot be told (offline, session already expired).
      await logout().catch(() => undefined);
      setBusy(false);
      setAsking(null);
      endSession();
      navigate('/home');
    },
    // Unlike a plain logout, this one must reach the server: a failure is said, and this device stays signed in.
    async logoutAll() {
      setBusy(true);
      try {
        const { msg } = await logoutEverywhere();
        setAsking(null);
        endSession();
        notifySuccess(msg);
        navigate('/home');
      } catch (error) {
        notifyError(errorText(error));
      } finally {
        setBusy(false);
      }
    },
  };

  const afterDelete = () => {
    endSession();
    setTimeout(() => navigate('/home'), TIMINGS.deleteAccountRedirect);
  };

  return (
    <Stack gap="sm">
      <DeleteAccountButton onDeleted={afterDelete} />
      {(Object.keys(EXITS) as Exit[]).map((exit) => {
        const { label, Icon } = EXITS[exit];
        return (
          <Button
            key={exit}
            variant="default"
            leftSection={<Icon size={18} aria-hidden />}
            onClick={() => {
              setQuestion(exit);
              setAsking(exit);
            }}
          >
            {label}
          </Button>
        );
      })}
      <ConfirmDialog
        opened={asking !== null}
        title={EXITS[question].label}
        text={EXITS[question].question}
        confirmLabel={EXITS[question].label}
        busy={busy}
        onConfirm={() => void confirm[question]()}
        onCancel={() => setAsking(null)}
      />
    </Stack>
  );
}
