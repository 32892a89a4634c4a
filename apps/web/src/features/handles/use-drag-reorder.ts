import { type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from 'react';

interface Drag {
  id: number;
  from: number;
  startY: number;
  /** How far the pointer has moved since the row was taken (the row follows it). */
  dy: number;
  /** Where the row would land: its position among the others. */
  to: number;
  /** The middle of each other row, in page coordinates, as they were when the drag began. */
  middles: number[];
}

/**
 * Drag to reorder with pointer events (mouse, touch and pen alike; HTML5 drag and drop has no touch).
 * The rows stay where they are in the DOM while dragging — the dragged one is only shifted by a
 * transform and a line shows where it will land — so nothing re-renders under the pointer. The order
 * changes once, on release; Escape or a cancelled gesture leaves it as it was. Keyboard and screen
 * reader users have the Move up and Move down buttons instead.
 */
export function useDragReorder(
  ids: readonly number[],
  rowOf: (id: number) => HTMLElement | null,
  onDrop: (id: number, from: number, to: number) => void,
) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const latest = useRef<Drag | null>(null);
  const dropRef = useRef(onDrop);
  dropRef.current = onDrop;

  const active = drag !== null;

  useEffect(() => {
    if (!active) return;
    const update = (next: Drag | null) => {
      latest.current = next;
      setDrag(next);
    };
    const move = (event: PointerEvent) => {
      const current = latest.current;
      if (!current) return;
      const y = event.clientY + window.scrollY;
      update({
        ...current,
        dy: event.clientY - current.startY,
        to: current.middles.filter((middle) => middle < y).length,
      });
    };
    const release = () => {
      const current = latest.current;
      update(null);
      if (current && current.to !== current.from) dropRef.current(current.id, current.from, current.to);
    };
    const cancel = () => update(null);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') cancel();
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', cancel);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', cancel);
      window.removeEventListener('keydown', onKey);
    };
    // Listening from the start of a drag to its end, not once per pointer move.
  }, [active]);

  /** The pointerdown of a row's handle. */
  function start(id: number, event: ReactPointerEvent) {
    if (event.button !== 0 || ids.length < 2) return;
    event.preventDefault();
    const middles = ids
      .filter((other) => other !== id)
      .map((other) => {
        const box = rowOf(other)?.getBoundingClientRect();
        return box ? box.top + box.height / 2 + window.scrollY : 0;
      });
    const from = ids.indexOf(id);
    latest.current = { id, from, startY: event.clientY, dy: 0, to: from, middles };
    setDrag(latest.current);
  }

  /** How a row looks now: shifted when it is the dragged one, marked where the dragged one would land. */
  function stateOf(id: number): { dy?: number; drop?: 'before' | 'after' } {
    if (!drag) return {};
    if (id === drag.id) return { dy: drag.dy };
    if (drag.to === drag.from) return {};
    const others = ids.filter((other) => other !== drag.id);
    if (others[drag.to] === id) return { drop: 'before' };
    if (drag.to === others.length && others[others.length - 1] === id) return { drop: 'after' };
    return {};
  }

  return { start, stateOf, dragging: active };
}
