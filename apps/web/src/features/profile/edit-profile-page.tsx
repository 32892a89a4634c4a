import {
  DEFAULT_PROFILE_THEME,
  MESSAGES,
  TIMINGS,
  toPageStyle,
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
import { UsernameInput } from '../../components/username-input';
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

/** The form's values, from the profile as it is. */
function useProfileForm(user: UserJson) {
  // Bio and page look (decisions 017, 028): a stored session from before them has neither.
  return useSchemaForm(updateProfileFields, {
    name: user.name,
    username: user.username,
    gender: user.gender,
    bio: user.bio ?? '',
    theme: user.theme ?? DEFAULT_PROFILE_THEME,
    ...toPageStyle(user),
  });
}

type ProfileForm = ReturnType<typeof useProfileForm>;

function EditProfileForm({ user }: { user: UserJson }) {
  const queryClient = useQueryClient();
  const form = useProfileForm(user);
  const [photo, setPhoto] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const updateButton = useRef<HTMLButtonElement>(null);
  const save = useProfileSave(form, photo);
  const send = () => {
    setConfirming(false);
    void save.send();
  };

  async function onValid({ username }: { username: string }) {
    if (username === user.username) return send();
    // Asked before the warning: a taken name is said at the field, not after 'Continue'.
    if (await isUsernameTaken(queryClient, username))
      return form.setFieldError('username', MESSAGES.usernameTaken);
    setConfirming(true);
  }

  return (
    <Container size="xs" py="lg">
      <form onSubmit={form.onSubmit(onValid)} noValidate>
        <Stack gap="md">
          <Title order={1} size="h2">
            Edit Profile
          </Title>
          <ProfileFields user={user} form={form} photo={photo} onPhoto={setPhoto} />
          <Group justify="flex-end">
            <Button component={Link} to="/profile" variant="default">
              Cancel
            </Button>
            <Button ref={updateButton} type="submit" loading={save.saving || form.submitting}>
              Update
            </Button>
          </Group>
        </Stack>
      </form>

      <ChangeUsernameDialog
        opened={confirming}
        onCancel={() => setConfirming(false)}
        onContinue={send}
        returnFocusTo={updateButton}
      />
    </Container>
  );
}

/**
 * Sends the profile: name, username and gender always, the photo when one was picked, the rest only when
 * changed. Saved, it goes back to the profile; a name taken meanwhile is said at the field.
 */
function useProfileSave(form: ProfileForm, photo: File | null) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdateProfile();
  const [saving, setSaving] = useState(false);

  async function send() {
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

  return { saving, send };
}

/** Every field of the profile, in the order the screen shows them. */
function ProfileFields({
  user,
  form,
  photo,
  onPhoto,
}: {
  user: UserJson;
  form: ProfileForm;
  photo: File | null;
  onPhoto: (photo: File | null) => void;
}) {
  const { values, errors } = form;
  const usernameValid = updateProfileFields.shape.username.safeParse(values.username).success;
  const check = useUsernameCheck(values.username, usernameValid, values.username === user.username);
  return (
    <>
      <PhotoPicker current={user.photo} name={values.name || user.name} picked={photo} onPick={onPhoto} />
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
      <UsernameInput form={form} check={check} {...form.getInputProps('username')} maxLength={60} />
      <Radio.Group label="Gender" {...form.getInputProps('gender')}>
        <Group mt="xs">
          <Radio value="male" label="Male" />
          <Radio value="female" label="Female" />
        </Group>
      </Radio.Group>
      <BioField value={values.bio} onChange={(bio) => form.setFieldValue('bio', bio)} error={errors.bio} />
      <ThemePicker
        value={values.theme}
        onChange={(theme) => form.setFieldValue('theme', theme)}
        error={errors.theme}
      />
      <PageStylePicker
        value={{ background: values.background, buttons: values.buttons }}
        onChange={form.setValues}
      />
    </>
  );
}
