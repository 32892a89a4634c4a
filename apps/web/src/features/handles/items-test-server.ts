// Shared by the items tests only (never imported by the app): the item endpoints as the server answers
// them, on rows kept in memory and presented by the shared presenter, with every body sent recorded; and
// the list's rows as a test reads them.
import {
  checkItem,
  checkItemChange,
  isSupportedRow,
  MESSAGES,
  presentItems,
  type StoredItem,
  unsupportedItems,
} from '@handlehub/shared';
import { testItem } from '@handlehub/shared/test-items';
import { screen, within } from '@testing-library/react';
import { type Handler, refusal } from '../../test-support';

type Bodies = Record<'add' | 'edit' | 'delete' | 'order' | 'preview' | 'import', Record<string, unknown>[]>;

/** A stored row: an item (no label, no title, shown unless `more` says otherwise) and its id. */
export const row = (
  id: number,
  platform: string,
  value: string,
  more: Partial<StoredItem> = {},
): StoredItem => ({
  id,
  ...testItem(platform, value),
  ...more,
});

/** Maya's four items: an Instagram labelled main, a hidden TikTok, a Pokémon GO code and a titled link. */
export const MAYA_ROWS: StoredItem[] = [
  row(1, 'instagram', 'maya.k', { label: 'main' }),
  row(2, 'tiktok', 'maya', { visible: false }),
  row(3, 'pokemongo', '123456789012'),
  row(4, 'link', 'https://maya.example/shop', { title: 'My shop' }),
];

export function itemsServer(initial: StoredItem[] = MAYA_ROWS) {
  let rows = [...initial];
  let nextId = Math.max(0, ...rows.map((one) => one.id)) + 1;
  const sent: Bodies = { add: [], edit: [], delete: [], order: [], preview: [], import: [] };
  const answer = (msg?: string) => ({
    items: presentItems(rows),
    unsupported: unsupportedItems(rows),
    ...(msg ? { msg } : {}),
  });
  const record = (name: keyof Bodies, init: RequestInit | undefined) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    sent[name].push(body);
    return body;
  };

  const handlers: Record<string, Handler> = {
    'GET /api/handles': () => answer(),
    'POST /api/handles/add': (_url, init) => {
      const body = record('add', init) as { platform: string; value: string; label?: string; title?: string };
      const checked = checkItem(body);
      if (!checked.ok) return refusal(400, checked.error);
      rows.push({ id: nextId++, ...checked.item, visible: true });
      return Response.json(answer(MESSAGES.itemAdded), { status: 201 });
    },
    'POST /api/handles/edit': (_url, init) => {
      const { id, visible, ...text } = record('edit', init) as {
        id: number;
        visible?: boolean;
        value?: string;
      };
      const stored = rows.find((one) => one.id === id);
      if (!stored) return refusal(404, MESSAGES.itemNotFound);
      const checked = checkItemChange(stored, text);
      if (!checked.ok) return refusal(400, checked.error);
      rows = rows.map((one) =>
        one.id === id ? { ...one, ...checked.item, visible: visible ?? one.visible } : one,
      );
      return answer(MESSAGES.itemSaved);
    },
    'POST /api/handles/delete': (_url, init) => {
      const { id } = record('delete', init) as { id: number };
      rows = rows.filter((one) => one.id !== id);
      return answer(MESSAGES.itemDeleted);
    },
    'POST /api/handles/order': (_url, init) => {
      const { ids } = record('order', init) as { ids: number[] };
      // As the server does: the ids the list holds, then the rows of unknown keys where they were.
      rows = [
        ...ids.map((id) => rows.find((one) => one.id === id)!),
        ...rows.filter((one) => !isSupportedRow(one)),
      ];
      return answer(MESSAGES.orderSaved);
    },
  };

  return {
    handlers,
    sent,
    /** The rows as stored now. */
    rows: () => rows,
    /** Adds rows as an import would (the tests' import handler calls this). */
    addRows: (added: Omit<StoredItem, 'id'>[]) => {
      for (const one of added) rows.push({ id: nextId++, ...one });
      return answer(MESSAGES.itemAdded);
    },
    record,
  };
}

/** The list's rows as read: each row's first line (name, label, Hidden). */
export const rowNames = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);
