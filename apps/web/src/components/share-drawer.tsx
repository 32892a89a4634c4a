import { Button, Divider, Drawer, Group, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconQrcode, IconShare2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLazyDialogProps } from './lazy-dialog-props';

/** Phones open the WhatsApp app; elsewhere WhatsApp Web. */
export function whatsappShareUrl(link: string, mobile: boolean): string {
  const text = encodeURIComponent(link);
  return mobile ? `whatsapp://send?text=${text}` : `https://web.whatsapp.com/send?text=${text}`;
}

// `navigator` is missing when the server renders this panel (Node 20).
const hasNavigator = () => typeof navigator !== 'undefined';

export const isMobileDevice = (userAgent = hasNavigator() ? navigator.userAgent : '') =>
  /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(userAgent);

const SHEET_STYLES = {
  content: {
    height: 'auto',
    // A phone's full width; on a wide screen a sheet of a readable width in the middle.
    maxWidth: 560,
    marginInline: 'auto',
    borderTopLeftRadius: 'var(--mantine-radius-lg)',
    borderTopRightRadius: 'var(--mantine-radius-lg)',
  },
  // Above a phone's home indicator.
  body: { paddingBottom: 'max(var(--mantine-spacing-lg), env(safe-area-inset-bottom))' },
};

/**
 * The share drawer; loaded on the first Share tap (see share-panel.tsx). A bottom sheet as tall as its
 * content (Mantine's sizes are fixed heights; 'auto' is not one of them and made it full-screen), with
 * rounded top corners, over the dimmed page.
 */
export function ShareDrawer({
  link,
  opened,
  onClose,
  onShowQr,
  children,
}: {
  link: string;
  opened: boolean;
  onClose: () => void;
  /** 'View QR Code Profile' in the sheet (the public page), which closes it and opens the QR dialog. */
  onShowQr?: (() => void) | undefined;
  /** More ways to take the profile along, under the WhatsApp row (Save contact, Embed card). */
  children?: ReactNode;
}) {
  const canShare = hasNavigator() && typeof navigator.share === 'function';
  const dialog = useLazyDialogProps(opened, onClose);
  return (
    <Drawer
      {...dialog}
      position="bottom"
      overlayProps={{ backgroundOpacity: 0.55 }}
      styles={SHEET_STYLES}
      title={
        <div>
          <Text fw={700}>Share it on whatsapp</Text>
          <Text fz="sm" c="dimmed">
            Share your account to your friends
          </Text>
        </div>
      }
    >
      <Group>
        <Button
          component="a"
          href={whatsappShareUrl(link, isMobileDevice())}
          target="_blank"
          rel="noopener noreferrer"
          color="green"
          data-brand="whatsapp"
          leftSection={<IconBrandWhatsapp size={20} />}
          data-autofocus
          onClick={onClose}
        >
          Whatsapp
        </Button>
        {canShare && (
          <Button
            variant="default"
            leftSection={<IconShare2 size={20} />}
            onClick={() => {
              navigator.share({ url: link, title: 'HandleHub' }).catch(() => {});
              onClose();
            }}
          >
            More apps
          </Button>
        )}
      </Group>
      {(onShowQr || children) && <Divider mt="md" />}
      {onShowQr && (
        <Button
          mt="md"
          variant="default"
          leftSection={<IconQrcode size={18} aria-hidden />}
          onClick={onShowQr}
        >
          View QR Code Profile
        </Button>
      )}
      {children}
    </Drawer>
  );
}
