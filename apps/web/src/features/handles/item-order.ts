import type { HandleItem } from '@handlehub/shared';

/**
 * How a row is named in its buttons and announcements: the platform and the value as shown, so two
 * items of one platform (a main and a smurf account) never share a name. A link without a title is
 * named by its host alone, not twice.
 */
export function itemName(item: Pick<HandleItem, 'name' | 'shown'>): string {
  return item.name === item.shown ? item.name : `${item.name} ${item.shown}`;
}

/** `ids` with the one at `from` taken out and put back at `to` (both positions in the list). */
export function moveId(ids: readonly number[], from: number, to: number): number[] {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}
