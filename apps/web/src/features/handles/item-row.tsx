import type { HandleItem } from '@handlehub/shared';
import { ActionIcon, Group, Paper, Switch, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import type { PointerEvent, ReactNode, Ref } from 'react';
import { PlatformIcon } from '../../components/platform-icon';
import { VerifiedMark } from '../../components/verified-mark';
import { itemName } from './item-order';
import classes from './items.module.css';
import { ITEM_TEXTS } from './texts';

export type MoveDirection = 'up' | 'down';

const MOVES = [
  { direction: 'up', text: ITEM_TEXTS.moveUp, Icon: IconArrowUp },
  { direction: 'down', text: ITEM_TEXTS.moveDown, Icon: IconArrowDown },
] as const;

interface Props {
  item: HandleItem;
  /** Where the row is being dragged: its shift, or the line where the dragged row would land. */
  drag: { dy?: number; drop?: 'before' | 'after' };
  ref?: Ref<HTMLLIElement>;
  /** One more action beside the item's level (the screen adds 'Verify'). */
  action?: ReactNode;
  onVisible(visible: boolean): void;
  onMove(direction: MoveDirection): void;
  onEdit(): void;
  onDelete(): void;
  onDragStart(event: PointerEvent): void;
}

/**
 * One handle or link of the owner's list. The move buttons stay focusable at the ends of the list (the
 * first row's Move up says "already first"): a button that turned disabled under the finger would drop
 * the keyboard focus to the top of the page.
 */
export function ItemRow({
  item,
  drag,
  ref,
  action,
  onVisible,
  onMove,
  onEdit,
  onDelete,
  onDragStart,
}: Props) {
  const name = itemName(item);
  const dragged = drag.dy !== undefined;
  return (
    <Paper
      component="li"
      ref={ref}
      withBorder
      p="sm"
      className={classes.row}
      data-item-id={item.id}
      data-dragging={dragged || undefined}
      data-drop={drag.drop}
      style={dragged ? { transform: `translateY(${drag.dy}px)` } : undefined}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {/* Pointer only: the arrows below do the same from the keyboard and for screen readers. */}
        <div
          className={classes.grip}
          title={ITEM_TEXTS.dragHandle(name)}
          aria-hidden
          onPointerDown={onDragStart}
        >
          <IconGripVertical size={20} />
        </div>
        <PlatformIcon icon={item.icon} size={28} />
        <div className={classes.text}>
          <Text fw={700} className={classes.value}>
            {item.name}
            {item.label ? (
              <Text span c="dimmed" fw={400}>
                {' '}
                {ITEM_TEXTS.labelOf(item.label)}
              </Text>
            ) : null}
            {item.visible ? null : <span className={classes.badge}>{ITEM_TEXTS.hidden}</span>}
          </Text>
          {item.shown === item.name ? null : <Text className={classes.value}>{item.shown}</Text>}
        </div>
      </Group>
      {/* Its level, as visitors read it, or that nobody has checked it yet. */}
      <Group justify="space-between" gap="xs" mt="xs" wrap="wrap" data-testid="item-level">
        {item.verified ? (
          <VerifiedMark mark={item.verified} />
        ) : (
          <Text fz="xs" fw={600}>
            {ITEM_TEXTS.selfClaimed}
          </Text>
        )}
        {action}
      </Group>
      <Group justify="space-between" gap="xs" mt="xs" wrap="wrap">
        <Switch
          label={ITEM_TEXTS.showOnPage}
          aria-label={ITEM_TEXTS.showOnPageOf(name)}
          checked={item.visible}
          onChange={(event) => onVisible(event.currentTarget.checked)}
          classNames={{ body: classes.switchBody }}
        />
        <Group gap={4} wrap="nowrap">
          {MOVES.map(({ direction, text, Icon }) => (
            <ActionIcon
              key={direction}
              variant="subtle"
              aria-label={text(name)}
              data-move={direction}
              onClick={() => onMove(direction)}
            >
              <Icon size={20} aria-hidden />
            </ActionIcon>
          ))}
          <ActionIcon variant="subtle" aria-label={ITEM_TEXTS.edit(name)} onClick={onEdit}>
            <IconPencil size={20} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" aria-label={ITEM_TEXTS.delete(name)} onClick={onDelete}>
            <IconTrash size={20} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
