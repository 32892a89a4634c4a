import { Button, Drawer, Group, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconShare2 } from '@tabler/icons-react';

/** Phones open the WhatsApp app; elsewhere WhatsApp Web. */
export function whatsappShareUrl(link: string, mobile: boolean): string {
  const text = encodeURIComponent(link);
  return mobile ? `whatsapp://send?text=${text}` : `https://web.whatsapp.com/send?text=${text}`;
}

// `navigator` is missing when the server renders this panel (Node 20).
const hasNavigator = () => typeof navigator !== 'undefined';

export const isMobileDevice = (userAgent = hasNavigator() ? navigator.userAgent : '') =>
  /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(userAgent);

/** The share drawer; loaded on the first Share tap (see share-panel.tsx). */
export function ShareDrawer({
  link,
  opened,
  onClose,
}: {
  link: string;
  opened: boolean;
  onClose: () => void;
}) {
  const canShare = hasNavigator() && typeof navigator.share === 'function';
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="auto"
      title={
        <div>
          <Text fw={700}>Share it on whatsapp</Text>
          <Text fz="sm" c="dimmed">
            Share your account to your friends
          </Text>
        </div>
      }
    >
      <Group pb="md">
        <Button
          component="a"
          href={whatsappShareUrl(link, isMobileDevice())}
          target="_blank"
          rel="noopener noreferrer"
          color="green"
          leftSection={<IconBrandWhatsapp size={20} />}
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
    </Drawer>
  );
}
