/**
 * Handles and links as items on the wire (docs/decisions/027-handles-as-items.md): the schemas of the item
 * API, apart from handle-items.ts (which presents and checks items with the catalogue) so that a screen that
 * only calls the API or reads a profile does not download the catalogue.
 */
import { z } from 'zod';
import {
  IMPORT_MAX_BYTES,
  ITEM_LABEL_MAX,
  ITEMS_MAX,
  LINK_TITLE_MAX,
  LINK_URL_MAX,
  sentTextMax,
} from './limits.js';
import { MESSAGES } from './messages.js';
import { VERIFICATION_METHOD_KEYS } from './verification-keys.js';

/** An item's verified mark as public surfaces carry it (verification.ts `ItemVerificationMark`). */
export const itemVerification = z.object({
  level: z.enum(['linked', 'confirmed']),
  method: z.enum(VERIFICATION_METHOD_KEYS),
  /** The last check that found the proof, ISO 8601. */
  checkedAt: z.string(),
});

export const handleItem = z.object({
  id: z.number().int(),
  /** The catalogue key, or `link`. */
  platform: z.string(),
  kind: z.enum(['social', 'game', 'link']),
  /** The platform's name, or a link's title (its host when it has none). */
  name: z.string(),
  /** As stored and as copied: a game ID in its raw form, a link's address. */
  value: z.string(),
  /** As read: a game ID the way the game shows it. */
  shown: z.string(),
  /** Where the item's row leads; absent for an ID that is only copied. */
  link: z.string().optional(),
  label: z.string(),
  /** A custom link's own title (empty for none). */
  title: z.string(),
  icon: z.string(),
  /** The item's segment in `/user/{username}/{slug}`: the platform key for its first shown item, `key-id` after. */
  slug: z.string(),
  visible: z.boolean(),
  /**
   * How far the item is known to be its owner's (verification.ts); absent for a self-claimed item, so that
   * an item with no proof costs nothing on the wire.
   */
  verified: itemVerification.optional(),
});
export type HandleItem = z.infer<typeof handleItem>;

/** A row as stored. */
export interface StoredItem {
  id: number;
  platform: string;
  value: string;
  label: string;
  title: string;
  visible: boolean;
  /** The verified mark, read from the item's own columns; null or absent for a self-claimed item. */
  verified?: z.infer<typeof itemVerification> | null;
}

/** A text field, refused before it is read past {@link sentTextMax}; its own rule then measures it first. */
const text = (max: number) =>
  z.string({ error: MESSAGES.invalidRequest }).max(sentTextMax(max), MESSAGES.invalidRequest);

/** `POST /api/handles/add`: one item; normalised by {@link checkItem}, refused with its message. */
export const addItemInput = z.strictObject(
  {
    platform: text(40),
    value: text(LINK_URL_MAX),
    label: text(ITEM_LABEL_MAX).optional(),
    title: text(LINK_TITLE_MAX).optional(),
    visible: z.boolean({ error: MESSAGES.invalidRequest }).optional(),
  },
  { error: MESSAGES.invalidRequest },
);
export type AddItemInput = z.input<typeof addItemInput>;

const itemId = z
  .number({ error: MESSAGES.itemNotFound })
  .int(MESSAGES.itemNotFound)
  .positive(MESSAGES.itemNotFound);

/** `POST /api/handles/edit`: any of the value, label, title and shown state of one item. */
export const editItemInput = z.strictObject(
  {
    id: itemId,
    value: text(LINK_URL_MAX).optional(),
    label: text(ITEM_LABEL_MAX).optional(),
    title: text(LINK_TITLE_MAX).optional(),
    visible: z.boolean({ error: MESSAGES.invalidRequest }).optional(),
  },
  { error: MESSAGES.invalidRequest },
);
export type EditItemInput = z.input<typeof editItemInput>;

export const deleteItemInput = z.strictObject({ id: itemId }, { error: MESSAGES.invalidRequest });

/**
 * `POST /api/handles/order`: the id of every item the person sees (`items`), each once, in the new order;
 * their unsupported rows keep their place after them.
 */
export const orderItemsInput = z.strictObject(
  { ids: z.array(itemId, { error: MESSAGES.itemOrderInvalid }).max(ITEMS_MAX, MESSAGES.itemOrderInvalid) },
  { error: MESSAGES.invalidRequest },
);

/**
 * A row whose platform key the catalogue does not have (a platform taken out of it, a row restored from
 * another version): shown to its owner only, as stored, to be deleted; never presented as an item.
 */
export const unsupportedItem = z.object({ id: z.number().int(), platform: z.string(), value: z.string() });
export type UnsupportedItem = z.infer<typeof unsupportedItem>;

export const itemsResponse = z.object({
  items: z.array(handleItem),
  /** The owner's rows of keys the catalogue does not have; kept after `items` in the stored order. */
  unsupported: z.array(unsupportedItem).default([]),
  msg: z.string().optional(),
});
export type ItemsResponse = z.infer<typeof itemsResponse>;

/** `POST /api/handles/import/preview` and `/import`: a file as read in the browser. */
export const importInput = z.strictObject(
  {
    fileName: z.string({ error: MESSAGES.importFormatInvalid }).max(255, MESSAGES.importFormatInvalid),
    text: z.string({ error: MESSAGES.importFormatInvalid }).max(IMPORT_MAX_BYTES, MESSAGES.importTooLarge),
  },
  { error: MESSAGES.invalidRequest },
);

const importedItem = z.object({
  platform: z.string(),
  /** The platform's name, or the link's title or host: what the preview shows. */
  name: z.string(),
  value: z.string(),
  label: z.string(),
  title: z.string(),
  visible: z.boolean(),
});

export const importPreviewResponse = z.object({
  format: z.enum(['linkstack', 'littlelink', 'csv']),
  rows: z.array(
    z.object({
      row: z.number().int(),
      source: z.string(),
      item: importedItem.optional(),
      /** Why the row is left out; absent when it will be added. */
      reason: z.string().optional(),
    }),
  ),
});
export type ImportPreviewResponse = z.infer<typeof importPreviewResponse>;
