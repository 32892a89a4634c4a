import {
  type ImportPreviewResponse,
  ITEMS_MAX,
  LINK_KEY,
  MESSAGES,
  platformOf,
  type StoredItem,
} from '@handlehub/shared';
import { IMPORT_TEXTS, readImport } from '@handlehub/shared/handle-import';
import type { NewItem } from '../../core/handles.queries.js';
import { badRequest } from '../../lib/http-error.js';

/** A file of up to 256 KB travels as JSON text: room for its escaping, and nothing beyond. */
export const IMPORT_BODY_LIMIT = 600 * 1024;

const ALREADY_THERE = 'Already on your page';

const keyOf = (item: { platform: string; value: string }) => `${item.platform}\n${item.value}`;

/**
 * What a file would add to a person's items: the file's own rows (handle-import reads and checks them),
 * less what the person already has and what would pass the limit. The preview and the import both come
 * from here, so what is confirmed is exactly what was shown. `refusal` is why nothing would be added: the
 * limit of {@link ITEMS_MAX} when a row was left out for it, else that nothing in the file can be.
 */
export function planImport(
  file: { fileName: string; text: string },
  existing: readonly StoredItem[],
): { preview: ImportPreviewResponse; accepted: NewItem[]; refusal?: string } {
  const read = readImport(file.fileName, file.text);
  if (!read.ok) throw badRequest(read.error);
  const have = new Set(existing.map(keyOf));
  const accepted: NewItem[] = [];
  const rows = read.rows.map((row) => {
    if (!row.result.ok) return { row: row.row, source: row.source, reason: row.result.reason };
    const item = row.result.item;
    const platform = platformOf(item.platform);
    const name =
      item.platform === LINK_KEY
        ? item.title || new URL(item.value).hostname
        : (platform?.name ?? item.platform);
    const shown = { ...item, name };
    if (have.has(keyOf(item)))
      return { row: row.row, source: row.source, item: shown, reason: ALREADY_THERE };
    if (existing.length + accepted.length >= ITEMS_MAX)
      return { row: row.row, source: row.source, item: shown, reason: IMPORT_TEXTS.overLimit };
    have.add(keyOf(item));
    accepted.push(item);
    return { row: row.row, source: row.source, item: shown };
  });
  if (rows.length === 0) throw badRequest(MESSAGES.importEmpty);
  const full = rows.some((row) => row.reason === IMPORT_TEXTS.overLimit);
  const refusal = accepted.length > 0 ? undefined : full ? MESSAGES.itemsFull : MESSAGES.importEmpty;
  return { preview: { format: read.format, rows }, accepted, ...(refusal ? { refusal } : {}) };
}
