import { ITEMS_MAX, MESSAGES } from '@handlehub/shared';
import { describe, expect, it } from 'vitest';
import { addItemsFor, createUserWithSession } from '../../../test/factories.js';
import { PUBLIC_URL, shellWebDist, suiteApp } from '../../../test/test-app.js';

// Rows of a key the catalogue does not have: a platform taken out of it, or a row restored from another
// version. Planted straight in the database, as no route adds one (docs/decisions/033).
const t = suiteApp({ webDist: shellWebDist(), publicUrl: PUBLIC_URL, rateLimits: false });

const post = (token: string, url: string, payload: unknown) =>
  t.inject({ method: 'POST', url, headers: { 'user-token': token }, payload: payload as object });
const get = (url: string, token?: string) =>
  t.inject({ method: 'GET', url, headers: token ? { 'user-token': token } : {} });
const ids = (list: { id: number }[]) => list.map((item) => item.id);

/** A person with a TikTok, a row of the unknown key 'myspace' between their items, and a link. */
async function personWithAnUnknownRow() {
  const person = await createUserWithSession(t);
  const [tiktok, myspace, link] = await addItemsFor(t, person.user.id, [
    ['tiktok', 'ann'],
    ['myspace', 'tom.from.myspace'],
    ['link', 'https://ann.example/'],
  ]);
  return { ...person, tiktok: tiktok!, myspace: myspace!, link: link! };
}

describe('rows of a key the catalogue does not have', () => {
  it('are listed to their owner apart from the items, as stored', async () => {
    const { token, tiktok, myspace, link } = await personWithAnUnknownRow();
    const res = await get('/api/handles', token);
    expect(res.statusCode).toBe(200);
    expect(ids(res.json().items)).toEqual([tiktok.id, link.id]);
    expect(res.json().unsupported).toEqual([
      { id: myspace.id, platform: 'myspace', value: 'tom.from.myspace' },
    ]);
  });

  it('never block an order of the items the owner sees, and keep their place after them', async () => {
    const { token, tiktok, myspace, link } = await personWithAnUnknownRow();
    let res = await post(token, '/api/handles/order', { ids: [link.id, tiktok.id] });
    expect(res.statusCode).toBe(200);
    expect(ids(res.json().items)).toEqual([link.id, tiktok.id]);
    expect(ids(res.json().unsupported)).toEqual([myspace.id]);
    // An item added later still comes after the unknown row, at the end of the list.
    res = await post(token, '/api/handles/add', { platform: 'coc', value: '#2PP0JCGQ' });
    const coc = res.json().items[2] as { id: number };
    res = await post(token, '/api/handles/order', { ids: [coc.id, tiktok.id, link.id] });
    expect(res.statusCode).toBe(200);
    expect(ids((await get('/api/handles', token)).json().items)).toEqual([coc.id, tiktok.id, link.id]);
    // An order that names the row it cannot move is refused like any other wrong list.
    res = await post(token, '/api/handles/order', { ids: [myspace.id, coc.id, tiktok.id, link.id] });
    expect([res.statusCode, res.json()]).toEqual([400, { error: MESSAGES.itemOrderInvalid }]);
  });

  it('are deleted through the delete route, and count toward the limit until then', async () => {
    const { user, token, myspace } = await personWithAnUnknownRow();
    // Two items and the row are three of the limit: one place fewer than the items alone would leave.
    await addItemsFor(
      t,
      user.id,
      Array.from({ length: ITEMS_MAX - 3 }, (_, i) => ['link', `https://ann.example/${i}`] as const),
    );
    let res = await post(token, '/api/handles/add', { platform: 'coc', value: '#2PP0JCGQ' });
    expect([res.statusCode, res.json()]).toEqual([400, { error: MESSAGES.itemsFull }]);
    expect((await get('/api/handles', token)).json().unsupported).toHaveLength(1);

    res = await post(token, '/api/handles/delete', { id: myspace.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ msg: MESSAGES.itemDeleted, unsupported: [] });
    expect(res.json().items).toHaveLength(ITEMS_MAX - 1);
    res = await post(token, '/api/handles/add', { platform: 'coc', value: '#2PP0JCGQ' });
    expect(res.statusCode).toBe(201);
  });

  it('are on no public surface and in no export, while the owner sees them in their list', async () => {
    const { user, token, myspace } = await personWithAnUnknownRow();
    expect(ids((await get('/api/handles', token)).json().unsupported)).toEqual([myspace.id]);
    const u = user.username;
    const profile = await get(`/api/user/${u}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().user[0].items.map((i: { platform: string }) => i.platform)).toEqual([
      'tiktok',
      'link',
    ]);
    const everyone = [`/api/user/${u}`, `/user/${u}`, `/api/vcard/${u}.vcf`, `/api/card/${u}.svg`];
    const owner = ['/api/profile/export', '/api/profile/export.csv', '/api/profile/export.resume.json'];
    for (const url of [...everyone, ...owner]) {
      const res = await get(url, owner.includes(url) ? token : undefined);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('tom.from.myspace');
      expect(res.body.toLowerCase(), url).not.toContain('myspace');
    }
    for (const url of [
      `/user/${u}/myspace`,
      `/user/${u}/myspace-${myspace.id}`,
      `/api/qr/${u}/myspace.svg`,
      `/api/qr/${u}/myspace-${myspace.id}.svg`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
