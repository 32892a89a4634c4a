import { ITEMS_MAX, MESSAGES } from '@handlehub/shared';
import { describe, expect, it } from 'vitest';
import { addItemsFor, createUserWithSession, saveHandles } from '../../../test/factories.js';
import { suiteApp } from '../../../test/test-app.js';

const t = suiteApp();

const post = (token: string, url: string, payload: unknown) =>
  t.inject({ method: 'POST', url, headers: { 'user-token': token }, payload: payload as object });
const list = async (token: string) =>
  (await t.inject({ method: 'GET', url: '/api/handles', headers: { 'user-token': token } })).json().items as {
    id: number;
    platform: string;
    value: string;
    label: string;
    title: string;
    slug: string;
    visible: boolean;
    icon: string;
    name: string;
    link?: string;
  }[];

describe('adding items', () => {
  it('adds any platform of the catalogue, several per platform, and custom links, in order', async () => {
    const { token } = await createUserWithSession(t);
    let res = await post(token, '/api/handles/add', { platform: 'coc', value: ' 2pp0jcgq ', label: 'main' });
    expect(res.statusCode).toBe(201);
    expect(res.json().msg).toBe(MESSAGES.itemAdded);
    res = await post(token, '/api/handles/add', { platform: 'coc', value: '#8QU8J9LP', label: 'EU server' });
    res = await post(token, '/api/handles/add', {
      platform: 'tiktok',
      value: 'https://www.tiktok.com/@ann.k',
    });
    res = await post(token, '/api/handles/add', {
      platform: 'link',
      value: 'ann.example/blog',
      title: '  My   blog ',
    });
    res = await post(token, '/api/handles/add', {
      platform: 'link',
      value: 'https://www.instagram.com/p/xyz',
    });
    expect(res.statusCode).toBe(201);
    const items = await list(token);
    expect(items.map((i) => [i.platform, i.value, i.label, i.title])).toEqual([
      ['coc', '#2PP0JCGQ', 'main', ''],
      ['coc', '#8QU8J9LP', 'EU server', ''],
      ['tiktok', 'ann.k', '', ''],
      ['link', 'https://ann.example/blog', '', 'My blog'],
      ['link', 'https://www.instagram.com/p/xyz', '', ''],
    ]);
    // The first of a platform answers at its key, every other item at key-id; links always at link-id.
    expect(items.map((i) => i.slug)).toEqual([
      'coc',
      `coc-${items[1]!.id}`,
      'tiktok',
      `link-${items[3]!.id}`,
      `link-${items[4]!.id}`,
    ]);
    expect(items[2]!.link).toBe('https://www.tiktok.com/@ann.k');
    // A link without a title reads as its host, and takes a known host's icon.
    expect([items[3]!.name, items[3]!.icon]).toEqual(['My blog', 'Link']);
    expect([items[4]!.name, items[4]!.icon]).toEqual(['instagram.com', 'Instagram']);
  });

  it.each([
    [{ platform: 'myspace', value: 'x' }, MESSAGES.platformUnknown],
    [{ platform: 'tiktok', value: '   ' }, MESSAGES.handleEmpty],
    [
      { platform: 'coc', value: 'hello' },
      'A Clash of Clans player tag is # and 3 to 12 of the characters 0289PYLQGRJCUV, like #2PP0JCGQ',
    ],
    [{ platform: 'tiktok', value: 'ann\u0007' }, 'Invalid handle for TikTok'],
    [{ platform: 'tiktok', value: 'an\u200bn' }, MESSAGES.textInvisible],
    [{ platform: 'link', value: 'javascript:alert(1)' }, MESSAGES.linkInvalid],
    [{ platform: 'link', value: 'data:text/html,<b>x</b>' }, MESSAGES.linkInvalid],
    [{ platform: 'link', value: 'ftp://ann.example/' }, MESSAGES.linkInvalid],
    [{ platform: 'link', value: 'https://ann:secret@ann.example/' }, MESSAGES.linkCredentials],
    [{ platform: 'link', value: 'https://ann.example/\u202eevil' }, MESSAGES.textInvisible],
    [{ platform: 'link', value: `https://ann.example/${'a'.repeat(2048)}` }, MESSAGES.linkTooLong],
    [{ platform: 'link', value: 'https://ann.example/', title: 'x'.repeat(61) }, MESSAGES.linkTitleTooLong],
    [{ platform: 'link', value: 'https://ann.example/', title: 'a\nb' }, MESSAGES.linkTitleInvalid],
    [{ platform: 'link', value: 'https://ann.example/', title: 'a\u2800' }, MESSAGES.textInvisible],
    [{ platform: 'tiktok', value: 'ann', label: 'x'.repeat(31) }, MESSAGES.itemLabelTooLong],
    [{ platform: 'tiktok', value: 'ann', extra: 1 }, MESSAGES.invalidRequest],
    [{ platform: 'tiktok' }, MESSAGES.invalidRequest],
  ])('refuses %j with a clear message and changes nothing', async (payload, message) => {
    const { user, token } = await createUserWithSession(t);
    await addItemsFor(t, user.id, [['instagram', 'ann']]);
    const res = await post(token, '/api/handles/add', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect((await list(token)).map((i) => i.value)).toEqual(['ann']);
  });

  it(`keeps at most ${ITEMS_MAX} items`, async () => {
    const { user, token } = await createUserWithSession(t);
    await addItemsFor(
      t,
      user.id,
      Array.from({ length: ITEMS_MAX }, (_, n) => ['link', `https://ann.example/${n}`] as const),
    );
    const res = await post(token, '/api/handles/add', { platform: 'tiktok', value: 'ann' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MESSAGES.itemsFull });
    expect(await list(token)).toHaveLength(ITEMS_MAX);
  });
});

describe('a pasted address that is not a profile', () => {
  it.each([
    [
      'github',
      'https://github.com/sethcottle/littlelink-extended',
      'That is a GitHub repository, not a profile.',
    ],
    ['github', 'https://gist.github.com/rileypark/abc123', 'That is a GitHub gist, not a profile.'],
    ['twitter', 'https://x.com/rileyplays/status/1234567890', 'That is a Twitter post, not a profile.'],
    [
      'tiktok',
      'https://www.tiktok.com/@riley.plays/video/7234567890123456789',
      'That is a TikTok video, not a profile.',
    ],
    [
      'bluesky',
      'https://bsky.app/profile/maya.bsky.social/post/3k',
      'That is a Bluesky post, not a profile.',
    ],
    ['youtube', 'https://youtu.be/dQw4w9WgXcQ', 'That is a Youtube video, not a profile.'],
    ['twitch', 'https://www.twitch.tv/rileyplays/clip/SomeClip', 'That is a Twitch clip, not a profile.'],
  ])('is refused in the %s field with what it is: %s', async (platform, value, start) => {
    const { user, token } = await createUserWithSession(t);
    await addItemsFor(t, user.id, [['instagram', 'ann']]);
    const res = await post(token, '/api/handles/add', { platform, value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: `${start} Add it as a link instead.` });
    expect((await list(token)).map((i) => i.value)).toEqual(['ann']);
  });

  it('is added whole as a custom link, which leads to it (not to the owner of the repository)', async () => {
    const { user, token } = await createUserWithSession(t);
    const res = await post(token, '/api/handles/add', {
      platform: 'link',
      value: 'https://github.com/sethcottle/littlelink-extended',
    });
    expect(res.statusCode).toBe(201);
    const [item] = await list(token);
    expect([item!.platform, item!.link, item!.icon]).toEqual([
      'link',
      'https://github.com/sethcottle/littlelink-extended',
      'Github',
    ]);
    const visit = await t.inject({ method: 'GET', url: `/user/${user.username}/${item!.slug}` });
    expect([visit.statusCode, visit.headers.location]).toEqual([
      302,
      'https://github.com/sethcottle/littlelink-extended',
    ]);
  });
});

describe('editing, hiding, deleting and ordering items', () => {
  it("edits one item's value, label and shown state; another person's item reads as missing", async () => {
    const { user, token } = await createUserWithSession(t);
    const other = await createUserWithSession(t);
    const [coc] = await addItemsFor(t, user.id, [['coc', '#2PP0JCGQ']]);
    const [theirs] = await addItemsFor(t, other.user.id, [['tiktok', 'other']]);
    let res = await post(token, '/api/handles/edit', { id: coc!.id, value: '8qu8j9lp', label: 'alt' });
    expect(res.statusCode).toBe(200);
    expect(res.json().items[0]).toMatchObject({ value: '#8QU8J9LP', label: 'alt', visible: true });
    res = await post(token, '/api/handles/edit', { id: coc!.id, visible: false });
    expect(res.json().items[0]).toMatchObject({ value: '#8QU8J9LP', visible: false });

    res = await post(token, '/api/handles/edit', { id: coc!.id, value: 'not a tag' });
    expect(res.statusCode).toBe(400);
    res = await post(token, '/api/handles/edit', { id: theirs!.id, label: 'mine now' });
    expect([res.statusCode, res.json()]).toEqual([404, { error: MESSAGES.itemNotFound }]);
    res = await post(token, '/api/handles/edit', { id: 987654321, label: 'x' });
    expect(res.statusCode).toBe(404);
    expect((await list(token))[0]).toMatchObject({ value: '#8QU8J9LP', label: 'alt', visible: false });
    expect((await list(other.token))[0]).toMatchObject({ value: 'other', label: '' });
  });

  it('deletes only the named item of its owner', async () => {
    const { user, token } = await createUserWithSession(t);
    const other = await createUserWithSession(t);
    const [a, b] = await addItemsFor(t, user.id, [
      ['coc', '#2PP0JCGQ'],
      ['coc', '#8QU8J9LP'],
    ]);
    const [theirs] = await addItemsFor(t, other.user.id, [['tiktok', 'other']]);
    expect((await post(token, '/api/handles/delete', { id: theirs!.id })).statusCode).toBe(404);
    const res = await post(token, '/api/handles/delete', { id: a!.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((i: { id: number }) => i.id)).toEqual([b!.id]);
    // The second village is now the first: its key's address names it.
    expect(res.json().items[0].slug).toBe('coc');
    expect(await list(other.token)).toHaveLength(1);
  });

  it('orders items when every id is named once, and refuses anything else', async () => {
    const { user, token } = await createUserWithSession(t);
    const other = await createUserWithSession(t);
    const [a, b, c] = await addItemsFor(t, user.id, [
      ['tiktok', 'ann'],
      ['coc', '#2PP0JCGQ'],
      ['link', 'https://ann.example/'],
    ]);
    const [theirs] = await addItemsFor(t, other.user.id, [['tiktok', 'other']]);
    for (const ids of [
      [a!.id, b!.id],
      [a!.id, b!.id, c!.id, c!.id],
      [a!.id, b!.id, theirs!.id],
      [c!.id, b!.id, a!.id, theirs!.id],
    ]) {
      const res = await post(token, '/api/handles/order', { ids });
      expect([res.statusCode, res.json()]).toEqual([400, { error: MESSAGES.itemOrderInvalid }]);
    }
    expect((await list(token)).map((i) => i.id)).toEqual([a!.id, b!.id, c!.id]);
    const res = await post(token, '/api/handles/order', { ids: [c!.id, a!.id, b!.id] });
    expect(res.statusCode).toBe(200);
    expect((await list(token)).map((i) => i.id)).toEqual([c!.id, a!.id, b!.id]);
    // The public profile and the spec's entries follow the order.
    const profile = (await t.inject({ method: 'GET', url: `/api/user/${user.username}` })).json().user[0];
    expect(profile.items.map((i: { id: number }) => i.id)).toEqual([c!.id, a!.id, b!.id]);
  });
});

describe("the spec's 13-field API beside items", () => {
  it('reads and writes the first item of each key and never touches the others', async () => {
    const { user, token } = await createUserWithSession(t);
    await addItemsFor(t, user.id, [
      ['tiktok', 'ann'],
      ['coc', '#2PP0JCGQ', { label: 'main' }],
      ['coc', '#8QU8J9LP', { label: 'alt' }],
      ['instagram', 'ann.gram'],
      ['link', 'https://ann.example/'],
    ]);
    const read = await t.inject({
      method: 'GET',
      url: '/api/social/getsocialaccount',
      headers: { 'user-token': token },
    });
    expect(
      read
        .json()
        .userAccount.accounts.map((a: { fieldname: string; accountUsername: string }) => [
          a.fieldname,
          a.accountUsername,
        ]),
    ).toEqual([
      ['instagram', 'ann.gram'],
      ['coc', '#2PP0JCGQ'],
    ]);
    // The original client sends all 13 keys: a changed village, Instagram cleared, Facebook new.
    await saveHandles(t, token, { coc: '#2PP0JCGQ0', instagram: '', facebook: 'ann.fb' });
    const items = await list(token);
    expect(items.map((i) => [i.platform, i.value, i.label])).toEqual([
      ['tiktok', 'ann', ''],
      ['coc', '#2PP0JCGQ0', 'main'],
      ['coc', '#8QU8J9LP', 'alt'],
      ['link', 'https://ann.example/', ''],
      ['facebook', 'ann.fb', ''],
    ]);
  });
});

describe('bringing links from a file', () => {
  const LINKSTACK = JSON.stringify({
    name: 'ann',
    links: [
      { button_id: 1, link: 'https://www.tiktok.com/@ann.tok', title: 'TikTok', order: 1, up_link: 'no' },
      { button_id: 42, link: null, title: 'My games', order: 2, up_link: 'no' },
      { button_id: 2, link: 'https://ann.example/', title: 'Site', order: 3, up_link: 'no' },
      { button_id: 2, link: 'javascript:alert(1)', title: 'Bad', order: 4, up_link: 'no' },
      { button_id: 3, link: 'https://www.instagram.com/ann.gram', title: 'IG', order: 5, up_link: 'no' },
    ],
  });

  it('previews row by row and writes nothing; the import then adds exactly what the preview accepted', async () => {
    const { user, token } = await createUserWithSession(t);
    await addItemsFor(t, user.id, [['instagram', 'ann.gram']]);
    const file = { fileName: 'user_data-links.example.com-2026-11-28.json', text: LINKSTACK };
    const preview = await post(token, '/api/handles/import/preview', file);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().format).toBe('linkstack');
    expect(
      preview
        .json()
        .rows.map((r: { item?: { platform: string; value: string }; reason?: string }) => [
          r.item?.platform ?? null,
          r.item?.value ?? null,
          r.reason ?? null,
        ]),
    ).toEqual([
      ['tiktok', 'ann.tok', null],
      [null, null, 'Not a link (a heading, spacer or text block)'],
      ['link', 'https://ann.example/', null],
      [null, null, MESSAGES.linkInvalid],
      ['instagram', 'ann.gram', 'Already on your page'],
    ]);
    expect(await list(token)).toHaveLength(1);

    const done = await post(token, '/api/handles/import', file);
    expect(done.statusCode).toBe(200);
    expect((await list(token)).map((i) => [i.platform, i.value, i.title])).toEqual([
      ['instagram', 'ann.gram', ''],
      ['tiktok', 'ann.tok', ''],
      ['link', 'https://ann.example/', 'Site'],
    ]);
    // Everything in it is there now: a second import adds nothing and says so.
    const again = await post(token, '/api/handles/import', file);
    expect([again.statusCode, again.json()]).toEqual([400, { error: MESSAGES.importEmpty }]);
  });

  it('keeps a repository, a gist, a sponsors page and a post of a LittleLink page as links with their titles', async () => {
    const { token } = await createUserWithSession(t);
    const buttons = [
      ['https://github.com/sethcottle', 'GitHub'],
      ['https://github.com/sethcottle/littlelink-extended', 'LittleLink Extended'],
      ['https://gist.github.com/rileypark/abc123', 'My gist'],
      ['https://github.com/sponsors/sethcottle', 'Sponsor'],
      ['https://x.com/rileyplays/status/1234567890', 'A post'],
    ]
      .map(([href, title]) => `<a class="button button-default" href="${href}">${title}</a>`)
      .join('');
    const file = { fileName: 'index.html', text: `<div class="button-stack">${buttons}</div>` };
    const preview = await post(token, '/api/handles/import/preview', file);
    expect(preview.json().rows.map((r: { reason?: string }) => r.reason ?? 'added')).toEqual([
      'added',
      'added',
      'added',
      'added',
      'added',
    ]);
    expect((await post(token, '/api/handles/import', file)).statusCode).toBe(200);
    expect((await list(token)).map((i) => [i.platform, i.value, i.title])).toEqual([
      ['github', 'sethcottle', ''],
      ['link', 'https://github.com/sethcottle/littlelink-extended', 'LittleLink Extended'],
      ['link', 'https://gist.github.com/rileypark/abc123', 'My gist'],
      ['link', 'https://github.com/sponsors/sethcottle', 'Sponsor'],
      ['link', 'https://x.com/rileyplays/status/1234567890', 'A post'],
    ]);
  });

  it.each([
    [{ fileName: 'notes.txt', text: 'hello' }, MESSAGES.importFormatInvalid],
    [{ fileName: 'links.json', text: '{"links": [' }, MESSAGES.importFormatInvalid],
    [{ fileName: 'links.csv', text: 'platform,handle\n' }, MESSAGES.importEmpty],
    [
      { fileName: 'links.csv', text: `platform,handle\n${'tiktok,a\n'.repeat(40_000)}` },
      MESSAGES.importTooLarge,
    ],
    [{ fileName: 'links.csv' }, MESSAGES.importFormatInvalid],
  ])('refuses a file it cannot use (%#) and changes nothing', async (file, message) => {
    const { user, token } = await createUserWithSession(t);
    await addItemsFor(t, user.id, [['instagram', 'ann.gram']]);
    for (const url of ['/api/handles/import/preview', '/api/handles/import']) {
      const res = await post(token, url, file);
      expect([res.statusCode, res.json()]).toEqual([400, { error: message }]);
    }
    expect(await list(token)).toHaveLength(1);
  });

  it(`keeps the ${ITEMS_MAX} limit: rows past it are refused in the preview and not written`, async () => {
    const { user, token } = await createUserWithSession(t);
    await addItemsFor(
      t,
      user.id,
      Array.from({ length: ITEMS_MAX - 1 }, (_, n) => ['link', `https://ann.example/${n}`] as const),
    );
    const file = { fileName: 'links.csv', text: 'platform,handle\ntiktok,ann.one\ntwitch,ann.two\n' };
    const preview = await post(token, '/api/handles/import/preview', file);
    expect(preview.json().rows.map((r: { reason?: string }) => r.reason ?? 'added')).toEqual([
      'added',
      `Over the limit of ${ITEMS_MAX} handles and links`,
    ]);
    expect((await post(token, '/api/handles/import', file)).statusCode).toBe(200);
    expect(await list(token)).toHaveLength(ITEMS_MAX);
  });
});
