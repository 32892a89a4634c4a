import { Button, Group, Loader, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';

/** While Add Account saves: it cannot be closed, the save decides when it goes. */
export function GeneratingDialog({ opened }: { opened: boolean }) {
  // The compound form: the dialog element itself takes the name (Modal puts aria-label on its root).
  return (
    <Modal.Root opened={opened} onClose={() => {}} closeOnClickOutside={false} closeOnEscape={false} centered>
      <Modal.Overlay />
      <Modal.Content aria-label="Generating Your QR Code">
        <Modal.Body>
          <Stack align="center" py="md" role="status">
            <Loader />
            <Text fw={700}>Generating Your QR Code</Text>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

/** After Add Account saved. */
export function SuccessDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  // Its own 'Close' button (the spec's) is the way out, with Escape: no second, × 'Close'.
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        // A clear mark of success beside the title, in the title's own weight (every dialog's title style).
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon color="green" variant="light" radius="xl" size="md" aria-hidden>
            <IconCircleCheck size={18} />
          </ThemeIcon>
          Success
        </Group>
      }
      centered
      withCloseButton={false}
    >
      <Stack>
        <Text>Your QR Code has been successfully generated</Text>
        <Button onClick={onClose}>Close</Button>
      </Stack>
    </Modal>
  );
}
