import {
  type AddItemInput,
  type EditItemInput,
  type HandleItem,
  type ItemsResponse,
  presentItems,
} from '@handlehub/shared';
import { handlesApi } from '@handlehub/shared/api/handles';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { errorText, notifyError } from '../../lib/notify';
import { publicProfileKeys } from '../../lib/query-keys';
import { itemsKey, socialAccountsKey } from './api';

export function useItems(username: string) {
  return useQuery({
    queryKey: itemsKey(username),
    queryFn: ({ signal }) => callApi(handlesApi.items, { signal }),
    select: (data) => data.items,
  });
}

/** The person's rows of keys the catalogue does not know: shown apart, to be deleted (decision 033). */
export function useUnsupportedItems(username: string) {
  return useQuery({
    queryKey: itemsKey(username),
    queryFn: ({ signal }) => callApi(handlesApi.items, { signal }),
    select: (data) => data.unsupported,
  });
}

/** The person's items and their rows the catalogue does not know, as the server last said (or will). */
type ItemsData = Pick<ItemsResponse, 'items' | 'unsupported'>;

/** What the list looks like once a change is made, before the server answers. */
type Optimistic<V> = (data: ItemsData, change: V) => ItemsData;

const WRITE_KEY = ['handle-items', 'write'] as const;

/**
 * Items as stored, changed, then presented again by the shared presenter: a hidden item gives up its
 * short address (`/user/ann/tiktok`) to the next shown one exactly as the server will say.
 */
const represent = (items: HandleItem[], change: (item: HandleItem) => HandleItem | null) =>
  presentItems(
    items.flatMap((item) => {
      const changed = change(item);
      return changed ? [changed] : [];
    }),
  );

const byIds = (items: HandleItem[], ids: readonly number[]) => {
  const byId = new Map(items.map((item) => [item.id, item]));
  return presentItems(ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])));
};

/** After the last write in a row: what else shows the items (the 13 fields, the public page) asks again. */
function refreshOthers(client: QueryClient, username: string) {
  void client.invalidateQueries({ queryKey: socialAccountsKey(username) });
  void client.invalidateQueries({ queryKey: publicProfileKeys.of(username) });
}

/**
 * One kind of write. Writes go to the server one at a time, in the order they were made (`scope`): a
 * second move pressed before the first is saved is sent after it. An optimistic write shows its result
 * at once, and its failure is said in a toast; the answer of the last write in a row is what the list
 * then shows (it holds every earlier one). When that last write fails, the list goes back to before it
 * and asks the server again. Writes with a form (add, edit, import) say their own refusals.
 */
function useItemWrite<V>(
  username: string,
  send: (change: V) => Promise<ItemsResponse>,
  optimistic?: Optimistic<V>,
) {
  const client = useQueryClient();
  const key = itemsKey(username);
  const isLast = () => client.isMutating({ mutationKey: WRITE_KEY }) <= 1;
  return useMutation({
    mutationKey: WRITE_KEY,
    scope: { id: 'handle-items' },
    mutationFn: send,
    onMutate: async (change: V) => {
      if (!optimistic) return undefined;
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<ItemsData>(key);
      if (previous) client.setQueryData<ItemsData>(key, optimistic(previous, change));
      return { previous };
    },
    onSuccess: (answer) => {
      if (isLast())
        client.setQueryData<ItemsData>(key, { items: answer.items, unsupported: answer.unsupported });
    },
    onError: (error, _change, context) => {
      // The person saw the change happen: they are told it did not, whichever write failed.
      if (optimistic) notifyError(errorText(error));
      if (!isLast()) return;
      if (context?.previous) client.setQueryData(key, context.previous);
      void client.invalidateQueries({ queryKey: key });
    },
    onSettled: () => {
      if (isLast()) refreshOthers(client, username);
    },
  });
}

export const useAddItem = (username: string) =>
  useItemWrite(username, (input: AddItemInput) => callApi(handlesApi.add, { json: input }));

/** Value, label or title: the dialog waits for the answer (a refusal is said at its field). */
export const useEditItem = (username: string) =>
  useItemWrite(username, (input: EditItemInput) => callApi(handlesApi.edit, { json: input }));

export const useSetVisible = (username: string) =>
  useItemWrite(
    username,
    (input: { id: number; visible: boolean }) => callApi(handlesApi.edit, { json: input }),
    (data, { id, visible }) => ({
      ...data,
      items: represent(data.items, (item) => (item.id === id ? { ...item, visible } : item)),
    }),
  );

export const useDeleteItem = (username: string) =>
  useItemWrite(
    username,
    (id: number) => callApi(handlesApi.delete, { json: { id } }),
    ({ items, unsupported }, id) => ({
      items: represent(items, (item) => (item.id === id ? null : item)),
      unsupported: unsupported.filter((row) => row.id !== id),
    }),
  );

export const useOrderItems = (username: string) =>
  useItemWrite(
    username,
    (ids: number[]) => callApi(handlesApi.order, { json: { ids } }),
    (data, ids) => ({ ...data, items: byIds(data.items, ids) }),
  );

export interface ImportFile {
  fileName: string;
  text: string;
}

/** What a file would add; nothing is written. */
export const previewImport = (file: ImportFile) => callApi(handlesApi.importPreview, { json: file });

export const useImportItems = (username: string) =>
  useItemWrite(username, (file: ImportFile) => callApi(handlesApi.import, { json: file }));
