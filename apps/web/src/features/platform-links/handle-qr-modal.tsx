import type { HandleItem } from '@handlehub/shared';
import { platformOf } from '@handlehub/shared/catalogue';
import { QR_DOWNLOAD_SIZE } from '@handlehub/shared/limits';
import { platformQrPath } from '@handlehub/shared/platform-links';
import { Anchor, Center, Image, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLazyDialogProps } from '../../components/lazy-dialog-props';
import { useProfileLink } from '../../components/profile-link';
// Through the profile QR modal's module, so the qrcode library stays in one chunk (decision 008).
import { CopyableLink, QrDownloads, useQrImage } from '../../components/qr-code-modal';

const QR_SIDE = 220;

function QrFigure({
  image,
  alt,
  testId,
  children,
}: {
  image: string | null;
  alt: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Stack component="figure" m={0} gap={6} align="center">
      {image ? (
        <Image src={image} alt={alt} w={QR_SIDE} h={QR_SIDE} data-testid={testId} />
      ) : (
        <Center w={QR_SIDE} h={QR_SIDE}>
          <Loader size="sm" aria-label="Drawing the QR code" />
        </Center>
      )}
      <Stack component="figcaption" gap={2} align="center" maw={QR_SIDE}>
        {children}
      </Stack>
    </Stack>
  );
}

/**
 * One handle's QR codes: its own link (`/user/{username}/{platform}`, the platform's profile or the game
 * ID's page) with the files to print, and beside it the game's own code where the game has one: Clash of
 * Clans' player link, or the Pokemon GO trainer code that the game's friend scanner reads.
 */
export function HandleQrModal({
  username,
  item,
  opened,
  onClose,
}: {
  username: string;
  item: HandleItem;
  opened: boolean;
  onClose: () => void;
}) {
  const slug = item.slug;
  const link = `${useProfileLink(username)}/${slug}`;
  const action = platformOf(item.platform)?.action;
  const openUrl = action?.open?.url(item.value) ?? null;
  const scanText = action?.scan?.text(item.value) ?? null;
  const linkQr = useQrImage(link, opened, QR_SIDE);
  const gameQr = useQrImage(openUrl ?? scanText, opened, QR_SIDE);
  const hasGameCode = openUrl !== null || scanText !== null;
  const dialog = useLazyDialogProps(opened, onClose);
  return (
    <Modal {...dialog} title={`${item.name} QR code`} centered size="auto">
      <Stack align="center" gap="md" ta="center">
        {/* The link and Copy above the codes, as on the profile's own QR dialog; first focus is the
            dialog's first control, the game's own link where it has one. */}
        <CopyableLink link={link} testId="handle-qr-link" initialFocus={openUrl === null} />
        <SimpleGrid cols={{ base: 1, xs: hasGameCode ? 2 : 1 }} spacing="lg">
          <QrFigure image={linkQr} alt={`QR code of ${link}`} testId="handle-qr-image">
            <Text fz="sm">
              Scan to open @{username}'s {item.name}
            </Text>
            {item.kind === 'game' && (
              // The ID itself, as the game shows it, to read out or type across a table.
              <Text fw={700} fz="lg" data-testid="handle-qr-game-id">
                {item.shown}
              </Text>
            )}
          </QrFigure>
          {openUrl && action?.open && (
            <QrFigure image={gameQr} alt={`QR code of ${openUrl}`} testId="game-open-qr">
              <Anchor href={openUrl} fw={700} fz="sm" data-autofocus>
                {action.open.label}
              </Anchor>
              <Text fz="xs" c="dimmed">
                {action.open.qrCaption}
              </Text>
            </QrFigure>
          )}
          {scanText && action?.scan && (
            <QrFigure
              image={gameQr}
              alt={`QR code of the ${item.name} code ${scanText}`}
              testId="game-scan-qr"
            >
              <Text fw={700} fz="sm">
                {action.scan.label}
              </Text>
            </QrFigure>
          )}
        </SimpleGrid>
        <QrDownloads
          svg={platformQrPath(username, slug, 'svg')}
          png={platformQrPath(username, slug, 'png', QR_DOWNLOAD_SIZE.max)}
          name={`handlehub-${username}-${slug}`}
        />
      </Stack>
    </Modal>
  );
}
