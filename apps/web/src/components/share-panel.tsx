import { Button, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCopy, IconShare } from '@tabler/icons-react';
import { lazy, type ReactNode } from 'react';
import { copyWithToast } from './copy-to-clipboard';
import { LazyDialog, useLazyDialog } from './lazy-dialog';
import { useProfileLink } from './profile-link';
import type { QrPerson } from './qr-code-modal';
import { UserAvatar } from './user-avatar';

// The drawer loads on the first Share tap: a profile's first paint does not need it.
const ShareDrawer = lazy(() => import('./share-drawer').then((m) => ({ default: m.ShareDrawer })));

/**
 * The profile card with its share actions. On /home (`variant="home"`) a share icon opens the drawer and a
 * Copy Link button follows, which the footer text names (docs/decisions/016); elsewhere Share and Copy Link
 * buttons appear. Tapping the username copies the link.
 */
export function SharePanel({
  person,
  variant = 'page',
  nameAs = 'h2',
  children,
  about,
}: {
  person: QrPerson;
  variant?: 'home' | 'page';
  /** The name is the page's main heading on profile pages, a section heading elsewhere. */
  nameAs?: 'h1' | 'h2';
  /** Extra actions under the card (e.g. edit links on the own profile). */
  children?: ReactNode;
  /** Under the name and photo, before the actions (the bio). */
  about?: ReactNode;
}) {
  const link = useProfileLink(person.username);
  const drawer = useLazyDialog();
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="share-panel">
      <Group wrap="nowrap" align="center">
        <UserAvatar photo={person.photo} name={person.name} size={88} />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text component={nameAs} fw={800} fz="xl" m={0} truncate="end">
            {person.name}
          </Text>
          <UnstyledButton
            onClick={() => void copyWithToast(link)}
            aria-label={`@${person.username}, copy profile link`}
            c="dimmed"
            maw="100%"
          >
            {/* A long username ends in an ellipsis; it never runs under the share button. */}
            <Text span inherit truncate="end" display="block">
              @{person.username}
            </Text>
          </UnstyledButton>
        </Stack>
        {variant === 'home' && (
          <Button variant="subtle" px="xs" aria-label="Share profile" onClick={drawer.open}>
            <IconShare size={22} />
          </Button>
        )}
      </Group>
      {variant === 'home' && (
        <Button
          mt="md"
          fullWidth
          variant="light"
          leftSection={<IconCopy size={18} />}
          onClick={() => void copyWithToast(link)}
        >
          Copy Link
        </Button>
      )}
      {about}
      {variant === 'page' && (
        <Group mt="md" grow>
          <Button leftSection={<IconShare size={18} />} onClick={drawer.open}>
            Share
          </Button>
          <Button
            variant="light"
            leftSection={<IconCopy size={18} />}
            onClick={() => void copyWithToast(link)}
          >
            Copy Link
          </Button>
        </Group>
      )}
      {children}
      <Text fz="xs" c="dimmed" mt="md" ta="center">
        Share the above link to your friends or click to Copy Link and share it
      </Text>
      <LazyDialog state={drawer}>
        <ShareDrawer link={link} {...drawer.dialogProps} />
      </LazyDialog>
    </Card>
  );
}
