import { type Product, TIMINGS } from '@handlehub/shared';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { errorText, notifyError, notifySuccess } from '../../lib/notify';
import { deleteProduct } from './api';

/** Confirms deleting a product; on success it closes after 0.5 s and the list reloads. */
export function DeleteProductDialog({
  product,
  onClose,
  onDeleted,
}: {
  product: Product | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    if (!product) return;
    setDeleting(true);
    try {
      const { msg } = await deleteProduct(product._id);
      window.setTimeout(() => {
        setDeleting(false);
        onClose();
        onDeleted();
        notifySuccess(msg);
      }, TIMINGS.deleteProductSuccess);
    } catch (error) {
      setDeleting(false);
      notifyError(errorText(error));
    }
  };

  return (
    <Modal opened={product !== null} onClose={() => !deleting && onClose()} title="Delete Product" centered>
      <Text>Are you sure? You want to delete this product</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={deleting} data-autofocus>
          Cancel
        </Button>
        <Button color="red" onClick={confirm} loading={deleting}>
          Delete Product
        </Button>
      </Group>
    </Modal>
  );
}
