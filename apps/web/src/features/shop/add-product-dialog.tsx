import { addProductFields, MESSAGES, PHOTO_MAX_BYTES, TIMINGS } from '@handlehub/shared';
import { Button, FileInput, Group, Loader, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useSchemaForm } from '../../lib/form';
import { notifyError } from '../../lib/notify';
import { useSend } from '../../lib/use-send';
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
  const form = useSchemaForm(addProductFields, EMPTY);
  const [photo, setPhoto] = useState<File | null>(null);
  const { sending: saving, submit: send } = useSend(
    addProduct,
    () => {
      reset();
      onClose();
      onAdded();
    },
    TIMINGS.addProductSuccess,
  );

  const reset = () => {
    form.reset();
    setPhoto(null);
  };
  const close = () => {
    if (saving) return;
    reset();
    onClose();
  };
  // Problems are said as a toast, the first at a time, not under the fields.
  const field = (key: keyof typeof EMPTY) => form.getInputProps(key, { withError: false });

  const pickPhoto = (file: File | null) => {
    if (file && file.size > PHOTO_MAX_BYTES) {
      notifyError(MESSAGES.photoTooLarge);
      setPhoto(null);
      return;
    }
    setPhoto(file);
  };

  const tellFirstProblem = (errors: FormErrors) =>
    notifyError(String(Object.values(errors)[0] ?? MESSAGES.invalidRequest));

  const submit = form.onSubmit(async (checked) => {
    if (!photo) return notifyError(MESSAGES.productPhotoEmpty);
    await send({ ...checked, photo });
  }, tellFirstProblem);

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
          <TextInput label="Product name" {...field('productname')} data-autofocus />
          <Textarea label="Product desc" autosize minRows={3} maxRows={8} {...field('productdesc')} />
          <TextInput label="Product link" type="url" placeholder="https://" {...field('productlink')} />
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
