import { TIMINGS } from '@handlehub/shared/limits';
import { Button, Container, Divider, Loader, NavLink, Paper, Stack, Title } from '@mantine/core';
import {
  IconChevronRight,
  IconDevices,
  IconDownload,
  IconFileText,
  IconLogout,
  IconMessage,
  IconShieldLock,
  IconTrash,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoginPrompt } from '../../components/login-prompt';
import { errorText, notifyError, notifySuccess } from '../../lib/notify';
import { usePageMeta } from '../../lib/page-meta';
import { session, useSession } from '../../lib/session';
import { logout, logoutEverywhere } from '../auth/api';
import { deleteAccount, downloadMyData } from './api';
import { ConfirmDialog } from './confirm-dialog';
import { FeedbackModal } from './feedback-modal';
import { StatusSwitches } from './status-switches';

type Dialog = 'feedback' | 'delete' | 'logout' | 'logoutAll' | null;

export function SettingsPage() {
  usePageMeta('Settings', 'Choose who can see your HandleHub profile, send feedback or manage your account.');
  const current = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [downloading, setDownloading] = useState(false);

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

  const confirmDelete = async () => {
    setBusy(true);
    try {
      const { msg } = await deleteAccount();
      setDialog(null);
      endSession();
      notifySuccess(msg);
      setTimeout(() => navigate('/home'), TIMINGS.deleteAccountRedirect);
    } catch (error) {
      notifyError(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
    } catch (error) {
      notifyError(errorText(error));
    } finally {
      setDownloading(false);
    }
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
            <StatusSwitches token={current.token} />
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
            <NavLink
              component="button"
              label="Download my data"
              description="Everything HandleHub holds about you, as a JSON file"
              leftSection={<IconDownload size={18} aria-hidden />}
              rightSection={downloading ? <Loader size={16} aria-label="Downloading" /> : chevron}
              disabled={downloading}
              aria-busy={downloading}
              onClick={download}
            />
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
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={18} aria-hidden />}
            onClick={() => setDialog('delete')}
          >
            Delete My Account
          </Button>
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
        opened={dialog === 'delete'}
        title="Delete My Account"
        text="Are you sure? Your profile, handles, photo and QR code will be deleted for good, and your link will stop working."
        confirmLabel="Delete My Account"
        busy={busy}
        onConfirm={confirmDelete}
        onCancel={() => setDialog(null)}
      />
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
