import {
  DEFAULT_PROFILE_THEME,
  MESSAGES,
  TIMINGS,
  toPageStyle,
  toUsernameInput,
  type UserJson,
  updateProfileFields,
} from '@handlehub/shared';
import { COMMON_MESSAGES } from '@handlehub/shared/common-messages';
import { Button, Container, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoginPrompt } from '../../components/login-prompt';
import { PageLoader } from '../../components/page-loader';
import { ApiError } from '../../lib/api';
import { useSchemaForm } from '../../lib/form';
import { errorText, notifyError, notifySuccess } from '../../lib/notify';
import { usePageMeta } from '../../lib/page-meta';
import { publicProfileKeys } from '../../lib/query-keys';
import { session, useSession } from '../../lib/session';
import { isUsernameTaken, useUsernameCheck } from '../../lib/username-availability';
import { wait } from '../../lib/wait';
import { useCurrentUser, useUpdateProfile } from './api';
import { BioField } from './bio-field';
import { ChangeUsernameDialog } from './change-username-dialog';
import { PhotoPicker } from './photo-picker';
import { PageStylePicker, ThemePicker } from './theme-picker';

export function EditProfilePage() {
  usePageMeta('Edit Profile');
  const signedIn = useSession();
  if (!signedIn) return <LoginPrompt text="Log in to edit your profile." />;
  return <CurrentProfileForm token={signedIn.token} />;
}

/**
 * The form, filled from the profile as the server holds it now: opened from a bookmark, a restored tab or
 * a second device, the browser's stored copy may be old, and Update would then write its old bio and theme
 * back. Until the answer arrives the screen shows its title and a loader; a failure offers to try again.
 */
function CurrentProfileForm({ token }: { token: string }) {
  const current = useCurrentUser(token);
  const fresh = current.data;
  // The bars and cards elsewhere show the stored copy: bring it up to date too.
  useEffect(() => {
    if (fresh) session.updateUser(fresh);
  }, [fresh]);
  if (fresh) return <EditProfileForm user={fresh} />;
  return (
    <Container size="xs" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          Edit Profile
        </Title>
        {current.isError ? (
          <Stack align="flex-start" gap="xs" role="alert">
            <Text>{COMMON_MESSAGES.profileLoadFailed}</Text>
            <Button variant="default" onClick={() => void current.refetch()}>
              Try again
            </Button>
          </Stack>
        ) : (
          <PageLoader />
        )}
      </Stack>
    </Container>
  );
}

/** The fields the server keeps as they are when left out: only those the person changed are sent. */
const KEPT_UNLESS_CHANGED = ['bio', 'theme', 'background', 'buttons'] as const;

function EditProfileForm({ user }: { user: UserJson }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdateProfile();
  // Bio and page look (decisions 017, 028): a stored session from before them has neither.
  const form = useSchemaForm(updateProfileFields, {
    name: user.name,
    username: user.username,
    gender: user.gender,
    bio: user.bio ?? '',
    theme: user.theme ?? DEFAULT_PROFILE_THEME,
    ...toPageStyle(user),
  });
  const { values, errors } = form;
  const [photo, setPhoto] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const updateButton = useRef<HTMLButtonElement>(null);
  const [saving, setSaving] = useState(false);
  const usernameValid = updateProfileFields.shape.username.safeParse(values.username).success;
  const check = useUsernameCheck(values.username, usernameValid, values.username === user.username);
  const usernameError = errors.username ?? (check.state === 'taken' ? MESSAGES.usernameTaken : undefined);

  async function onValid({ username }: { username: string }) {
    if (username === user.username) return void send();
    // Asked before the warning: a taken name is said at the field, not after 'Continue'.
    if (await isUsernameTaken(queryClient, username))
      return form.setFieldError('username', MESSAGES.usernameTaken);
    setConfirming(true);
  }

  async function send() {
    setConfirming(false);
    setSaving(true);
    const current = form.getValues();
    const body = new FormData();
    if (photo) body.append('photo', photo);
    for (const field of ['name', 'username', 'gender'] as const) body.append(field, current[field]);
    for (const field of KEPT_UNLESS_CHANGED) if (form.isDirty(field)) body.append(field, current[field]);
    try {
      const result = await update.mutateAsync(body);
      await wait(TIMINGS.profileUpdateSuccess);
      session.updateUser(result.user);
      void queryClient.invalidateQueries({ queryKey: publicProfileKeys.all });
      setSaving(false);
      notifySuccess(result.msg);
      navigate('/profile');
    } catch (error) {
      setSaving(false);
      // Taken meanwhile: said at the field, as the check before the warning says it.
      if (error instanceof ApiError && error.status === 409 && error.message === MESSAGES.usernameTaken)
        form.setErrors({ username: error.message });
      else notifyError(errorText(error));
    }
  }

  return (
    <Container size="xs" py="lg">
      <form onSubmit={form.onSubmit(onValid)} noValidate>
        <Stack gap="md">
          <Title order={1} size="h2">
            Edit Profile
          </Title>
          <PhotoPicker
            current={user.photo}
            name={values.name || user.name}
            picked={photo}
            onPick={setPhoto}
          />
          <TextInput
            label="Name"
            {...form.getInputProps('name')}
            onChange={(e) => {
              form.setFieldValue('name', e.currentTarget.value);
              form.clearFieldError('name');
            }}
            autoComplete="name"
            maxLength={100}
          />
          <TextInput
            label="Username"
            {...form.getInputProps('username')}
            onChange={(e) => {
              form.setFieldValue('username', toUsernameInput(e.currentTarget.value));
              form.clearFieldError('username');
            }}
            error={usernameError}
            description={usernameError ? undefined : check.note}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={60}
          />
          <Radio.Group label="Gender" {...form.getInputProps('gender')}>
            <Group mt="xs">
              <Radio value="male" label="Male" />
              <Radio value="female" label="Female" />
            </Group>
          </Radio.Group>
          <BioField
            value={values.bio}
            onChange={(bio) => form.setFieldValue('bio', bio)}
            error={errors.bio}
          />
          <ThemePicker
            value={values.theme}
            onChange={(theme) => form.setFieldValue('theme', theme)}
            error={errors.theme}
          />
          <PageStylePicker
            value={{ background: values.background, buttons: values.buttons }}
            onChange={form.setValues}
          />
          <Group justify="flex-end">
            <Button component={Link} to="/profile" variant="default">
              Cancel
            </Button>
            <Button ref={updateButton} type="submit" loading={saving || form.submitting}>
              Update
            </Button>
          </Group>
        </Stack>
      </form>

      <ChangeUsernameDialog
        opened={confirming}
        onCancel={() => setConfirming(false)}
        onContinue={() => void send()}
        returnFocusTo={updateButton}
      />
    </Container>
  );
}
