import { TIMINGS } from '@handlehub/shared/limits';
import { Button, Container, Divider, NavLink, Paper, Stack, Title } from '@mantine/core';
import {
  IconChevronRight,
  IconDevices,
  IconFileText,
  IconLogout,
  IconMessage,
  IconShieldLock,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoginPrompt } from '../../components/login-prompt';
import { logout, logoutEverywhere } from '../../features/auth/api';
import { FeedbackModal } from '../../features/feedback/feedback-modal';
import { DeleteAccountButton } from '../../features/profile/delete-account';
import { ExportDataLink } from '../../features/profile/export-data';
import { LockAndVisibilitySwitches } from '../../features/profile/lock-and-visibility-switches';
import { errorText, notifyError, notifySuccess } from '../../lib/notify';
import { usePageMeta } from '../../lib/page-meta';
import { session, useSession } from '../../lib/session';

type Dialog = 'feedback' | 'logout' | 'logoutAll' | null;

/** The settings screen: the profile's lock and visibility switches and account actions, feedback, logout. */
export function SettingsPage() {
  usePageMeta('Settings', 'Choose who can see your HandleHub profile, send feedback or manage your account.');
  const current = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);

  if (!current) {
    return (
      <LoginPrompt text="Log in to manage your privacy, customize who can view your account, and explore more settings!" />
    );
  }

  const endSession = () => {
    session.clear();
    queryClient.clear();
  };

  const confirmLogout = async () => {
    setBusy(true);
    // The local session ends even if the server cannot be told (offline, session already expired).
    await logout().catch(() => undefined);
    setBusy(false);
    setDialog(null);
    endSession();
    navigate('/home');
  };

  // Unlike a plain logout, this one must reach the server: a failure is said, and this device stays signed in.
  const confirmLogoutAll = async () => {
    setBusy(true);
    try {
      const { msg } = await logoutEverywhere();
      setDialog(null);
      endSession();
      notifySuccess(msg);
      navigate('/home');
    } catch (error) {
      notifyError(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const afterDelete = () => {
    endSession();
    setTimeout(() => navigate('/home'), TIMINGS.deleteAccountRedirect);
  };

  const chevron = <IconChevronRight size={16} aria-hidden />;
  return (
    <Container size="sm" py="xl">
      <Title order={1} size="h2" mb="lg">
        Settings
      </Title>
      <Stack gap="xl">
        <section aria-labelledby="settings-general">
          <Title order={2} size="h4" id="settings-general" mb="sm">
            General
          </Title>
          <Paper withBorder p="md">
            <LockAndVisibilitySwitches token={current.token} />
          </Paper>
        </section>

        <section aria-labelledby="settings-others">
          <Title order={2} size="h4" id="settings-others" mb="sm">
            Others
          </Title>
          <Paper withBorder>
            <NavLink
              component="button"
              label="Feedback"
              leftSection={<IconMessage size={18} aria-hidden />}
              rightSection={chevron}
              onClick={() => setDialog('feedback')}
            />
            <Divider />
            <ExportDataLink />
            <Divider />
            <NavLink
              component={Link}
              to="/privacypolicy"
              label="Privacy Policy"
              leftSection={<IconShieldLock size={18} aria-hidden />}
              rightSection={chevron}
            />
            <Divider />
            <NavLink
              component={Link}
              to="/termsandconditions"
              label="Terms and Condition"
              leftSection={<IconFileText size={18} aria-hidden />}
              rightSection={chevron}
            />
          </Paper>
        </section>

        <Stack gap="sm">
          <DeleteAccountButton onDeleted={afterDelete} />
          <Button
            variant="default"
            leftSection={<IconLogout size={18} aria-hidden />}
            onClick={() => setDialog('logout')}
          >
            Logout
          </Button>
          <Button
            variant="default"
            leftSection={<IconDevices size={18} aria-hidden />}
            onClick={() => setDialog('logoutAll')}
          >
            Log out of all devices
          </Button>
        </Stack>
      </Stack>

      <FeedbackModal opened={dialog === 'feedback'} onClose={() => setDialog(null)} />
      <ConfirmDialog
        opened={dialog === 'logout'}
        title="Logout"
        text="Are you sure you want to log out?"
        confirmLabel="Logout"
        busy={busy}
        onConfirm={confirmLogout}
        onCancel={() => setDialog(null)}
      />
      <ConfirmDialog
        opened={dialog === 'logoutAll'}
        title="Log out of all devices"
        text="Are you sure? Every device signed in to your account, this one included, will be logged out."
        confirmLabel="Log out of all devices"
        busy={busy}
        onConfirm={confirmLogoutAll}
        onCancel={() => setDialog(null)}
      />
    </Container>
  );
}
