import { Container, Divider, NavLink, Paper, Stack, Title } from '@mantine/core';
import { IconChevronRight, IconFileText, IconMessage, IconShieldLock } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { LoginPrompt } from '../../components/login-prompt';
import { FeedbackModal } from '../../features/feedback/feedback-modal';
import { ExportDataLink } from '../../features/profile/export-data';
import { LockAndVisibilitySwitches } from '../../features/profile/lock-and-visibility-switches';
import { usePageMeta } from '../../lib/page-meta';
import { frameMark, useSessionOnceKnown } from '../../lib/session';
import { AccountExits } from './account-exits';

/** The legal pages, at the end of Others. */
const LEGAL_PAGES = [
  { to: '/privacypolicy', label: 'Privacy Policy', Icon: IconShieldLock },
  { to: '/termsandconditions', label: 'Terms and Condition', Icon: IconFileText },
];

/**
 * The settings screen: the profile's lock and visibility switches, feedback, the legal pages and the ways
 * out of the account. Until the session is known (a page the server drew, hydrating) it is drawn with the
 * switches loading, so a signed-in person sees the screen at once and nothing moves when the state arrives.
 */
export function SettingsPage() {
  usePageMeta('Settings', 'Choose who can see your HandleHub profile, send feedback or manage your account.');
  const current = useSessionOnceKnown();
  const [feedback, setFeedback] = useState(false);

  if (current === null) {
    return (
      <LoginPrompt text="Log in to manage your privacy, customize who can view your account, and explore more settings!" />
    );
  }

  const chevron = <IconChevronRight size={16} aria-hidden />;
  return (
    <Container size="sm" py="xl" {...frameMark(current)}>
      <Title order={1} size="h2" mb="lg">
        Settings
      </Title>
      <Stack gap="xl">
        <section aria-labelledby="settings-general">
          <Title order={2} size="h4" id="settings-general" mb="sm">
            General
          </Title>
          <Paper withBorder p="md">
            <LockAndVisibilitySwitches token={current?.token} />
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
              onClick={() => setFeedback(true)}
            />
            <Divider />
            <ExportDataLink />
            {LEGAL_PAGES.map(({ to, label, Icon }) => (
              <Fragment key={to}>
                <Divider />
                <NavLink
                  component={Link}
                  to={to}
                  label={label}
                  leftSection={<Icon size={18} aria-hidden />}
                  rightSection={chevron}
                />
              </Fragment>
            ))}
          </Paper>
        </section>

        <AccountExits />
      </Stack>

      <FeedbackModal opened={feedback} onClose={() => setFeedback(false)} />
    </Container>
  );
}
