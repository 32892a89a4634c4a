import { type HandleItem, MESSAGES } from '@handlehub/shared';
import { COMMON_MESSAGES } from '@handlehub/shared/common-messages';
import { Button, Group, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { notifySuccess } from '../../lib/notify';
import { EditItemDialog } from './edit-item-dialog';
import { itemName, moveId } from './item-order';
import { ItemRow, type MoveDirection } from './item-row';
import classes from './items.module.css';
import { useDeleteItem, useItems, useOrderItems, useSetVisible } from './items-api';
import { ITEM_TEXTS } from './texts';
import { useDragReorder } from './use-drag-reorder';

/**
 * "Your handles and links": every item of the owner, hidden ones too, in the order the page shows them.
 * Each change is saved at once and shown before the server answers; a refusal puts the list back as it
 * was and says why (items-api.ts).
 */
export function MyItems({ username }: { username: string }) {
  const items = useItems(username);
  const setVisible = useSetVisible(username);
  const remove = useDeleteItem(username);
  const order = useOrderItems(username);
  const [announcement, setAnnouncement] = useState('');
  const [editing, setEditing] = useState<HandleItem | null>(null);
  // The item asked about stays named while the question closes (its text would go blank mid-fade).
  const [deleting, setDeleting] = useState<{ item: HandleItem; open: boolean } | null>(null);
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const rows = useRef(new Map<number, HTMLLIElement>());
  // After a delete the row and its Delete button are gone: focus goes to the list's heading, not to the
  // top of the page. (A moved row keeps its focus by itself: React puts focus back on an element it
  // moves, and each row is keyed by its item, so its buttons move with it.)
  const focusHeading = useRef(false);

  const list = items.data ?? [];
  const ids = list.map((item) => item.id);

  useLayoutEffect(() => {
    if (!focusHeading.current || !items.data) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  }, [items.data]);

  // A move is announced once the list shows it, and the next one starts from it: a quick second press
  // never repeats the first from the order before it.
  const [pending, setPending] = useState<{ ids: number[]; text: string } | null>(null);
  const base = pending?.ids ?? ids;
  useEffect(() => {
    if (pending && pending.ids.join() === ids.join()) {
      setAnnouncement(pending.text);
      setPending(null);
    }
  }, [ids, pending]);

  function saveOrder(item: HandleItem, from: number, to: number) {
    const next = moveId(base, from, to);
    setPending({ ids: next, text: ITEM_TEXTS.moved(itemName(item), to + 1, base.length) });
    // Refused: the list goes back (items-api.ts says why), and the next move starts from it.
    order.mutate(next, { onError: () => setPending(null) });
  }

  function move(item: HandleItem, direction: MoveDirection) {
    const from = base.indexOf(item.id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= base.length) {
      setAnnouncement(
        (direction === 'up' ? ITEM_TEXTS.alreadyFirst : ITEM_TEXTS.alreadyLast)(itemName(item)),
      );
      return;
    }
    saveOrder(item, from, to);
  }

  const drag = useDragReorder(
    ids,
    (id) => rows.current.get(id) ?? null,
    (id, from, to) => {
      const item = list.find((one) => one.id === id);
      if (item) saveOrder(item, from, to);
    },
  );

  function confirmDelete() {
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

  return (
    <Stack component="section" gap="sm" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId} ref={headingRef} tabIndex={-1}>
        {ITEM_TEXTS.listTitle}
      </Title>
      {/* Polite: a move is said after what the screen reader is saying now (the button's name). */}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic>
        {announcement}
      </VisuallyHidden>
      {items.isPending ? (
        <Loader size="sm" role="status" aria-label={ITEM_TEXTS.listLoading} />
      ) : items.isError ? (
        <Group gap="sm">
          <Text>{ITEM_TEXTS.listLoadFailed}</Text>
          <Button variant="default" onClick={() => void items.refetch()}>
            {COMMON_MESSAGES.tryAgain}
          </Button>
        </Group>
      ) : list.length === 0 ? (
        <Text c="dimmed">{ITEM_TEXTS.listEmpty}</Text>
      ) : (
        <>
          <Text c="dimmed">{ITEM_TEXTS.listIntro}</Text>
          <ul className={classes.list}>
            {list.map((item) => (
              <ItemRow
                key={item.id}
                ref={(element) => {
                  if (element) rows.current.set(item.id, element);
                  else rows.current.delete(item.id);
                }}
                item={item}
                drag={drag.stateOf(item.id)}
                onVisible={(visible) => setVisible.mutate({ id: item.id, visible })}
                onMove={(direction) => move(item, direction)}
                onEdit={() => setEditing(item)}
                onDelete={() => setDeleting({ item, open: true })}
                onDragStart={(event) => drag.start(item.id, event)}
              />
            ))}
          </ul>
        </>
      )}
      {editing ? (
        <EditItemDialog username={username} item={editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        opened={deleting?.open ?? false}
        title={ITEM_TEXTS.deleteTitle}
        text={deleting ? ITEM_TEXTS.deleteText(itemName(deleting.item)) : ''}
        confirmLabel={ITEM_TEXTS.deleteConfirm}
        busy={false}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(deleting && { ...deleting, open: false })}
      />
    </Stack>
  );
}
