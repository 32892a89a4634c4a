import { MESSAGES, PHOTO_MAX_BYTES } from '@handlehub/shared';
import { Button, FileButton, Group } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { UserAvatar } from '../../components/user-avatar';
import { notifyError } from '../../lib/notify';

interface Props {
  /** The photo the profile has now. */
  current: string | null;
  name: string;
  onPick(photo: File): void;
  picked: File | null;
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

/** Edit Profile's photo: the avatar as it will look and 'Choose photo'; a wrong file is refused at once. */
export function PhotoPicker({ current, name, onPick, picked }: Props) {
  const preview = usePreview(picked);

  function pick(file: File | null) {
    if (!file) return;
    if (!file.type.startsWith('image/')) return notifyError(MESSAGES.photoNotImage);
    if (file.size > PHOTO_MAX_BYTES) return notifyError(MESSAGES.photoTooLarge);
    onPick(file);
  }

  return (
    <Group>
      <UserAvatar photo={preview ?? current} name={name} size={96} />
      <FileButton onChange={pick} accept="image/*" inputProps={{ 'aria-label': 'Profile photo' }}>
        {(props) => (
          <Button {...props} variant="default" leftSection={<IconCamera size={18} />}>
            Choose photo
          </Button>
        )}
      </FileButton>
    </Group>
  );
}
