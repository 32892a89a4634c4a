import { describe, expect, it } from 'vitest';
import { addItemsFor, createUserWithSession } from './factories.js';
import { PUBLIC_URL, shellWebDist, suiteApp } from './test-app.js';

/**
 * A hidden item stays saved and editable, and appears nowhere public. Each person here has a shown
 * Clash of Clans village and a hidden one (and a hidden TikTok and link); every public place is read and
 * searched for the hidden values, with the shown value as the proof that the place was read at all.
 */
const SHOWN = '#2PP0JCGQ';
const HIDDEN = ['#8QU8J9LP', 'secret.tok', 'hidden-site.example'];

const t = suiteApp({ webDist: shellWebDist(), publicUrl: PUBLIC_URL });

async function personWithHiddenItems(extra: { isPublic?: boolean } = {}) {
  const person = await createUserWithSession(t, extra);
  const rows = await addItemsFor(t, person.user.id, [
    ['coc', SHOWN, { label: 'main' }],
    ['coc', '#8QU8J9LP', { label: 'alt', visible: false }],
    ['tiktok', 'secret.tok', { visible: false }],
    ['link', 'https://hidden-site.example/', { title: 'Hidden site', visible: false }],
  ]);
  return { ...person, hiddenIds: rows.filter((row) => !row.visible).map((row) => row.id) };
}

const get = (url: string, token?: string) =>
  t.inject({ method: 'GET', url, ...(token ? { headers: { 'user-token': token } } : {}) });
const expectNoHidden = (where: string, body: string) => {
  for (const value of HIDDEN) expect(body, `${where} shows ${value}`).not.toContain(value);
  expect(body, where).not.toContain('Hidden site');
};

describe('a hidden item', () => {
  it('is in none of the public answers about its person', async () => {
    const { user, hiddenIds } = await personWithHiddenItems();
    const u = user.username;
    const json = (await get(`/api/user/${u}`)).body;
    expect(json).toContain(SHOWN);
    expectNoHidden('/api/user', json);

    const html = (await get(`/user/${u}`)).body;
    expect(html).toContain(SHOWN);
    expectNoHidden('the profile HTML (embedded data, JSON-LD, preview tags)', html);

    const vcard = (await get(`/api/vcard/${u}.vcf`)).body;
    expect(vcard).toContain(SHOWN);
    expectNoHidden('the vCard', vcard);

    const card = (await get(`/api/card/${u}.svg`)).body;
    expect(card).toContain('<svg');
    expectNoHidden('the embed card', card);
    expect(card).not.toContain('data-icon="Tiktok"');

    // Its own address and QR code answer as for an item that does not exist; the shown one answers.
    expect((await get(`/user/${u}/coc`)).statusCode).toBe(200);
    for (const id of hiddenIds) {
      for (const key of ['coc', 'tiktok', 'link']) {
        expect((await get(`/user/${u}/${key}-${id}`)).statusCode, `${key}-${id}`).toBe(404);
        expect((await get(`/api/qr/${u}/${key}-${id}.svg`)).statusCode, `${key}-${id}.svg`).toBe(404);
      }
    }
    expect((await get(`/user/${u}/tiktok`)).statusCode).toBe(404);
    expect((await get(`/api/qr/${u}/tiktok.svg`)).statusCode).toBe(404);
  });

  it('does not make its person a player of its game in the feed or in search', async () => {
    const { user } = await personWithHiddenItems();
    const hiddenOnly = await createUserWithSession(t, { name: 'Hidden Only Player' });
    await addItemsFor(t, hiddenOnly.user.id, [['brawlstars', '#8QU8J9LP', { visible: false }]]);
    const shownPlayer = await createUserWithSession(t, { name: 'Shown Player' });
    await addItemsFor(t, shownPlayer.user.id, [['brawlstars', '#2PP0JCGQ']]);

    const feed = (await get('/api/home/?game=brawlstars'))
      .json()
      .users.map((c: { username: string }) => c.username);
    expect(feed).toContain(shownPlayer.user.username);
    expect(feed).not.toContain(hiddenOnly.user.username);
    const search = (await get('/api/search/?q=player&game=brawlstars'))
      .json()
      .users.map((c: { username: string }) => c.username);
    expect(search).toContain(shownPlayer.user.username);
    expect(search).not.toContain(hiddenOnly.user.username);
    // Two villages, one hidden: one card, not two.
    const coc = (await get('/api/home/?game=coc'))
      .json()
      .users.filter((c: { username: string }) => c.username === user.username);
    expect(coc).toHaveLength(1);
  });

  it('stays saved, editable and marked for its owner, and in their own export', async () => {
    const { token, hiddenIds } = await personWithHiddenItems();
    const mine = (await get('/api/handles', token)).json().items;
    expect(mine.filter((i: { visible: boolean }) => !i.visible).map((i: { id: number }) => i.id)).toEqual(
      hiddenIds,
    );
    const exported = (await get('/api/profile/export', token)).json();
    expect(exported.handles.map((h: { handle: string; visible: boolean }) => [h.handle, h.visible])).toEqual([
      [SHOWN, true],
      ['#8QU8J9LP', false],
      ['secret.tok', false],
      ['https://hidden-site.example/', false],
    ]);
  });
});
