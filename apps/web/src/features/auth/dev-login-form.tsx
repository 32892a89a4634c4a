import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';

interface Props {
  busy: boolean;
  onSubmit(values: { email: string; name: string }): void;
}

/** Sign-in without Google, for local use and tests; the server accepts it only with dev login on. */
export function DevLoginForm({ busy, onSubmit }: Props) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ email: email.trim(), name: name.trim() });
  };

  return (
    <Alert
      // An outline, not a tinted block (heavy in the dark scheme); its labels stand over their fields'
      // left edge, not centred as the screen's own text is.
      variant="outline"
      ta="start"
      color="orange"
      icon={<IconTool size={18} aria-hidden />}
      title="Development sign-in"
      // Orange on its light tint is 3.6:1: the title takes the text colour.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      w="100%"
      maw={360}
    >
      <form onSubmit={submit} aria-label="Development sign-in">
        <Stack gap="xs">
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <TextInput
            label="Name"
            autoComplete="name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Button type="submit" color="orange" loading={busy}>
            Sign in (development)
          </Button>
        </Stack>
      </form>
    </Alert>
  );
}
