import {
  HANDLE_FIELDS,
  type HandleField,
  ITEMS_MAX,
  type ItemVerificationMark,
  isHandleField,
  isSupportedRow,
  MESSAGES,
  type SocialAccountsUpdate,
  type StoredItem,
} from '@handlehub/shared';
import { type AnyColumn, and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { handles, users } from '../db/schema.js';
import { badRequest, notFound, unauthorized } from '../lib/http-error.js';
import { announceUserChange } from './user-changes.js';

export type StoredHandles = Partial<Record<HandleField, string>>;

/**
 * An item's verified mark as JSON (`ItemVerificationMark`), null for a self-claimed item: one expression for
 * every read that presents items, from the item's own columns (no join on the hot path).
 */
export const verifiedMarkOf = (h: { level: SQL | AnyColumn; method: SQL | AnyColumn; at: SQL | AnyColumn }) =>
  sql<ItemVerificationMark | null>`case when ${h.level} <> 'self' then json_build_object('level', ${h.level},
    'method', ${h.method}, 'checkedAt', to_char(${h.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) end`;

/** A stored item's columns, as `StoredItem` names them. */
export const itemColumns = {
  id: handles.id,
  platform: handles.fieldname,
  value: handles.handle,
  label: handles.label,
  title: handles.title,
  visible: handles.visible,
  verified: verifiedMarkOf({
    level: handles.verifiedLevel,
    method: handles.verifiedMethod,
    at: handles.verifiedAt,
  }),
};

/** Every item of one user, hidden ones too, in the owner's order. */
export async function getItems(db: Db | Tx, userId: string): Promise<StoredItem[]> {
  return db
    .select(itemColumns)
    .from(handles)
    .where(eq(handles.userId, userId))
    .orderBy(asc(handles.position), asc(handles.id));
}

/** The spec's view: the first item of each of the 13 keys (shown or not: this is the owner's own form). */
export async function getHandles(db: Db | Tx, userId: string): Promise<StoredHandles> {
  const result: StoredHandles = {};
  for (const item of await getItems(db, userId)) {
    if (isHandleField(item.platform) && result[item.platform] === undefined)
      result[item.platform] = item.value;
  }
  return result;
}

/**
 * One write to a person's items, in a transaction that first locks the user row: concurrent writes queue
 * (positions and the limit stay right), and a racing account deletion answers 401, not a foreign-key 500.
 * Every visitor-facing copy of the profile is forgotten afterwards.
 */
async function writeItems<T>(db: Db, userId: string, write: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await db.transaction(async (tx) => {
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!owner) throw unauthorized(MESSAGES.sessionExpired);
    return write(tx);
  });
  announceUserChange(db, userId);
  return result;
}

const nextPosition = async (tx: Tx, userId: string) => {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${handles.position}) + 1, 0)::int` })
    .from(handles)
    .where(eq(handles.userId, userId));
  return row!.next;
};

/** Every row counts toward the limit, a row of a key the catalogue does not have too (decision 033). */
const countItems = async (tx: Tx, userId: string) => {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(handles)
    .where(eq(handles.userId, userId));
  return row!.n;
};

/**
 * The spec's save of all 13 fields: each given value replaces the first item of its key (or is added at the
 * end), each blank or missing field removes that first item. Every other item is left as it is.
 */
export async function replaceHandles(db: Db, userId: string, update: SocialAccountsUpdate): Promise<void> {
  await writeItems(db, userId, async (tx) => {
    // One read gives the first item of each key, the count and the next position.
    const rows = await tx
      .select({ id: handles.id, platform: handles.fieldname, position: handles.position })
      .from(handles)
      .where(eq(handles.userId, userId))
      .orderBy(asc(handles.position), asc(handles.id));
    const firsts = new Map<string, number>();
    for (const row of rows) if (!firsts.has(row.platform)) firsts.set(row.platform, row.id);
    let position = rows.reduce((last, row) => Math.max(last, row.position), -1) + 1;
    let count = rows.length;
    for (const fieldname of HANDLE_FIELDS) {
      const handle = update[fieldname];
      const first = firsts.get(fieldname);
      if (first !== undefined) {
        if (handle)
          await tx.update(handles).set({ handle, updatedAt: new Date() }).where(eq(handles.id, first));
        else {
          await tx.delete(handles).where(eq(handles.id, first));
          count -= 1;
        }
      } else if (handle) {
        if (count >= ITEMS_MAX) throw badRequest(MESSAGES.itemsFull);
        await tx.insert(handles).values({ userId, fieldname, handle, position: position++ });
        count += 1;
      }
    }
  });
}

export interface NewItem {
  platform: string;
  value: string;
  label: string;
  title: string;
  visible?: boolean;
}

/** Adds items at the end of the person's list; refused whole when they would pass {@link ITEMS_MAX}. */
export async function addItems(db: Db, userId: string, items: readonly NewItem[]): Promise<void> {
  if (items.length === 0) return;
  await writeItems(db, userId, async (tx) => {
    if ((await countItems(tx, userId)) + items.length > ITEMS_MAX) throw badRequest(MESSAGES.itemsFull);
    const start = await nextPosition(tx, userId);
    await tx.insert(handles).values(
      items.map((item, index) => ({
        userId,
        fieldname: item.platform,
        handle: item.value,
        label: item.label,
        title: item.title,
        visible: item.visible ?? true,
        position: start + index,
      })),
    );
  });
}

/** One stored item of the person, or 404 (another person's item reads as missing, never as forbidden). */
export async function getItem(db: Db | Tx, userId: string, id: number): Promise<StoredItem> {
  const [item] = await db
    .select(itemColumns)
    .from(handles)
    .where(and(eq(handles.id, id), eq(handles.userId, userId)));
  if (!item) throw notFound(MESSAGES.itemNotFound);
  return item;
}

export async function editItem(
  db: Db,
  userId: string,
  id: number,
  change: Partial<Pick<StoredItem, 'value' | 'label' | 'title' | 'visible'>>,
): Promise<void> {
  await writeItems(db, userId, async (tx) => {
    const updated = await tx
      .update(handles)
      .set({
        ...(change.value !== undefined ? { handle: change.value } : {}),
        ...(change.label !== undefined ? { label: change.label } : {}),
        ...(change.title !== undefined ? { title: change.title } : {}),
        ...(change.visible !== undefined ? { visible: change.visible } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(handles.id, id), eq(handles.userId, userId)))
      .returning({ id: handles.id });
    if (updated.length === 0) throw notFound(MESSAGES.itemNotFound);
  });
}

export async function deleteItem(db: Db, userId: string, id: number): Promise<void> {
  await writeItems(db, userId, async (tx) => {
    const deleted = await tx
      .delete(handles)
      .where(and(eq(handles.id, id), eq(handles.userId, userId)))
      .returning({ id: handles.id });
    if (deleted.length === 0) throw notFound(MESSAGES.itemNotFound);
  });
}

/**
 * Puts the person's items in the given order; `ids` must name each item they see exactly once. Rows of a
 * key the catalogue does not have, which the owner sees apart and can only delete, keep their order after
 * them (decision 033): an order sent from the list can never be refused for a row the list does not hold.
 */
export async function orderItems(db: Db, userId: string, ids: readonly number[]): Promise<void> {
  await writeItems(db, userId, async (tx) => {
    const current = await tx
      .select({ id: handles.id, platform: handles.fieldname })
      .from(handles)
      .where(eq(handles.userId, userId))
      .orderBy(asc(handles.position), asc(handles.id));
    const orderable = new Set(current.filter(isSupportedRow).map((row) => row.id));
    if (
      ids.length !== orderable.size ||
      new Set(ids).size !== ids.length ||
      !ids.every((id) => orderable.has(id))
    )
      throw badRequest(MESSAGES.itemOrderInvalid);
    const order = [...ids, ...current.filter((row) => !isSupportedRow(row)).map((row) => row.id)];
    if (order.length === 0) return;
    await tx
      .update(handles)
      .set({ position: sql`array_position(${sql.param(order)}::bigint[], ${handles.id}) - 1` })
      .where(and(eq(handles.userId, userId), inArray(handles.id, order)));
  });
}
