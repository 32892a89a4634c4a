import {
  GAME_ID_FORMATS,
  HANDLE_FIELDS,
  type HandleField,
  handleMessages,
  isGameField,
  normaliseHandle,
  PLATFORMS,
  TIMINGS,
  UI_TEXTS,
  updateSocialAccountsInput,
} from '@handlehub/shared';
import {
  Button,
  Container,
  Divider,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useLayoutEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BackLink } from '../../components/back-link';
import { LoginPrompt } from '../../components/login-prompt';
import { PlatformIcon } from '../../components/platform-icon';
import { ApiError } from '../../lib/api';
import { namedOnLeave, useSchemaForm } from '../../lib/form';
import { errorText, notifyError } from '../../lib/notify';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';
import { wait } from '../../lib/wait';
import { useSaveSocialAccounts, useSocialAccounts } from './api';
import { ItemsSections } from './items-sections';

type Values = Record<HandleField, string>;
const EMPTY = Object.fromEntries(HANDLE_FIELDS.map((f) => [f, ''])) as Values;
const NUMERIC_GAMES: ReadonlySet<HandleField> = new Set(['pokemongo', 'pubg', 'freefire']);

/** The field a message of the server is about, so the input can show it too. */
function fieldOfMessage(message: string): HandleField | undefined {
  return HANDLE_FIELDS.find(
    (field) =>
      message === handleMessages.invalid(field) ||
      message === handleMessages.tooLong(field) ||
      (isGameField(field) && message === GAME_ID_FORMATS[field].message),
  );
}

/**
 * What a social handle will be stored as, when that is not what was typed (spaces taken out, a pasted
 * address reduced to the handle, a leading @ dropped): said under the field, never changed silently
 * (docs/decisions/016). Game IDs have their format hint instead.
 */
function savedAsOf(field: HandleField, value: string): string | undefined {
  if (isGameField(field) || value.trim() === '') return undefined;
  const result = normaliseHandle(field, value);
  return result.ok && result.handle !== value.trim() ? result.handle : undefined;
}

/** Under each input: a game's format in a few words and the example; the example alone for the others. */
function descriptionOf(field: HandleField): string {
  const example = PLATFORMS[field].example;
  return isGameField(field) ? `${GAME_ID_FORMATS[field].hint} (${example})` : example;
}

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
  // The server's own check of the 13 fields, named as each input is left (lib/form namedOnLeave).
  const form = useSchemaForm<Values>(updateSocialAccountsInput, EMPTY, {
    enhanceGetInputProps: namedOnLeave({ blankWaits: false }),
  });
  const [phase, setPhase] = useState<'editing' | 'generating' | 'success'>('editing');

  // Prefilled from the saved accounts on load, and again from what the server stored after a save. A layout
  // effect: the fields are filled before the browser paints them enabled, so nothing typed at once is then
  // overwritten.
  // The list of items below refreshes these too (the 13 fields are the first item of each key): a field the
  // person has typed in since the last save keeps what they typed, and its message.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when saved accounts arrive; the form's functions read its current state
  useLayoutEffect(() => {
    if (!accounts.data) return;
    const saved = { ...EMPTY };
    for (const account of accounts.data) saved[account.fieldname] = account.accountUsername;
    const typed = HANDLE_FIELDS.filter((field) => form.isTouched(field));
    form.setValues((current) => ({ ...saved, ...Object.fromEntries(typed.map((f) => [f, current[f]])) }));
    form.setErrors((current) => Object.fromEntries(typed.map((field) => [field, current[field]])));
  }, [accounts.data]);

  function focusFirstProblem(errors: FormErrors) {
    const first = HANDLE_FIELDS.find((field) => errors[field]);
    if (first) form.getInputNode(first)?.focus();
  }

  async function onValid(values: Values) {
    setPhase('generating');
    try {
      await save.mutateAsync(values);
      form.resetTouched();
    } catch (error) {
      setPhase('editing');
      const message = errorText(error);
      notifyError(message);
      // A refusal about one field is shown at that input too.
      const field = error instanceof ApiError && error.status === 400 ? fieldOfMessage(message) : undefined;
      if (field) form.setFieldError(field, message);
      return;
    }
    await wait(TIMINGS.addAccountLoader);
    setPhase('editing');
    await wait(TIMINGS.addAccountSuccessGap);
    setPhase('success');
  }

  return (
    <Container size="sm" py="lg">
      <form onSubmit={form.onSubmit(onValid, focusFirstProblem)} noValidate>
        <Stack gap="md">
          {/* Cancel is below the fold on a laptop: the way back is at the top too (the bottom bar on phones). */}
          <BackLink to="/profile" wideOnly>
            Back to Profile
          </BackLink>
          <Title order={1} size="h2">
            Add Account
          </Title>
          <Text>
            Add your account Id to any of the field. You can add all the accounts that is present here.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {HANDLE_FIELDS.map((field) => {
              const platform = PLATFORMS[field];
              const savedAs = form.errors[field] ? undefined : savedAsOf(field, form.values[field]);
              return (
                <TextInput
                  key={field}
                  name={field}
                  label={platform.label}
                  placeholder={platform.placeholder}
                  description={
                    savedAs === undefined ? (
                      descriptionOf(field)
                    ) : (
                      <>
                        {descriptionOf(field)}
                        <Text component="span" display="block" inherit fw={700}>
                          {UI_TEXTS.handleSavedAs(savedAs)}
                        </Text>
                      </>
                    )
                  }
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  inputMode={NUMERIC_GAMES.has(field) ? 'numeric' : undefined}
                  leftSection={<PlatformIcon icon={platform.icon} size={18} />}
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  maxLength={300}
                  disabled={accounts.isPending}
                  {...form.getInputProps(field, { withFocus: false })}
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
      <Divider my="xl" />
      <ItemsSections username={username} />

      {/* The compound form: the dialog element itself takes the name (Modal puts aria-label on its root). */}
      <Modal.Root
        opened={phase === 'generating'}
        onClose={() => {}}
        closeOnClickOutside={false}
        closeOnEscape={false}
        centered
      >
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

      {/* Its own 'Close' button (the spec's) is the way out, with Escape: no second, × 'Close'. */}
      <Modal
        opened={phase === 'success'}
        onClose={() => navigate('/profile')}
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
          <Button onClick={() => navigate('/profile')}>Close</Button>
        </Stack>
      </Modal>
    </Container>
  );
}
