import { GENDERS, type Gender, MESSAGES, signupInput } from '@handlehub/shared';
import { Button, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { UsernameInput } from '../../components/username-input';
import { useSchemaForm } from '../../lib/form';
import { useUsernameCheck } from '../../lib/username-availability';

interface Props {
  opened: boolean;
  saving: boolean;
  /** Resolves with the username's error when the server refuses the name. */
  onSave(values: { username: string; gender: Gender }): Promise<string | undefined>;
}

const signupFields = signupInput.pick({ username: true, gender: true });
const GENDER_OPTIONS = GENDERS.map((value) => ({ value, label: value }));

/**
 * 'One step away!': the first-time sign-up. It cannot be dismissed (no close button, no Escape, no
 * outside click); the only way on is Save. Fields are checked in the spec's order, one message at a time.
 */
export function SignupDialog({ opened, saving, onSave }: Props) {
  const form = useSchemaForm(signupFields, { username: '', gender: null as string | null });
  const { username } = form.values;
  const check = useUsernameCheck(username, signupFields.shape.username.safeParse(username).success);

  const taken = () => (check.state === 'taken' ? { username: MESSAGES.usernameTaken } : undefined);
  /** The spec's order, one message at a time: the username's own problem, a taken name, the gender. */
  const firstProblem = (errors: FormErrors): FormErrors =>
    errors.username ? { username: errors.username } : (taken() ?? { gender: errors.gender });

  const save = form.onSubmit(
    async (values) => {
      const takenError = taken();
      if (takenError) return form.setErrors(takenError);
      const refused = await onSave(values);
      if (refused) form.setErrors({ username: refused });
    },
    (errors) => form.setErrors(firstProblem(errors)),
  );

  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      title="One step away!"
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      size="sm"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Choose the username for your link and tell us your gender.
          </Text>
          <UsernameInput form={form} check={check} data-autofocus value={username} withAsterisk />
          <Select
            label="Gender"
            placeholder="Select option"
            data={GENDER_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('gender')}
            withAsterisk
            comboboxProps={{ withinPortal: true }}
          />
          <Button
            type="submit"
            disabled={saving}
            leftSection={saving ? <Loader size="xs" color="currentColor" aria-hidden /> : undefined}
            fullWidth
          >
            {saving ? 'Saving…' : 'Save'}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
