import { Button, Group, type MantineSpacing } from '@mantine/core';

/**
 * The last row of a dialog's form: Cancel, then the button that sends it, busy while it is sent.
 * `lockCancel`: Cancel waits for the answer too.
 */
export function DialogActions({
  submitLabel,
  busy,
  onCancel,
  lockCancel = false,
  mt,
}: {
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
  lockCancel?: boolean;
  /** The space above it, where the form's own stack does not give it. */
  mt?: MantineSpacing;
}) {
  return (
    <Group justify="flex-end" mt={mt}>
      <Button variant="default" onClick={onCancel} disabled={lockCancel && busy}>
        Cancel
      </Button>
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
    </Group>
  );
}
