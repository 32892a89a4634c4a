import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addItemsFor, createUserWithSession } from '../../../test/factories.js';
import { PUBLIC_URL, shellWebDist, suiteApp } from '../../../test/test-app.js';
import { announceUserChange } from '../../core/user-changes.js';
import { handles } from '../../db/schema.js';

const t = suiteApp({ publicUrl: PUBLIC_URL, webDist: shellWebDist() });

/**
 * Marks an item linked back, as a found check leaves it (features/verification writes it in the app), and
 * announces it as that write does: on PostgreSQL the trigger's NOTIFY may come after the next request.
 */
async function linkBack(id: number) {
  const [row] = await t.db
    .update(handles)
    .set({ verifiedLevel: 'linked', verifiedMethod: 'fediverse', verifiedAt: new Date() })
    .where(eq(handles.id, id))
    .returning({ userId: handles.userId });
  announceUserChange(t.db, row!.userId);
}

const page = async (username: string) => {
  const res = await t.inject({ method: 'GET', url: `/user/${username}` });
  expect(res.statusCode).toBe(200);
  return res.body;
};

describe('fediverse:creator on the public page', () => {
  it('names the first shown verified Mastodon handle, and only a verified one', async () => {
    const { user } = await createUserWithSession(t);
    const [first, second, hidden] = await addItemsFor(t, user.id, [
      ['mastodon', '@ada@social.example'],
      ['mastodon', '@ada@other.example'],
      ['mastodon', '@hidden@hidden.example', { visible: false }],
    ]);
    expect(await page(user.username)).not.toContain('fediverse:creator');
    await linkBack(hidden!.id);
    expect(await page(user.username)).not.toContain('fediverse:creator');
    await linkBack(second!.id);
    expect(await page(user.username)).toContain(
      '<meta name="fediverse:creator" content="@ada@other.example">',
    );
    await linkBack(first!.id);
    const html = await page(user.username);
    expect(html).toContain('<meta name="fediverse:creator" content="@ada@social.example">');
    expect(html.match(/fediverse:creator/g)).toHaveLength(1);
    // The JSON-LD says nothing the page does not: no claim of verification in it.
    const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    expect(ld).toBeDefined();
    expect(ld!.toLowerCase()).not.toContain('verif');
  });

  it('is not on a locked profile', async () => {
    const { user } = await createUserWithSession(t, { isLocked: true });
    const [item] = await addItemsFor(t, user.id, [['mastodon', '@ada@social.example']]);
    await linkBack(item!.id);
    expect(await page(user.username)).not.toContain('fediverse:creator');
  });
});
