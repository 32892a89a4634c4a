import type { SocialAccount } from '@handlehub/shared';
import { GAME_ID_DISPLAY, isGameField } from '@handlehub/shared/game-fields';
import { ActionIcon, Card, Group, Stack, Text } from '@mantine/core';
import { IconCopy, IconExternalLink, IconQrcode } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { copyWithToast } from './copy-to-clipboard';
import { PlatformIcon } from './platform-icon';

// The QR drawing (and the qrcode library) loads on the first 'Show QR': the page's first paint needs neither.
const GameIdQr = lazy(() => import('./game-id-qr').then((m) => ({ default: m.GameIdQr })));

/**
 * A game ID reads as the game shows it (Pokemon GO in groups of four). The server sends IDs normalised
 * (raw, as a game's "add friend" box takes them), so copies and QR codes hold `accountUsername` itself.
 */
const shownOf = (a: SocialAccount) =>
  GAME_ID_DISPLAY[a.fieldname as keyof typeof GAME_ID_DISPLAY]?.(a.accountUsername) ?? a.accountUsername;

/**
 * Linked accounts: platform icon, display name, the handle with a copy action, and the link the
 * server built (games have none). Links open in a new tab without handing over this page.
 * `onUse` hears of every copy or open (the public page counts them for the owner's insights).
 */
export function AccountList({
  accounts,
  onUse,
  rowAction,
}: {
  accounts: SocialAccount[];
  onUse?: ((fieldname: string) => void) | undefined;
  /** One more action per row, before the link (the pages add 'QR' for the handle's own link). */
  rowAction?: ((account: SocialAccount) => ReactNode) | undefined;
}) {
  // The game whose ID shows as a QR code ('Show QR'), one at a time.
  const [qrOf, setQrOf] = useState<string | null>(null);
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Social accounts">
      {accounts.map((account) => (
        <Card component="li" key={account.fieldname} withBorder radius="md" padding="sm">
          <Group wrap="nowrap" gap="sm">
            <PlatformIcon icon={account.accountIcon} />
            <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
              <Text fw={700} fz="sm">
                {account.accountName}
              </Text>
              <Text fz="sm" c="dimmed" truncate="end" data-testid="account-username">
                {shownOf(account)}
              </Text>
            </Stack>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={`Copy ${account.accountName} username`}
              onClick={() => {
                onUse?.(account.fieldname);
                void copyWithToast(account.accountUsername);
              }}
            >
              <IconCopy size={20} />
            </ActionIcon>
            {isGameField(account.fieldname) && (
              <ActionIcon
                variant={qrOf === account.fieldname ? 'light' : 'subtle'}
                size="lg"
                aria-label={`${qrOf === account.fieldname ? 'Hide' : 'Show'} QR of ${account.accountName} ID`}
                aria-expanded={qrOf === account.fieldname}
                onClick={() => setQrOf(qrOf === account.fieldname ? null : account.fieldname)}
              >
                <IconQrcode size={20} />
              </ActionIcon>
            )}
            {rowAction?.(account)}
            {account.accountLink && (
              <ActionIcon
                component="a"
                href={account.accountLink}
                target="_blank"
                rel="noopener noreferrer"
                variant="subtle"
                size="lg"
                aria-label={`Open ${account.accountName} profile`}
                onClick={() => onUse?.(account.fieldname)}
              >
                <IconExternalLink size={20} />
              </ActionIcon>
            )}
          </Group>
          {qrOf === account.fieldname && (
            <Suspense fallback={null}>
              <GameIdQr id={account.accountUsername} name={account.accountName} />
            </Suspense>
          )}
        </Card>
      ))}
    </Stack>
  );
}
