import { IMPORT_ROWS_MAX, ITEMS_MAX, MESSAGES } from '@handlehub/shared';
import { describe, expect, it } from 'vitest';
import { addItemsFor, createUserWithSession } from '../../../test/factories.js';
import { suiteApp } from '../../../test/test-app.js';

/** What a stranger can make Bring your links do: the import routes' bounds in rows, bytes and sign-in. */
const t = suiteApp();

const ROUTES = ['/api/handles/import/preview', '/api/handles/import'];

const post = (token: string | undefined, url: string, payload: string | object) =>
  t.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...(token ? { 'user-token': token } : {}) },
    payload,
  });
const count = async (token: string) =>
  (await t.inject({ method: 'GET', url: '/api/handles', headers: { 'user-token': token } })).json().items
    .length as number;

describe('the row limit of a file', () => {
  it(`refuses a file of more than ${IMPORT_ROWS_MAX} rows whole, naming the limit, and writes nothing`, async () => {
    const { user, token } = await createUserWithSession(t);
    await addItemsFor(t, user.id, [['instagram', 'ann.gram']]);
    const files = [
      // 130,000 one-character entries: 260 KB that answered a 10 MB preview.
      { fileName: 'links.json', text: JSON.stringify({ links: Array(130_000).fill(1) }) },
      {
        fileName: 'links.csv',
        text: `platform,handle\n${Array.from({ length: IMPORT_ROWS_MAX + 1 }, (_, n) => `tiktok,ann${n}`).join('\n')}`,
      },
    ];
    for (const file of files)
      for (const url of ROUTES) {
        const res = await post(token, url, file);
        expect([res.statusCode, res.json()]).toEqual([400, { error: MESSAGES.importTooManyRows }]);
      }
    expect(await count(token)).toBe(1);
  });

  it('answers a preview of a bounded size: a cell is never echoed whole', async () => {
    const { token } = await createUserWithSession(t);
    // One 250 KB cell in the platform column, one in the value: the rows show a short source and reason.
    const big = 'x'.repeat(125_000);
    const res = await post(token, ROUTES[0]!, {
      fileName: 'links.csv',
      text: `platform,handle\n${big},ann\ninstagram,${big}\n`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.payload.length).toBeLessThan(2_000);
  });
});

describe(`at ${ITEMS_MAX} items`, () => {
  it('an import whose every row is over the limit names the limit', async () => {
    const { user, token } = await createUserWithSession(t);
    await addItemsFor(
      t,
      user.id,
      Array.from({ length: ITEMS_MAX }, (_, n) => ['link', `https://ann.example/${n}`] as const),
    );
    const file = { fileName: 'links.csv', text: 'platform,handle\ntiktok,ann.one\ntwitch,ann.two\n' };
    const res = await post(token, ROUTES[1]!, file);
    expect([res.statusCode, res.json()]).toEqual([400, { error: MESSAGES.itemsFull }]);
    expect(MESSAGES.itemsFull).toContain(String(ITEMS_MAX));
    expect(await count(token)).toBe(ITEMS_MAX);
  });
});

describe('the session is checked before the body is read', () => {
  // 560 KB that is no JSON at all: parsed, it would be refused 400.
  const notJson = `[${'['.repeat(560 * 1024)}`;

  it.each(ROUTES)('%s: a big body without a session is refused 401 unread, as before', async (url) => {
    const anonymous = await post(undefined, url, notJson);
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, { error: MESSAGES.notSignedIn }]);
    expect(anonymous.headers['cache-control']).toBe('private, no-store');
    expect(anonymous.headers.vary).toContain('user-token');
    const dead = await post('no-such-session', url, notJson);
    expect([dead.statusCode, dead.json()]).toEqual([401, { error: MESSAGES.sessionExpired }]);
    // Over the body limit too: refused for the session, not for its size.
    const huge = await post(undefined, url, 'x'.repeat(700 * 1024));
    expect(huge.statusCode).toBe(401);
  });

  it('a signed-in person with the same body gets its parsing refusal', async () => {
    const { token } = await createUserWithSession(t);
    const res = await post(token, ROUTES[0]!, notJson);
    expect(res.statusCode).toBe(400);
  });
});
