import type { Gender } from '@handlehub/shared';
import { QR_MARGIN, QR_WIDTH } from '@handlehub/shared/limits';
import { Button, Center, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { copyWithToast } from './copy-to-clipboard';
import { useProfileLink } from './profile-link';
import { UserAvatar } from './user-avatar';

export interface QrPerson {
  name: string;
  username: string;
  photo: string | null;
  gender?: Gender | undefined;
}

/** The QR image of a link: 400 px wide with a margin of 2 modules (spec §9). */
function useQrImage(text: string, enabled: boolean): string | null {
  const [image, setImage] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    toDataURL(text, { width: QR_WIDTH, margin: QR_MARGIN, errorCorrectionLevel: 'M' }).then((url) => {
      if (live) setImage({ text, url });
    });
    return () => {
      live = false;
    };
  }, [text, enabled]);
  return image?.text === text ? image.url : null;
}

/** 'View QR Code Profile': photo, name, username, the profile link to copy and its QR code. */
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
  const qr = useQrImage(link, opened);
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
        <Group gap="xs" wrap="nowrap" maw="100%">
          <Text fz="sm" truncate="end" data-testid="qr-profile-link">
            {link}
          </Text>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconCopy size={16} />}
            onClick={() => void copyWithToast(link)}
          >
            Copy
          </Button>
        </Group>
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
      </Stack>
    </Modal>
  );
}
