import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { RefObject } from 'react';

interface Props {
  opened: boolean;
  onCancel(): void;
  onContinue(): void;
  /** Where focus goes when the dialog has closed: Edit Profile's Update. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** 'Change Username!': the warning before a new username is saved. */
export function ChangeUsernameDialog({ opened, onCancel, onContinue, returnFocusTo }: Props) {
  // Focus goes back to Update by hand: the name check before this dialog disables Update (loading),
  // which drops focus to <body>, and that is what Mantine would give it back to. After Continue,
  // Update is disabled again (saving) and the route change takes focus.
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Change Username!"
      centered
      returnFocus={false}
      onExitTransitionEnd={() => returnFocusTo.current?.focus()}
    >
      <Stack>
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon color="orange" variant="light" size="xl" radius="xl">
            <IconAlertTriangle size={24} aria-hidden />
          </ThemeIcon>
          <Text>
            If you change your username, your current QR code and profile link will no longer be valid. Do you
            want to continue?
          </Text>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-autofocus>
            Cancel
          </Button>
          <Button onClick={onContinue}>Continue</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
