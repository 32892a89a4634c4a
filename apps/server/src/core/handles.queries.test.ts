import { ITEMS_MAX, MESSAGES } from '@handlehub/shared';
import { describe, expect, it } from 'vitest';
import { addItemsFor, createUserWithSession } from '../../test/factories.js';
import { suiteApp } from '../../test/test-app.js';
import { deleteItem, getItems, orderItems, replaceHandles } from './handles.queries.js';

const t = suiteApp();

const rows = async (userId: string) =>
  (await getItems(t.db, userId)).map((item) => [item.platform, item.value]);

describe("replaceHandles (the spec's save of all 13 fields)", () => {
  it('changes and removes the first item of each key and adds a new key after every item, whatever the order', async () => {
    const { user } = await createUserWithSession(t);
    const [instagram, tiktok, first, last, coc] = await addItemsFor(t, user.id, [
      ['instagram', 'ann.gram'],
      ['tiktok', 'ann'],
      ['link', 'https://ann.example/first'],
      ['link', 'https://ann.example/last'],
      ['coc', '#2PP0JCGQ'],
    ]);
    await orderItems(t.db, user.id, [coc!.id, instagram!.id, tiktok!.id, first!.id, last!.id]);
    // Gaps in the positions: the next place is after the highest one, not after the count.
    await deleteItem(t.db, user.id, tiktok!.id);
    await deleteItem(t.db, user.id, first!.id);
    await replaceHandles(t.db, user.id, { coc: '#8QU8J9LP', instagram: '', facebook: 'ann.fb' });
    expect(await rows(user.id)).toEqual([
      ['coc', '#8QU8J9LP'],
      ['link', 'https://ann.example/last'],
      ['facebook', 'ann.fb'],
    ]);
  });

  it(`adds no key past ${ITEMS_MAX} items, counting the ones it removes`, async () => {
    const { user } = await createUserWithSession(t);
    await addItemsFor(t, user.id, [
      ['facebook', 'ann.fb'],
      ...Array.from({ length: ITEMS_MAX - 1 }, (_, n) => ['link', `https://ann.example/${n}`] as const),
    ]);
    await expect(
      replaceHandles(t.db, user.id, { facebook: 'ann.fb', twitter: 'ann.tw' }),
    ).rejects.toMatchObject({
      message: MESSAGES.itemsFull,
    });
    // Removing Facebook (saved before Twitter) makes the room Twitter takes.
    await replaceHandles(t.db, user.id, { twitter: 'ann.tw' });
    expect((await rows(user.id)).filter(([platform]) => platform !== 'link')).toEqual([
      ['twitter', 'ann.tw'],
    ]);
    expect(await getItems(t.db, user.id)).toHaveLength(ITEMS_MAX);
  });
});
