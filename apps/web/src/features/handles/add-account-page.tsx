import { HANDLE_FIELDS, type HandleField, PLATFORMS, TIMINGS } from '@handlehub/shared';
import {
  Button,
  Container,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoginPrompt } from '../../components/login-prompt';
import { PlatformIcon } from '../../components/platform-icon';
import { errorText, notifyError } from '../../lib/notify';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';
import { useSaveSocialAccounts, useSocialAccounts } from './api';

type Values = Record<HandleField, string>;
const EMPTY = Object.fromEntries(HANDLE_FIELDS.map((f) => [f, ''])) as Values;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function AddAccountPage() {
  usePageMeta('Add Account');
  const user = useSession()?.user;
  if (!user) {
    return (
      <LoginPrompt text="Log in to add your social accounts and get one link and a secure QR code for all of them." />
    );
  }
  return <AddAccountForm username={user.username} />;
}

function AddAccountForm({ username }: { username: string }) {
  const navigate = useNavigate();
  const accounts = useSocialAccounts(username);
  const save = useSaveSocialAccounts(username);
  const [values, setValues] = useState<Values>(EMPTY);
  const [phase, setPhase] = useState<'editing' | 'generating' | 'success'>('editing');

  // Prefilled from the saved accounts on load, and again from what the server stored after a save.
  useEffect(() => {
    if (!accounts.data) return;
    const saved = { ...EMPTY };
    for (const account of accounts.data) saved[account.fieldname] = account.accountUsername;
    setValues(saved);
  }, [accounts.data]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setPhase('generating');
    try {
      await save.mutateAsync(values);
    } catch (error) {
      setPhase('editing');
      notifyError(errorText(error));
      return;
    }
    await wait(TIMINGS.addAccountLoader);
    setPhase('editing');
    await wait(TIMINGS.addAccountSuccessGap);
    setPhase('success');
  }

  return (
    <Container size="sm" py="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={1} size="h2">
            Add Account
          </Title>
          <Text>
            Add your account Id to any of the field. You can add all the accounts that is present here.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {HANDLE_FIELDS.map((field) => {
              const platform = PLATFORMS[field];
              return (
                <TextInput
                  key={field}
                  name={field}
                  label={platform.label}
                  placeholder={platform.placeholder}
                  description={platform.example}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  leftSection={<PlatformIcon icon={platform.icon} size={18} />}
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  maxLength={300}
                  value={values[field]}
                  disabled={accounts.isPending}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setValues((current) => ({ ...current, [field]: value }));
                  }}
                />
              );
            })}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button component={Link} to="/profile" variant="default">
              Cancel
            </Button>
            <Button type="submit" disabled={accounts.isPending || phase !== 'editing'}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>

      <Modal
        opened={phase === 'generating'}
        onClose={() => {}}
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
        centered
        aria-label="Generating Your QR Code"
      >
        <Stack align="center" py="md" role="status">
          <Loader />
          <Text fw={700}>Generating Your QR Code</Text>
        </Stack>
      </Modal>

      <Modal opened={phase === 'success'} onClose={() => navigate('/profile')} title="Success" centered>
        <Stack>
          <Text>Your QR Code has been successfully generated</Text>
          <Button onClick={() => navigate('/profile')}>Close</Button>
        </Stack>
      </Modal>
    </Container>
  );
}
