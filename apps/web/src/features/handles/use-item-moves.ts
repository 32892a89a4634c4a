import type { HandleItem } from '@handlehub/shared';
import { useEffect, useState } from 'react';
import { itemName, moveId } from './item-order';
import type { MoveDirection } from './item-row';
import { useOrderItems } from './items-api';
import { ITEM_TEXTS } from './texts';
import { useDragReorder } from './use-drag-reorder';

/**
 * Moving the owner's items, by the Move up and Move down buttons or by dragging a row: each move is saved
 * at once and said to a screen reader through `announce`.
 */
export function useItemMoves(
  username: string,
  list: HandleItem[],
  rowOf: (id: number) => HTMLElement | null,
  announce: (text: string) => void,
) {
  const order = useOrderItems(username);
  const ids = list.map((item) => item.id);

  // A move is announced once the list shows it, and the next one starts from it: a quick second press
  // never repeats the first from the order before it.
  const [pending, setPending] = useState<{ ids: number[]; text: string } | null>(null);
  const base = pending?.ids ?? ids;
  useEffect(() => {
    if (pending && pending.ids.join() === ids.join()) {
      announce(pending.text);
      setPending(null);
    }
  }, [ids, pending, announce]);

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
      announce((direction === 'up' ? ITEM_TEXTS.alreadyFirst : ITEM_TEXTS.alreadyLast)(itemName(item)));
      return;
    }
    saveOrder(item, from, to);
  }

  const drag = useDragReorder(ids, rowOf, (id, from, to) => {
    const item = list.find((one) => one.id === id);
    if (item) saveOrder(item, from, to);
  });

  return { move, drag };
}
