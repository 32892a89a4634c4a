import {
  GAME_ID_FORMATS,
  HANDLE_FIELDS,
  type HandleField,
  handleMessages,
  isGameField,
  normaliseHandle,
  PLATFORMS,
  TIMINGS,
  updateSocialAccountsInput,
} from '@handlehub/shared';
import {
  Button,
  Container,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  type TextInputProps,
  Title,
} from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { type ReactNode, useLayoutEffect, useState } from 'react';
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
import { GeneratingDialog, SuccessDialog } from './add-account-dialogs';
import { useSaveSocialAccounts, useSocialAccounts } from './api';
import { ItemsSections } from './items-sections';
import type { ItemAction } from './my-items';
import { savedAs } from './saved-as';

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
function savedAsNote(field: HandleField, value: string): ReactNode {
  if (isGameField(field)) return undefined;
  const result = normaliseHandle(field, value);
  return savedAs(result.ok ? { ok: true, value: result.handle } : result, value);
}

/** Under each input: a game's format in a few words and the example; the example alone for the others. */
function descriptionOf(field: HandleField): string {
  const example = PLATFORMS[field].example;
  return isGameField(field) ? `${GAME_ID_FORMATS[field].hint} (${example})` : example;
}

/** One of the 13 fields: its platform's name, icon and example, and what the value will be stored as. */
function HandleInput({
  field,
  value = '',
  error,
  ...inputProps
}: { field: HandleField; value?: string; error?: ReactNode } & TextInputProps) {
  const platform = PLATFORMS[field];
  return (
    <TextInput
      name={field}
      label={platform.label}
      placeholder={platform.placeholder}
      description={
        <>
          {descriptionOf(field)}
          {error ? undefined : savedAsNote(field, value)}
        </>
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      inputMode={NUMERIC_GAMES.has(field) ? 'numeric' : undefined}
      leftSection={<PlatformIcon icon={platform.icon} size={18} />}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={300}
      value={value}
      error={error}
      {...inputProps}
    />
  );
}

/** `itemAction`: one more action on each of the owner's rows, composed by the route (Verify). */
export function AddAccountPage({ itemAction }: { itemAction?: ItemAction | undefined } = {}) {
  usePageMeta('Add Account');
  const user = useSession()?.user;
  if (!user) {
    return (
      <LoginPrompt text="Log in to add your social accounts and get one link and a secure QR code for all of them." />
    );
  }
  return <AddAccountForm username={user.username} itemAction={itemAction} />;
}

function AddAccountForm({ username, itemAction }: { username: string; itemAction: ItemAction | undefined }) {
  const navigate = useNavigate();
  const accounts = useSocialAccounts(username);
  const save = useSaveSocialAccounts(username);
  // The server's own check of the 13 fields, named as each input is left (lib/form namedOnLeave).
  const form = useSchemaForm(updateSocialAccountsInput, EMPTY, {
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

  async function onValid() {
    setPhase('generating');
    try {
      // Sent as typed: the server normalises by the same schema and answers what it stored.
      await save.mutateAsync(form.getValues());
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
            {HANDLE_FIELDS.map((field) => (
              <HandleInput
                key={field}
                field={field}
                disabled={accounts.isPending}
                {...form.getInputProps(field, { withFocus: false })}
              />
            ))}
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
      <ItemsSections username={username} itemAction={itemAction} />

      <GeneratingDialog opened={phase === 'generating'} />
      <SuccessDialog opened={phase === 'success'} onClose={() => navigate('/profile')} />
    </Container>
  );
}
