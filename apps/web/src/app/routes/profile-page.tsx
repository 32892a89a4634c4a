import { Alert, Anchor, Button, Container, Group, Stack, Title } from '@mantine/core';
import { IconPlus, IconSettings, IconUserEdit } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { AccountList } from '../../components/account-list';
import { LoginPrompt } from '../../components/login-prompt';
import { PageLoader } from '../../components/page-loader';
import { QrCard } from '../../components/qr-card';
import { SharePanel } from '../../components/share-panel';
import { ContactActions } from '../../features/contact/contact-actions';
import { useSocialAccounts } from '../../features/handles/api';
import { HandleQrButton } from '../../features/platform-links/handle-qr-button';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';

// The chart and its data load after the rest of the screen: the profile's first paint needs neither.
const InsightsSection = lazy(() =>
  import('../../features/insights/insights-section').then((m) => ({ default: m.InsightsSection })),
);

export function ProfilePage() {
  usePageMeta('Profile');
  const user = useSession()?.user;
  const accounts = useSocialAccounts(user?.username);
  if (!user) {
    return (
      <LoginPrompt text="Log in to add your social accounts and get one link and a secure QR code for all of them." />
    );
  }
  return (
    <Container size="sm" py="lg">
      <Stack gap="lg">
        <SharePanel person={user} nameAs="h1">
          <Group mt="md" gap="sm">
            <Button
              component={Link}
              to="editprofile"
              variant="default"
              leftSection={<IconUserEdit size={18} />}
            >
              Edit profile
            </Button>
            <Button component={Link} to="addaccount" variant="default" leftSection={<IconPlus size={18} />}>
              Add account
            </Button>
            <Anchor component={Link} to="/settings" ml="auto" fz="sm">
              <Group gap={4} wrap="nowrap">
                <IconSettings size={16} aria-hidden />
                Settings
              </Group>
            </Anchor>
          </Group>
          <ContactActions username={user.username} saveContact={false} />
        </SharePanel>
        <section aria-labelledby="accounts-heading">
          <Title order={2} size="h4" id="accounts-heading" mb="sm">
            Social accounts
          </Title>
          {accounts.isPending ? (
            <PageLoader />
          ) : accounts.isError ? (
            <Alert color="red">{accounts.error.message}</Alert>
          ) : (
            <Stack gap="lg">
              {accounts.data.length > 0 && (
                <AccountList
                  accounts={accounts.data}
                  rowAction={(account) => <HandleQrButton username={user.username} account={account} />}
                />
              )}
              <QrCard person={user} hasAccounts={accounts.data.length > 0} />
            </Stack>
          )}
        </section>
        <Suspense fallback={<PageLoader />}>
          <InsightsSection username={user.username} />
        </Suspense>
      </Stack>
    </Container>
  );
}
