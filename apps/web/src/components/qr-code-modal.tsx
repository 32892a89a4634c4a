import type { Gender } from '@handlehub/shared';
import { pathOf, withQuery } from '@handlehub/shared/api/endpoint';
import { qrPaths } from '@handlehub/shared/api/qr.paths';
import { QR_DOWNLOAD_SIZE, QR_ERROR_CORRECTION, QR_MARGIN, QR_WIDTH } from '@handlehub/shared/limits';
import { Button, Center, Group, Image, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { copyWithToast } from './copy-to-clipboard';
import { useProfileLink, useQrLink } from './profile-link';
import { UserAvatar } from './user-avatar';

export interface QrPerson {
  name: string;
  username: string;
  photo: string | null;
  gender?: Gender | undefined;
}

/** The QR code as a file to print (`qrApi.download`: `{username}.svg`, or `.png` with `?size=`). */
const qrDownloadPath = (username: string, format: 'svg' | 'png', size?: number) =>
  withQuery(pathOf(qrPaths.download, { file: `${username}.${format}` }), {
    size: size === undefined ? undefined : String(size),
  });

/** The QR image of a link: 400 px wide with a margin of 2 modules. */
function useQrImage(text: string, enabled: boolean): string | null {
  const [image, setImage] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    toDataURL(text, { width: QR_WIDTH, margin: QR_MARGIN, errorCorrectionLevel: QR_ERROR_CORRECTION }).then(
      (url) => {
        if (live) setImage({ text, url });
      },
    );
    return () => {
      live = false;
    };
  }, [text, enabled]);
  return image?.text === text ? image.url : null;
}

/**
 * 'View QR Code Profile': photo, name, username, the profile link to copy, its QR code (which encodes the
 * link with `?src=qr`) and the QR code as files to print: SVG, and PNG at the largest size.
 */
export function QrCodeModal({
  person,
  opened,
  onClose,
}: {
  person: QrPerson;
  opened: boolean;
  onClose: () => void;
}) {
  const link = useProfileLink(person.username);
  const qr = useQrImage(useQrLink(person.username), opened);
  return (
    <Modal opened={opened} onClose={onClose} title="QR Code Profile" centered size="auto">
      <Stack align="center" gap="sm" ta="center" maw={QR_WIDTH}>
        <UserAvatar photo={person.photo} gender={person.gender} name={person.name} size={72} />
        <div>
          <Text fw={700} fz="lg">
            {person.name}
          </Text>
          <Text c="dimmed">@{person.username}</Text>
        </div>
        <CopyableLink link={link} testId="qr-profile-link" />
        {qr ? (
          <Image
            src={qr}
            alt={`QR code of ${link}`}
            w={QR_WIDTH}
            maw="100%"
            h="auto"
            data-testid="qr-image"
          />
        ) : (
          <Center h={200}>
            <Loader aria-label="Generating QR code" />
          </Center>
        )}
        <Text fz="sm">Scan the above QR Code or copy the above username and share it</Text>
        {/* Side by side where there is room, one above the other on a phone. */}
        <QrDownloads
          svg={qrDownloadPath(person.username, 'svg')}
          png={qrDownloadPath(person.username, 'png', QR_DOWNLOAD_SIZE.max)}
          name={`handlehub-${person.username}`}
        />
      </Stack>
    </Modal>
  );
}

/** A link cut to one line, with a button that copies it whole. */
export function CopyableLink({ link, testId }: { link: string; testId: string }) {
  return (
    <Group gap="xs" wrap="nowrap" maw="100%">
      <Text fz="sm" truncate="end" data-testid={testId}>
        {link}
      </Text>
      <Button
        size="xs"
        variant="light"
        flex="none"
        leftSection={<IconCopy size={16} />}
        onClick={() => void copyWithToast(link)}
      >
        Copy
      </Button>
    </Group>
  );
}

/** 'Download SVG' and 'Download PNG' of a QR code: side by side where there is room, stacked on a phone. */
export function QrDownloads({ svg, png, name }: { svg: string; png: string; name: string }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" w="100%">
      <Button
        component="a"
        href={svg}
        download={`${name}.svg`}
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
      >
        Download SVG
      </Button>
      <Button
        component="a"
        href={png}
        download={`${name}.png`}
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
      >
        Download PNG
      </Button>
    </SimpleGrid>
  );
}

/** For the QR code of a game ID (game-id-qr.tsx): through here, one lazy chunk holds the qrcode library. */
export { toDataURL as qrDataUrl } from 'qrcode';
