import {
  type Gender,
  MESSAGES,
  PHOTO_MAX_BYTES,
  TIMINGS,
  toUsernameInput,
  type UpdateProfileFields,
  type UserJson,
  updateProfileFields,
} from '@handlehub/shared';
import {
  Button,
  Container,
  FileButton,
  Group,
  Modal,
  Radio,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCamera } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoginPrompt } from '../../components/login-prompt';
import { UserAvatar } from '../../components/user-avatar';
import { errorText, notifyError, notifySuccess } from '../../lib/notify';
import { usePageMeta } from '../../lib/page-meta';
import { publicProfileKeys } from '../../lib/query-keys';
import { session, useSession } from '../../lib/session';
import { useUpdateProfile } from './api';

type Field = keyof UpdateProfileFields;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function EditProfilePage() {
  usePageMeta('Edit Profile');
  const user = useSession()?.user;
  if (!user) return <LoginPrompt text="Log in to edit your profile." />;
  return <EditProfileForm user={user} />;
}

/** A local preview of the chosen photo, released when it changes or the screen closes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

function EditProfileForm({ user }: { user: UserJson }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdateProfile();
  const [name, setName] = useState(user.name);
  const [username, setUsername] = useState(user.username);
  const [gender, setGender] = useState<Gender>(user.gender);
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const preview = usePreview(photo);

  function pickPhoto(file: File | null) {
    if (!file) return;
    if (!file.type.startsWith('image/')) return notifyError(MESSAGES.photoNotImage);
    if (file.size > PHOTO_MAX_BYTES) return notifyError(MESSAGES.photoTooLarge);
    setPhoto(file);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = updateProfileFields.safeParse({ name, username, gender });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    if (parsed.data.username !== user.username) setConfirming(true);
    else void send();
  }

  async function send() {
    setConfirming(false);
    setSaving(true);
    const form = new FormData();
    if (photo) form.append('photo', photo);
    form.append('name', name);
    form.append('username', username);
    form.append('gender', gender);
    try {
      const result = await update.mutateAsync(form);
      await wait(TIMINGS.profileUpdateSuccess);
      session.updateUser(result.user);
      void queryClient.invalidateQueries({ queryKey: publicProfileKeys.all });
      setSaving(false);
      notifySuccess(result.msg);
      navigate('/profile');
    } catch (error) {
      setSaving(false);
      notifyError(errorText(error));
    }
  }

  return (
    <Container size="xs" py="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={1} size="h2">
            Edit Profile
          </Title>
          <Group>
            <UserAvatar photo={preview ?? user.photo} gender={gender} name={name || user.name} size={96} />
            <FileButton onChange={pickPhoto} accept="image/*" inputProps={{ 'aria-label': 'Profile photo' }}>
              {(props) => (
                <Button {...props} variant="default" leftSection={<IconCamera size={18} />}>
                  Choose photo
                </Button>
              )}
            </FileButton>
          </Group>
          <TextInput
            label="Name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            autoComplete="name"
            maxLength={100}
          />
          <TextInput
            label="Username"
            value={username}
            onChange={(e) => setUsername(toUsernameInput(e.currentTarget.value))}
            error={errors.username}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={60}
          />
          <Radio.Group
            label="Gender"
            value={gender}
            onChange={(value) => setGender(value as Gender)}
            error={errors.gender}
          >
            <Group mt="xs">
              <Radio value="male" label="Male" />
              <Radio value="female" label="Female" />
            </Group>
          </Radio.Group>
          <Group justify="flex-end">
            <Button component={Link} to="/profile" variant="default">
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Update
            </Button>
          </Group>
        </Stack>
      </form>

      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Change Username!" centered>
        <Stack>
          <Group wrap="nowrap" align="flex-start">
            <ThemeIcon color="orange" variant="light" size="xl" radius="xl">
              <IconAlertTriangle size={24} aria-hidden />
            </ThemeIcon>
            <Text>
              If you change your username, your current QR code and profile link will no longer be valid. Do
              you want to continue?
            </Text>
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button onClick={() => void send()}>Continue</Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
