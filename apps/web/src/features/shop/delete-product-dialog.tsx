import { type Product, TIMINGS } from '@handlehub/shared';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useSend } from '../../lib/use-send';
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
  const { sending: deleting, submit } = useSend(
    deleteProduct,
    () => {
      onClose();
      onDeleted();
    },
    TIMINGS.deleteProductSuccess,
  );
  const confirm = () => {
    if (product) void submit(product._id);
  };

  return (
    <ConfirmDialog
      opened={product !== null}
      title="Delete Product"
      text="Are you sure? You want to delete this product"
      confirmLabel="Delete Product"
      busy={deleting}
      size="md"
      onConfirm={confirm}
      onCancel={() => !deleting && onClose()}
    />
  );
}
