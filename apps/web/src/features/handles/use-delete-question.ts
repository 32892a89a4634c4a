import { MESSAGES } from '@handlehub/shared';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { notifySuccess } from '../../lib/notify';
import { useDeleteItem } from './items-api';

/**
 * The question "Delete this item?": which item (or unsupported row) it asks about, and the delete once
 * confirmed. After a delete the row and its Delete button are gone, so focus goes to the list's heading
 * (`headingRef`, or `focusRef` when the list's heading is another's), not to the top of the page.
 */
export function useDeleteQuestion<T extends { id: number }>(
  username: string,
  items: readonly T[] | undefined,
  focusRef?: RefObject<HTMLElement | null>,
) {
  const remove = useDeleteItem(username);
  // The item asked about stays named while the question closes (its text would go blank mid-fade).
  const [deleting, setDeleting] = useState<{ item: T; open: boolean } | null>(null);
  const ownHeadingRef = useRef<HTMLHeadingElement>(null);
  const headingRef = focusRef ?? ownHeadingRef;
  // (A moved row keeps its focus by itself: React puts focus back on an element it moves, and each row is
  // keyed by its item, so its buttons move with it.)
  const focusHeading = useRef(false);

  useLayoutEffect(() => {
    if (!focusHeading.current || !items) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  }, [items, headingRef]);

  function confirm() {
    if (!deleting?.open) return;
    const id = deleting.item.id;
    setDeleting({ ...deleting, open: false });
    focusHeading.current = true;
    remove.mutateAsync(id).then(
      (answer) => notifySuccess(answer.msg ?? MESSAGES.itemDeleted),
      // Said by the write itself (items-api.ts), which also puts the row back.
      () => {},
    );
  }

  return {
    headingRef: ownHeadingRef,
    /** The item asked about, while the question is open or closing. */
    item: deleting?.item ?? null,
    opened: deleting?.open ?? false,
    ask: (item: T) => setDeleting({ item, open: true }),
    cancel: () => setDeleting(deleting && { ...deleting, open: false }),
    confirm,
  };
}
