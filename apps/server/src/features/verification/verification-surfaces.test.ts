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

describe('the verified filter and the cards', () => {
  interface Card {
    username: string;
    verified?: true;
  }
  const list = async (url: string) => {
    const res = await t.inject({
      method: 'GET',
      url,
      remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.1`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { users: Card[] }).users;
  };

  it('search and find players list only people with a verified shown item (of that game), and cards say so', async () => {
    const stamp = Date.now().toString(36);
    const make = async (suffix: string, rows: Parameters<typeof addItemsFor>[2]) => {
      const { user } = await createUserWithSession(t, {
        username: `vf${stamp}${suffix}`,
        name: `Filter ${suffix}`,
      });
      return { user, items: await addItemsFor(t, user.id, rows) };
    };
    const confirm = (userId: string, ids: number[]) =>
      recordConfirmed(t.db, {
        userId,
        handleIds: ids,
        method: 'discord',
        evidence: { where: 'Discord connections', found: 'riot' },
        now: new Date(),
      });
    // a: a verified Riot ID; b: a verified Discord and an unverified Riot ID; c: nothing verified;
    // d: a verified Riot ID that is hidden.
    const a = await make('a', [['riot', 'Ada#EUW']]);
    const b = await make('b', [
      ['discord', 'bob'],
      ['riot', 'Bob#EUW'],
    ]);
    const c = await make('c', [['riot', 'Cy#EUW']]);
    const d = await make('d', [['riot', 'Di#EUW', { visible: false }]]);
    await confirm(a.user.id, [a.items[0]!.id]);
    await confirm(b.user.id, [b.items[0]!.id]);
    await confirm(d.user.id, [d.items[0]!.id]);

    const names = (cards: Card[]) => cards.map((card) => card.username).sort();
    const all = await list(`/api/search/?q=vf${stamp}`);
    expect(names(all)).toEqual([a, b, c, d].map((p) => p.user.username).sort());
    expect(
      all
        .filter((card) => card.verified)
        .map((card) => card.username)
        .sort(),
    ).toEqual([a.user.username, b.user.username].sort());
    expect(all.find((card) => card.username === c.user.username)).not.toHaveProperty('verified');

    expect(names(await list(`/api/search/?q=vf${stamp}&verified=1`))).toEqual(
      [a.user.username, b.user.username].sort(),
    );
    // Search within a game: the verified item must be that game's.
    expect(names(await list(`/api/search/?q=vf${stamp}&game=riot&verified=1`))).toEqual([a.user.username]);
    // Find players (the home feed's game filter).
    const players = await list('/api/home/?game=riot&verified=1');
    expect(players.map((card) => card.username)).toContain(a.user.username);
    for (const other of [b, c, d])
      expect(players.map((card) => card.username)).not.toContain(other.user.username);
    expect(players.every((card) => card.verified)).toBe(true);
    const home = await list('/api/home/?verified=1');
    expect(home.map((card) => card.username)).toEqual(
      expect.arrayContaining([a.user.username, b.user.username]),
    );
    expect(home.map((card) => card.username)).not.toContain(c.user.username);
    // Anything but 1 lists everyone.
    expect(names(await list(`/api/search/?q=vf${stamp}&verified=0`))).toHaveLength(4);
  });

  it('a card loses its mark when the verified value is edited', async () => {
    const { user, token } = await createUserWithSession(t, { username: `vg${Date.now().toString(36)}` });
    const [github] = await addItemsFor(t, user.id, [['github', 'ada']]);
    next = { outcome: 'found' };
    await postJson(t, '/api/verification/check', token, { id: github!.id });
    expect((await list(`/api/search/?q=${user.username}`))[0]!.verified).toBe(true);
    await postJson(t, '/api/handles/edit', token, { id: github!.id, value: 'grace' });
    expect((await list(`/api/search/?q=${user.username}`))[0]).not.toHaveProperty('verified');
    expect(await list(`/api/search/?q=${user.username}&verified=1`)).toEqual([]);
  });
});
