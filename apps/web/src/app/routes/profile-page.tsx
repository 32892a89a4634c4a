import { MESSAGES } from '@handlehub/shared/messages';
import { Alert, Button, Container, Stack, VisuallyHidden } from '@mantine/core';
import { IconLock, IconPlus, IconSettings, IconUserEdit } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { AccountList } from '../../components/account-list';
import { LoginPrompt } from '../../components/login-prompt';
import { PageLoader } from '../../components/page-loader';
import { ProfileBio } from '../../components/profile-bio';
import { ProfileCard } from '../../components/profile-card';
import { QrCard } from '../../components/qr-card';
import { ContactActions } from '../../features/contact/contact-actions';
import { useMyItems } from '../../features/handles/api';
import { HandleQrButton } from '../../features/platform-links/handle-qr-button';
import { useAccountStatus } from '../../features/profile/api';
import { usePageMeta } from '../../lib/page-meta';
import { type Session, useSession } from '../../lib/session';

// The chart and its data load after the rest of the screen: the profile's first paint needs neither.
const InsightsSection = lazy(() =>
  import('../../features/insights/insights-section').then((m) => ({ default: m.InsightsSection })),
);

export function ProfilePage() {
  usePageMeta('Profile');
  const session = useSession();
  if (!session) {
    return (
      <LoginPrompt text="Log in to add your social accounts and get one link and a secure QR code for all of them." />
    );
  }
  return <OwnProfile session={session} />;
}

function OwnProfile({ session: { user, token } }: { session: Session }) {
  const accounts = useMyItems(user.username);
  // Lock Account: the link and the QR codes lead to 'Not Accessible!', so they are not offered.
  const locked = useAccountStatus(token).data?.isLocked === true;
  return (
    <Container size="sm" py="lg">
      <Stack gap="lg">
        {locked && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconLock size={20} aria-hidden />}
            // The title and icon in the text colour: orange on its light background reads at under 3:1.
            vars={() => ({ root: { '--alert-color': 'var(--mantine-color-text)' } })}
            title={MESSAGES.accountLockedTitle}
            data-testid="locked-notice"
          >
            {MESSAGES.accountLockedNotice}
          </Alert>
        )}
        <ProfileCard
          person={user}
          about={<ProfileBio bio={user.bio} />}
          shareDisabled={locked}
          actions={
            <>
              <Button
                component={Link}
                to="editprofile"
                variant="default"
                px="xs"
                leftSection={<IconUserEdit size={18} />}
              >
                Edit profile
              </Button>
              <Button
                component={Link}
                to="addaccount"
                variant="default"
                px="xs"
                leftSection={<IconPlus size={18} />}
              >
                Add account
              </Button>
            </>
          }
        >
          <Button
            component={Link}
            to="/settings"
            variant="default"
            leftSection={<IconSettings size={18} aria-hidden />}
          >
            Settings
          </Button>
          <ContactActions username={user.username} saveContact={false} embedDisabled={locked} />
        </ProfileCard>
        <section aria-labelledby="accounts-heading">
          {/* The region's name; the list's own 'Social' and 'Games' headings are what the eye reads. */}
          <VisuallyHidden component="h2" id="accounts-heading">
            Social accounts
          </VisuallyHidden>
          {accounts.isPending ? (
            <PageLoader />
          ) : accounts.isError ? (
            <Alert color="red">{accounts.error.message}</Alert>
          ) : (
            <Stack gap="lg">
              {accounts.data.length > 0 && (
                <AccountList
                  items={accounts.data}
                  headingOrder={3}
                  rowAction={(item) => (
                    <HandleQrButton username={user.username} item={item} disabled={locked || !item.visible} />
                  )}
                />
              )}
              <QrCard person={user} hasAccounts={accounts.data.length > 0} disabled={locked} />
            </Stack>
          )}
        </section>
        {/* After the accounts: drawn earlier, the list arriving above would push the insights down. */}
        {accounts.isSuccess && (
          <Suspense fallback={<PageLoader />}>
            <InsightsSection username={user.username} items={accounts.data} />
          </Suspense>
        )}
      </Stack>
    </Container>
  );
}
