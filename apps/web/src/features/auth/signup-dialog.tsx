import { GENDERS, type Gender, MESSAGES, signupInput, toUsernameInput } from '@handlehub/shared';
import { Button, Loader, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useUsernameCheck } from '../../lib/username-availability';

interface Props {
  opened: boolean;
  saving: boolean;
  /** Resolves with the username's error when the server refuses the name. */
  onSave(values: { username: string; gender: Gender }): Promise<string | undefined>;
}

const { username: usernameSchema, gender: genderSchema } = signupInput.shape;
const GENDER_OPTIONS = GENDERS.map((value) => ({ value, label: value }));

/**
 * 'One step away!': the first-time sign-up. It cannot be dismissed (no close button, no Escape, no
 * outside click); the only way on is Save. Fields are checked in the spec's order, one message at a time.
 */
export function SignupDialog({ opened, saving, onSave }: Props) {
  const [username, setUsername] = useState('');
  const [gender, setGender] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ username?: string | undefined; gender?: string | undefined }>({});
  const check = useUsernameCheck(username, usernameSchema.safeParse(username).success);
  const usernameError = errors.username ?? (check.state === 'taken' ? MESSAGES.usernameTaken : undefined);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const name = usernameSchema.safeParse(username);
    if (!name.success) return setErrors({ username: name.error.issues[0]?.message });
    if (check.state === 'taken') return setErrors({ username: MESSAGES.usernameTaken });
    const chosen = genderSchema.safeParse(gender ?? undefined);
    if (!chosen.success) return setErrors({ gender: chosen.error.issues[0]?.message });
    setErrors({});
    const refused = await onSave({ username: name.data, gender: chosen.data });
    if (refused) setErrors({ username: refused });
  };

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
      <form onSubmit={(event) => void save(event)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Choose the username for your link and tell us your gender.
          </Text>
          <TextInput
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            data-autofocus
            value={username}
            onChange={(e) => {
              setUsername(toUsernameInput(e.currentTarget.value));
              setErrors((current) => ({ ...current, username: undefined }));
            }}
            error={usernameError}
            description={usernameError ? undefined : check.note}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            withAsterisk
          />
          <Select
            label="Gender"
            placeholder="Select option"
            data={GENDER_OPTIONS}
            value={gender}
            onChange={setGender}
            allowDeselect={false}
            error={errors.gender}
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
