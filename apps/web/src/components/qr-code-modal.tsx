import type { Gender } from '@handlehub/shared';
import { QR_DOWNLOAD_SIZE, QR_ERROR_CORRECTION, QR_MARGIN, QR_WIDTH } from '@handlehub/shared/limits';
import { Button, Center, Group, Image, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { toDataURL } from 'qrcode';
import { type RefObject, useEffect, useState } from 'react';
import { copyWithToast } from './copy-to-clipboard';
import { useLazyDialogProps } from './lazy-dialog-props';
import { qrDownloadPath, useProfileLink, useQrLink } from './profile-link';
import { UserAvatar } from './user-avatar';

export interface QrPerson {
  name: string;
  username: string;
  photo: string | null;
  gender?: Gender | undefined;
}

/**
 * The QR code of `text` as a PNG data URL, `width` px wide (the profile's: 400) with a margin of 2 modules,
 * drawn once `enabled` (its dialog is open); null while drawing, or for no text.
 */
export function useQrImage(text: string | null, enabled: boolean, width: number = QR_WIDTH): string | null {
  const [image, setImage] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    if (!enabled || text === null) return;
    let live = true;
    toDataURL(text, { width, margin: QR_MARGIN, errorCorrectionLevel: QR_ERROR_CORRECTION }).then((url) => {
      if (live) setImage({ text, url });
    });
    return () => {
      live = false;
    };
  }, [text, enabled, width]);
  return text !== null && image?.text === text ? image.url : null;
}

/**
 * The QR code's side: 400 px, less where the modal is narrower or the screen too short for the whole
 * dialog (a 1280×800 laptop, a phone): the rest of the dialog takes about 400 px of height.
 */
const QR_IMAGE_STYLE = {
  width: `min(${QR_WIDTH}px, 100%, max(180px, 100dvh - 400px))`,
  aspectRatio: '1 / 1',
  height: 'auto',
} as const;

/**
 * 'View QR Code Profile': photo, name, username, the profile link to copy, its QR code (which encodes the
 * link with `?src=qr`) and the QR code as files to print: SVG, and PNG at the largest size.
 */
export function QrCodeModal({
  person,
  opened,
  onClose,
  returnFocusTo,
}: {
  person: QrPerson;
  opened: boolean;
  onClose: () => void;
  /** Where focus goes on closing when the opener is gone (opened from the share sheet). */
  returnFocusTo?: RefObject<HTMLElement | null> | undefined;
}) {
  const link = useProfileLink(person.username);
  const qr = useQrImage(useQrLink(person.username), opened);
  const dialog = useLazyDialogProps(opened, onClose);
  return (
    <Modal
      {...dialog}
      title="QR Code Profile"
      centered
      size="auto"
      {...(returnFocusTo
        ? { returnFocus: false, onExitTransitionEnd: () => returnFocusTo.current?.focus() }
        : {})}
    >
      <Stack align="center" gap="xs" ta="center" maw={QR_WIDTH}>
        <Group gap="sm" wrap="nowrap" maw="100%">
          <UserAvatar photo={person.photo} name={person.name} size={56} />
          <div style={{ minWidth: 0, textAlign: 'start' }}>
            <Text fw={700} fz="lg" truncate="end">
              {person.name}
            </Text>
            <Text c="dimmed" truncate="end">
              @{person.username}
            </Text>
          </div>
        </Group>
        <CopyableLink link={link} testId="qr-profile-link" initialFocus />
        {qr ? (
          <Image src={qr} alt={`QR code of ${link}`} style={QR_IMAGE_STYLE} data-testid="qr-image" />
        ) : (
          <Center style={QR_IMAGE_STYLE}>
            <Loader aria-label="Generating QR code" />
          </Center>
        )}
        <Text fz="sm">Scan the above QR Code or copy the above username and share it</Text>
        <QrDownloads
          svg={qrDownloadPath(person.username, 'svg')}
          png={qrDownloadPath(person.username, 'png', QR_DOWNLOAD_SIZE.max)}
          name={`handlehub-${person.username}`}
        />
      </Stack>
    </Modal>
  );
}

/**
 * A link shown whole (it breaks where it must, so a person can read all of their own link), with a button
 * that copies it. `initialFocus`: the Copy button is where focus
 * starts when the dialog opens (its first control; Mantine's default is the × of the header).
 */
export function CopyableLink({
  link,
  testId,
  initialFocus = false,
}: {
  link: string;
  testId: string;
  initialFocus?: boolean;
}) {
  return (
    <Group gap="xs" wrap="nowrap" maw="100%">
      <Text fz="sm" ta="start" style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {link}
      </Text>
      <Button
        size="xs"
        variant="light"
        flex="none"
        leftSection={<IconCopy size={16} />}
        onClick={() => void copyWithToast(link)}
        data-autofocus={initialFocus || undefined}
      >
        Copy
      </Button>
    </Group>
  );
}

/** 'Download SVG' and 'Download PNG' of a QR code: side by side where there is room, stacked on a phone. */
export function QrDownloads({ name, ...files }: { svg: string; png: string; name: string }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" w="100%">
      {(['svg', 'png'] as const).map((kind) => (
        <Button
          key={kind}
          component="a"
          href={files[kind]}
          download={`${name}.${kind}`}
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          {`Download ${kind.toUpperCase()}`}
        </Button>
      ))}
    </SimpleGrid>
  );
}
