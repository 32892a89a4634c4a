import { QR_MARGIN } from '@handlehub/shared/limits';
import { Center, Image, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
// Through the profile QR modal's module, so the qrcode library is not split into a chunk of its own.
import { qrDataUrl } from './qr-code-modal';

/** Small enough to sit inside the account's card, large enough for a phone camera across a table. */
const GAME_QR_WIDTH = 168;

/**
 * The QR code of a game ID itself (not of a link): a phone camera that scans it offers the ID as text,
 * ready to paste into the game's "add friend" box. Loaded only when a visitor asks for it.
 */
export function GameIdQr({ id, name }: { id: string; name: string }) {
  const [image, setImage] = useState<{ id: string; url: string } | null>(null);
  useEffect(() => {
    let live = true;
    qrDataUrl(id, {
      width: GAME_QR_WIDTH,
      margin: QR_MARGIN,
      errorCorrectionLevel: 'M',
    }).then((url) => {
      if (live) setImage({ id, url });
    });
    return () => {
      live = false;
    };
  }, [id]);
  const url = image?.id === id ? image.url : null;
  return (
    <Stack align="center" gap={4} pt="sm">
      {url ? (
        <Image
          src={url}
          alt={`QR code of the ${name} ID ${id}`}
          w={GAME_QR_WIDTH}
          h={GAME_QR_WIDTH}
          data-testid="game-id-qr"
        />
      ) : (
        <Center h={GAME_QR_WIDTH}>
          <Loader size="sm" aria-label="Drawing the QR code" />
        </Center>
      )}
      <Text fz="xs" c="dimmed" ta="center">
        Scan it: the {name} ID is ready to paste
      </Text>
    </Stack>
  );
}
