import { GENDERS, type Gender, signupInput, toUsernameInput } from '@handlehub/shared';
import { Button, Loader, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';

interface Props {
  opened: boolean;
  saving: boolean;
  onSave(values: { username: string; gender: Gender }): void;
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
  const [errors, setErrors] = useState<{ username?: string; gender?: string }>({});

  const save = (event: FormEvent) => {
    event.preventDefault();
    const name = usernameSchema.safeParse(username);
    if (!name.success) return setErrors({ username: name.error.issues[0]?.message });
    const chosen = genderSchema.safeParse(gender ?? undefined);
    if (!chosen.success) return setErrors({ gender: chosen.error.issues[0]?.message });
    setErrors({});
    onSave({ username: name.data, gender: chosen.data });
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
      <form onSubmit={save} noValidate>
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
            onChange={(e) => setUsername(toUsernameInput(e.currentTarget.value))}
            error={errors.username}
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
