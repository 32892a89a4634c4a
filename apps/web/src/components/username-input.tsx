import { MESSAGES, toUsernameInput } from '@handlehub/shared';
import { TextInput, type TextInputProps } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import type { UsernameCheck } from '../lib/username-availability';

/** What the field needs of its form (useSchemaForm): the username's problem, and the value to set. */
interface UsernameForm {
  errors: FormErrors;
  setFieldValue(path: 'username', value: string): void;
  clearFieldError(path: 'username'): void;
}

interface Props extends Omit<TextInputProps, 'label' | 'onChange' | 'error' | 'description' | 'form'> {
  form: UsernameForm;
  /** The live check of the name in the field (useUsernameCheck). */
  check: UsernameCheck;
}

/**
 * The username field of the sign-up dialog and Edit Profile: what is typed becomes a username as it is
 * typed, a named problem goes as the person types, and under the field the live check says it is being
 * checked or is available, or, as its error, that it is taken.
 */
export function UsernameInput({ form, check, ...props }: Props) {
  const error = form.errors.username ?? (check.state === 'taken' ? MESSAGES.usernameTaken : undefined);
  return (
    <TextInput
      label="Username"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
      onChange={(e) => {
        form.setFieldValue('username', toUsernameInput(e.currentTarget.value));
        form.clearFieldError('username');
      }}
      error={error}
      description={error ? undefined : check.note}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}
