import { Button, Group, Modal, Text } from '@mantine/core';

interface Props {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  /** Its width: narrow unless said (Delete Product keeps Mantine's default, 'md'). */
  size?: 'sm' | 'md';
  onConfirm(): void;
  onCancel(): void;
}

/**
 * A yes/no question before something that cannot be undone quietly (logout, deleting an account or a
 * product). Focus
 * starts on Cancel, the answer that changes nothing (Mantine's default is the × of the header).
 */
export function ConfirmDialog({
  opened,
  title,
  text,
  confirmLabel,
  busy,
  size = 'sm',
  onConfirm,
  onCancel,
}: Props) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered size={size}>
      <Text>{text}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={busy} data-autofocus>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
