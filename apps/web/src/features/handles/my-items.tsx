import type { HandleItem } from '@handlehub/shared';
import { COMMON_MESSAGES } from '@handlehub/shared/common-messages';
import { Button, Group, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EditItemDialog } from './edit-item-dialog';
import { itemName } from './item-order';
import { ItemRow } from './item-row';
import classes from './items.module.css';
import { useItems, useSetVisible } from './items-api';
import { ITEM_TEXTS } from './texts';
import { UnsupportedItems } from './unsupported-items';
import { useDeleteQuestion } from './use-delete-question';
import { useItemMoves } from './use-item-moves';

/**
 * "Your handles and links": every item of the owner, hidden ones too, in the order the page shows them.
 * Each change is saved at once and shown before the server answers; a refusal puts the list back as it
 * was and says why (items-api.ts).
 */
/** One more action on each row, composed by the screen (Verify, from the verification feature). */
export type ItemAction = (item: HandleItem, name: string) => ReactNode;

export function MyItems({ username, itemAction }: { username: string; itemAction?: ItemAction | undefined }) {
  const items = useItems(username);
  const setVisible = useSetVisible(username);
  const [announcement, setAnnouncement] = useState('');
  const [editing, setEditing] = useState<HandleItem | null>(null);
  const deleting = useDeleteQuestion(username, items.data);
  const titleId = useId();
  const rows = useRef(new Map<number, HTMLLIElement>());
  const list = items.data ?? [];
  const { move, drag } = useItemMoves(username, list, (id) => rows.current.get(id) ?? null, setAnnouncement);

  return (
    <Stack component="section" gap="sm" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId} ref={deleting.headingRef} tabIndex={-1}>
        {ITEM_TEXTS.listTitle}
      </Title>
      {/* Polite: a move is said after what the screen reader is saying now (the button's name). */}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic>
        {announcement}
      </VisuallyHidden>
      {items.isPending ? (
        // As tall as the empty list's line, the likeliest answer here (a person just signed up): the
        // forms below stay where they were drawn, instead of stepping down under a finger or a click.
        <div className={classes.pending}>
          <Text c="dimmed" aria-hidden className={classes.pendingSpace}>
            {ITEM_TEXTS.listEmpty}
          </Text>
          <Loader
            size="sm"
            role="status"
            aria-label={ITEM_TEXTS.listLoading}
            className={classes.pendingLoader}
          />
        </div>
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
                action={itemAction?.(item, itemName(item))}
                drag={drag.stateOf(item.id)}
                onVisible={(visible) => setVisible.mutate({ id: item.id, visible })}
                onMove={(direction) => move(item, direction)}
                onEdit={() => setEditing(item)}
                onDelete={() => deleting.ask(item)}
                onDragStart={(event) => drag.start(item.id, event)}
              />
            ))}
          </ul>
        </>
      )}
      {items.isSuccess && <UnsupportedItems username={username} focusAfterDelete={deleting.headingRef} />}
      {editing ? (
        <EditItemDialog username={username} item={editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        opened={deleting.opened}
        title={ITEM_TEXTS.deleteTitle}
        text={deleting.item ? ITEM_TEXTS.deleteText(itemName(deleting.item)) : ''}
        confirmLabel={ITEM_TEXTS.deleteConfirm}
        busy={false}
        onConfirm={deleting.confirm}
        onCancel={deleting.cancel}
      />
    </Stack>
  );
}
