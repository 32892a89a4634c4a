import type { HandleItem } from '@handlehub/shared';
import { describe, expect, it } from 'vitest';
import { addItemsFor, createUserWithSession, postJson } from '../../../test/factories.js';
import { PUBLIC_URL, suiteApp } from '../../../test/test-app.js';
import type { ProofCheckResult } from './proof-checker.js';
import { recordConfirmed } from './verification.queries.js';

let next: ProofCheckResult = { outcome: 'found' };
const t = suiteApp({ publicUrl: PUBLIC_URL }, { checkProof: async () => next });

/** The public profile's items (`GET /api/user/{username}` answers `{user: [profile]}`). */
async function publicItems(username: string): Promise<HandleItem[]> {
  const res = await t.inject({ method: 'GET', url: `/api/user/${username}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { user: [{ items: HandleItem[] }] }).user[0].items;
}

describe('the level on the surfaces people look at', () => {
  it('the public profile carries a verified item’s mark from the item’s own columns, at once after a check', async () => {
    const { user, token } = await createUserWithSession(t);
    const [github, twitter] = await addItemsFor(t, user.id, [
      ['github', 'ada'],
      ['twitter', 'ada'],
    ]);
    // Read once, so that the profile cache holds the self-claimed copy.
    expect((await publicItems(user.username)).map((i) => i.verified)).toEqual([undefined, undefined]);
    next = { outcome: 'found', evidence: { where: 'GitHub bio', found: 'hh-x' } };
    const checked = await postJson(t, '/api/verification/check', token, { id: github!.id });
    expect(checked.statusCode, checked.body).toBe(200);
    const items = await publicItems(user.username);
    expect(items[0]!.verified).toEqual({
      level: 'linked',
      method: 'github',
      checkedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(Date.parse(items[0]!.verified!.checkedAt)).toBeGreaterThan(Date.now() - 60_000);
    // A self-claimed item carries nothing at all.
    expect(items[1]).not.toHaveProperty('verified');
    expect(twitter!.verified).toBeNull();
    // The owner's list (/profile) says the same.
    const own = await t.inject({
      method: 'GET',
      url: '/api/handles',
      headers: { 'user-token': token },
    });
    expect((own.json() as { items: HandleItem[] }).items.map((i) => i.verified?.level)).toEqual([
      'linked',
      undefined,
    ]);
    // Two misses in a row: the public page loses the mark.
    next = { outcome: 'missing' };
    await postJson(t, '/api/verification/check', token, { id: github!.id });
    expect((await publicItems(user.username))[0]!.verified?.level).toBe('linked');
    await postJson(t, '/api/verification/check', token, { id: github!.id });
    expect((await publicItems(user.username))[0]).not.toHaveProperty('verified');
  });

  it('a hidden verified item shows nowhere public', async () => {
    const { user } = await createUserWithSession(t);
    const [steam] = await addItemsFor(t, user.id, [['steam', '76561197960287930', { visible: false }]]);
    await recordConfirmed(t.db, {
      userId: user.id,
      handleIds: [steam!.id],
      method: 'steam',
      evidence: { where: 'Steam sign-in', found: '76561197960287930' },
      now: new Date('2026-11-29T10:00:00Z'),
    });
    expect(await publicItems(user.username)).toEqual([]);
  });
});
