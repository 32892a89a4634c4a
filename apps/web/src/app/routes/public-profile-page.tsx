import type { ProfileThemeColors, PublicProfile } from '@handlehub/shared';
import { COMMON_MESSAGES } from '@handlehub/shared/common-messages';
import { inAppBrowserOf } from '@handlehub/shared/in-app-browser';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { AccountList } from '../../components/account-list';
import { BackLink } from '../../components/back-link';
import { PageLoader } from '../../components/page-loader';
import { ProfileBio } from '../../components/profile-bio';
import { ProfileCard } from '../../components/profile-card';
import { ProfileTheme } from '../../components/profile-theme';
import { QrCard } from '../../components/qr-card';
import { ContactActions } from '../../features/contact/contact-actions';
import { useHandleUseBeacon, useProfileViewBeacon } from '../../features/insights/beacons';
import { viewedUsername } from '../../features/insights/view-count';
import { HandleQrButton } from '../../features/platform-links/handle-qr-button';
import { InAppBrowserNotice } from '../../features/platform-links/in-app-browser-notice';
import { ReportButton } from '../../features/reports/report-button';
import { usePublicProfile } from '../../features/users/public-profile-api';
import { usePageMeta } from '../../lib/page-meta';

function Notice({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <Stack align="center" ta="center" gap="xs" py="xl">
      <Title order={1} size="h2">
        {title}
      </Title>
      {text && <Text c="dimmed">{text}</Text>}
      {children}
    </Stack>
  );
}

/**
 * The loaded profile as the visitor sees it; pure, so the server renders the same markup.
 * `onUse` (browser only) hears of each copied or opened handle.
 */
export function ProfileView({
  profile,
  onUse,
}: {
  profile: PublicProfile | null;
  onUse?: ((fieldname: string, click?: Event) => void) | undefined;
}) {
  if (profile === null) {
    return <Notice title="User Not Found!" text="The user that you are looking for does not exist" />;
  }
  if (profile.isLocked) return <Notice title="Not Accessible!" text="User has temporarily taken a brake" />;
  return (
    <Stack gap="md">
      {/* The person, then straight to their links: Save contact, Embed card and the QR code are in the sheet. */}
      <ProfileCard
        person={profile}
        about={<ProfileBio bio={profile.bio} />}
        caption={false}
        sheet={<ContactActions username={profile.username} />}
        sheetQr={profile.items.length > 0}
      />
      {profile.items.length > 0 ? (
        <>
          <section aria-label="Social accounts">
            <AccountList
              items={profile.items}
              username={profile.username}
              onUse={onUse}
              rowAction={(item) => <HandleQrButton username={profile.username} item={item} />}
            />
          </section>
          <QrCard person={profile} hasAccounts compact />
        </>
      ) : (
        <Stack align="center" ta="center" gap="xs" py="lg">
          <Title order={2} size="h3">
            No Social Account Found!
          </Title>
          <Text c="dimmed">User has not added any of its social account</Text>
        </Stack>
      )}
      <ReportButton username={profile.username} items={profile.items} />
    </Stack>
  );
}

/** The document title of the profile screen for each state of the data. */
export function profileTitle(username: string, profile: PublicProfile | null | undefined): string {
  if (profile === undefined) return `@${username}`;
  if (profile === null) return 'User Not Found!';
  return profile.isLocked ? `@${profile.username}` : `${profile.name} (@${profile.username})`;
}

function ProfileBody({ username }: { username: string }) {
  const query = usePublicProfile(username);
  usePageMeta(profileTitle(username, query.data));
  useProfileViewBeacon(query.data);
  const onUse = useHandleUseBeacon(viewedUsername(query.data));

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <Notice title={COMMON_MESSAGES.profileLoadFailed} text="">
        <Button variant="subtle" onClick={() => window.location.reload()}>
          Please reload the page
        </Button>
      </Notice>
    );
  }
  return <ProfileView profile={query.data ?? null} onUse={onUse} />;
}

/**
 * The frame around the profile: the back link, then the body. A visible profile's theme covers the whole
 * frame, the back link and the in-app browser notice included.
 */
export function ProfileFrame({
  theme,
  children,
}: {
  theme?: ProfileThemeColors | undefined;
  children: ReactNode;
}) {
  const frame = (
    <Container size="sm" py={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <BackLink to="/home">Back to HomePage</BackLink>
        {children}
      </Stack>
    </Container>
  );
  return theme ? <ProfileTheme theme={theme}>{frame}</ProfileTheme> : frame;
}

/** The theme of a profile a visitor may see; none while loading, for a locked or an unknown one. */
export const visibleTheme = (profile: PublicProfile | null | undefined) =>
  profile && !profile.isLocked ? profile.theme : undefined;

export function PublicProfilePage() {
  const { username = '' } = useParams();
  const profile = usePublicProfile(username);
  return (
    <ProfileFrame theme={visibleTheme(profile.data)}>
      <InAppBrowserNotice app={inAppBrowserOf(navigator.userAgent)} />
      <ProfileBody key={username} username={username} />
    </ProfileFrame>
  );
}
