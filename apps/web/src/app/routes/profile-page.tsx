import { MESSAGES } from '@handlehub/shared/messages';
import { PROFILE_SECTIONS } from '@handlehub/shared/ui-texts';
import { Alert, Button, Container, Stack, VisuallyHidden } from '@mantine/core';
import { IconLock, IconPlus, IconSettings, IconUserEdit } from '@tabler/icons-react';
import { lazy, Suspense, useRef } from 'react';
import { Link } from 'react-router';
import { AccountList } from '../../components/account-list';
import { LoginPrompt } from '../../components/login-prompt';
import { PageLoader } from '../../components/page-loader';
import { ProfileBio } from '../../components/profile-bio';
import { ProfileCard } from '../../components/profile-card';
import { QrCard } from '../../components/qr-card';
import { ContactActions } from '../../features/contact/contact-actions';
import { useMyItems, useMyUnsupportedItems } from '../../features/handles/api';
import { HandleQrButton } from '../../features/platform-links/handle-qr-button';
import { useAccountStatus } from '../../features/profile/api';
import { SignInReturnNotice } from '../../features/verification/return-notice';
import { usePageMeta } from '../../lib/page-meta';
import { frameMark, type Session, useSessionOnceKnown } from '../../lib/session';
import { SectionErrorBoundary } from '../section-error-boundary';

/**
 * One of the owner's ways on from their page (Edit profile, Add account, Settings): a plain link, so it
 * works in the frame the server draws too. `inGrid`: in the card's grid of buttons, with its narrow padding.
 */
function OwnerLink({
  to,
  Icon,
  inGrid = false,
  children,
}: {
  to: string;
  Icon: typeof IconSettings;
  inGrid?: boolean;
  children: string;
}) {
  return (
    <Button
      component={Link}
      to={to}
      variant="default"
      px={inGrid ? 'xs' : undefined}
      leftSection={<Icon size={18} aria-hidden />}
    >
      {children}
    </Button>
  );
}

// The chart and its data load after the rest of the screen: the profile's first paint needs neither.
const InsightsSection = lazy(() =>
  import('../../features/insights/insights-section').then((m) => ({ default: m.InsightsSection })),
);

// Rows of platforms the catalogue no longer has are rare: their list, with the catalogue's code behind
// its Delete, loads only when there are some.
const UnsupportedItems = lazy(() =>
  import('../../features/handles/unsupported-items').then((m) => ({ default: m.UnsupportedItems })),
);

export function ProfilePage() {
  usePageMeta('Profile');
  const session = useSessionOnceKnown();
  if (session === null) {
    return (
      <LoginPrompt text="Log in to add your social accounts and get one link and a secure QR code for all of them." />
    );
  }
  return <OwnProfile session={session} />;
}

/**
 * The signed-in person's page. Without a `session` (not known yet: the server drew this page and the browser
 * is hydrating it) it is the page's frame: the buttons, and placeholders where the person and the accounts go.
 */
function OwnProfile({ session }: { session: Session | undefined }) {
  const user = session?.user;
  const accounts = useMyItems(user?.username);
  const unsupported = useMyUnsupportedItems(user?.username);
  const accountsHeading = useRef<HTMLHeadingElement>(null);
  // Lock Account: the link and the QR codes lead to 'Not Accessible!', so they are not offered.
  const locked = useAccountStatus(session?.token).data?.isLocked === true;
  return (
    <Container size="sm" py="lg" {...frameMark(session)}>
      <Stack gap="lg">
        {/* Back from a platform's sign-in that confirms an item (/profile?verify={code}). */}
        <SignInReturnNotice />
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
        <SectionErrorBoundary name={PROFILE_SECTIONS.card}>
          <ProfileCard
            person={user}
            about={user && <ProfileBio bio={user.bio} />}
            shareDisabled={locked}
            actions={
              <>
                <OwnerLink to="editprofile" Icon={IconUserEdit} inGrid>
                  Edit profile
                </OwnerLink>
                <OwnerLink to="addaccount" Icon={IconPlus} inGrid>
                  Add account
                </OwnerLink>
              </>
            }
          >
            <OwnerLink to="/settings" Icon={IconSettings}>
              Settings
            </OwnerLink>
            <ContactActions
              username={user?.username ?? ''}
              saveContact={false}
              embedDisabled={locked || !user}
            />
          </ProfileCard>
        </SectionErrorBoundary>
        <section aria-labelledby="accounts-heading">
          {/* The region's name; the list's own 'Social' and 'Games' headings are what the eye reads. */}
          <VisuallyHidden component="h2" id="accounts-heading" ref={accountsHeading} tabIndex={-1}>
            Social accounts
          </VisuallyHidden>
          {!user || accounts.isPending ? (
            <PageLoader />
          ) : accounts.isError ? (
            <Alert color="red">{accounts.error.message}</Alert>
          ) : (
            <Stack gap="lg">
              {accounts.data.length > 0 && (
                <SectionErrorBoundary name={PROFILE_SECTIONS.list}>
                  <AccountList
                    items={accounts.data}
                    username={locked ? undefined : user.username}
                    headingOrder={3}
                    rowAction={(item) => (
                      <HandleQrButton
                        username={user.username}
                        item={item}
                        disabled={locked || !item.visible}
                      />
                    )}
                  />
                </SectionErrorBoundary>
              )}
              {(unsupported.data?.length ?? 0) > 0 && (
                <SectionErrorBoundary name={PROFILE_SECTIONS.list}>
                  <Suspense fallback={<PageLoader />}>
                    <UnsupportedItems username={user.username} focusAfterDelete={accountsHeading} />
                  </Suspense>
                </SectionErrorBoundary>
              )}
              <SectionErrorBoundary name={PROFILE_SECTIONS.qr}>
                <QrCard person={user} hasAccounts={accounts.data.length > 0} disabled={locked} />
              </SectionErrorBoundary>
            </Stack>
          )}
        </section>
        {/* After the accounts: drawn earlier, the list arriving above would push the insights down. */}
        {user && accounts.isSuccess && (
          <SectionErrorBoundary name={PROFILE_SECTIONS.insights}>
            <Suspense fallback={<PageLoader />}>
              <InsightsSection username={user.username} items={accounts.data} />
            </Suspense>
          </SectionErrorBoundary>
        )}
      </Stack>
    </Container>
  );
}
