import { addProductFields, MESSAGES, PHOTO_MAX_BYTES, TIMINGS } from '@handlehub/shared';
import { Button, FileInput, Group, Loader, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { errorText, notifyError, notifySuccess } from '../../lib/notify';
import { addProduct } from './api';

const EMPTY = { productname: '', productdesc: '', productlink: '' };

/** The owner's Add Product dialog: it closes only through its buttons. */
export function AddProductDialog({
  opened,
  onClose,
  onAdded,
}: {
  opened: boolean;
  onClose: () => void;
  onAdded: () => void;
}) {
  const [fields, setFields] = useState(EMPTY);
  const [photo, setPhoto] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);

  const reset = () => {
    setFields(EMPTY);
    setPhoto(null);
  };
  const close = () => {
    if (saving) return;
    reset();
    onClose();
  };
  const set = (key: keyof typeof EMPTY) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

  const pickPhoto = (file: File | null) => {
    if (file && file.size > PHOTO_MAX_BYTES) {
      notifyError(MESSAGES.photoTooLarge);
      setPhoto(null);
      return;
    }
    setPhoto(file);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = addProductFields.safeParse(fields);
    if (!checked.success) return notifyError(checked.error.issues[0]?.message ?? MESSAGES.invalidRequest);
    if (!photo) return notifyError(MESSAGES.productPhotoEmpty);
    setSaving(true);
    try {
      const { msg } = await addProduct({ ...checked.data, photo });
      window.setTimeout(() => {
        setSaving(false);
        reset();
        onClose();
        onAdded();
        notifySuccess(msg);
      }, TIMINGS.addProductSuccess);
    } catch (error) {
      setSaving(false);
      notifyError(errorText(error));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Add New Product"
      closeOnClickOutside={false}
      closeOnEscape={!saving}
      withCloseButton={!saving}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Product name"
            value={fields.productname}
            onChange={(e) => set('productname')(e.currentTarget.value)}
            data-autofocus
          />
          <Textarea
            label="Product desc"
            autosize
            minRows={3}
            maxRows={8}
            value={fields.productdesc}
            onChange={(e) => set('productdesc')(e.currentTarget.value)}
          />
          <TextInput
            label="Product link"
            type="url"
            placeholder="https://"
            value={fields.productlink}
            onChange={(e) => set('productlink')(e.currentTarget.value)}
          />
          <FileInput
            label="Add product photo"
            placeholder="Choose a photo"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            leftSection={<IconPhoto size={18} />}
            clearable
            value={photo}
            onChange={pickPhoto}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving} leftSection={saving ? <Loader size={16} /> : undefined}>
              {saving ? 'Saving Product' : 'Add Product'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
