import { type AddItemInput, ITEMS_MAX, MESSAGES } from '@handlehub/shared';
import { ApiError } from '../../lib/api';
import { errorText, notifyError, notifySuccess } from '../../lib/notify';
import { useAddItem, useItems, useUnsupportedItems } from './items-api';

/** `field`: the input a refusal is about, to be said there too. */
export type AddOutcome = { ok: true } | { ok: false; error: string; field: RefusedField | undefined };
type RefusedField = 'label' | 'title' | 'value';

/** More platforms and Add a link: whether there is room for one more item, and the add itself. */
export function useAddFlow(username: string) {
  const items = useItems(username);
  // Rows of platforms the catalogue no longer has take places too, until deleted (decision 033).
  const unsupported = useUnsupportedItems(username);
  const add = useAddItem(username);
  const full = (items.data?.length ?? 0) + (unsupported.data?.length ?? 0) >= ITEMS_MAX;

  async function submit(input: AddItemInput): Promise<AddOutcome> {
    try {
      const answer = await add.mutateAsync(input);
      notifySuccess(answer.msg ?? MESSAGES.itemAdded);
      return { ok: true };
    } catch (error) {
      const message = errorText(error);
      notifyError(message);
      return { ok: false, error: message, field: fieldOfRefusal(error, message) };
    }
  }

  return { full, sending: add.isPending, submit };
}

/**
 * Which field a refusal is about: a 400 names the label, the title or else the value; a full list, a
 * rate limit or a failure to reach the server is about none.
 */
export function fieldOfRefusal(error: unknown, message: string): RefusedField | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  if (message === MESSAGES.itemLabelInvalid || message === MESSAGES.itemLabelTooLong) return 'label';
  if (message === MESSAGES.linkTitleInvalid || message === MESSAGES.linkTitleTooLong) return 'title';
  if (message === MESSAGES.itemsFull || message === MESSAGES.platformUnknown) return undefined;
  return 'value';
}
