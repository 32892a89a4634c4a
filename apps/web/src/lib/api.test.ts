import { messageResponse } from '@handlehub/shared';
import { authApi } from '@handlehub/shared/api/auth';
import { feedbackApi } from '@handlehub/shared/api/feedback';
import { profileApi } from '@handlehub/shared/api/profile';
import { shopApi } from '@handlehub/shared/api/shop';
import { usersApi } from '@handlehub/shared/api/users';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { user } from '../test-support';
import { ApiError, apiRequest, callApi } from './api';
import { session } from './session';

function answer(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

describe('apiRequest', () => {
  beforeEach(() => session.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('sends the session token in the user-token header and parses the answer', async () => {
    const fetchMock = answer(200, { msg: 'ok' });
    vi.stubGlobal('fetch', fetchMock);
    session.signIn(user, 'secret-token');
    await expect(apiRequest('/api/x', messageResponse, { json: { a: 1 } })).resolves.toEqual({ msg: 'ok' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['user-token']).toBe('secret-token');
    expect(init.body).toBe('{"a":1}');
  });

  it("throws the server's error text", async () => {
    vi.stubGlobal('fetch', answer(400, { error: 'Feedback cannot be empty' }));
    await expect(apiRequest('/api/x', messageResponse)).rejects.toEqual(
      new ApiError(400, 'Feedback cannot be empty'),
    );
  });

  it('ends the session on a 401 for a signed-in call', async () => {
    vi.stubGlobal('fetch', answer(401, { error: 'Your session has expired, please log in again' }));
    session.signIn(user, 'stale');
    await expect(apiRequest('/api/x', messageResponse)).rejects.toBeInstanceOf(ApiError);
    expect(session.get()).toBeNull();
  });

  it('keeps the session on other refusals', async () => {
    vi.stubGlobal('fetch', answer(403, { error: 'Only the shop owner can do this' }));
    session.signIn(user, 'fine');
    await expect(apiRequest('/api/x', messageResponse)).rejects.toBeInstanceOf(ApiError);
    expect(session.get()?.token).toBe('fine');
  });
});

describe('callApi', () => {
  beforeEach(() => session.clear());
  afterEach(() => vi.unstubAllGlobals());

  const sent = (fetchMock: ReturnType<typeof answer>) =>
    fetchMock.mock.calls[0] as unknown as [string, RequestInit & { headers: Record<string, string> }];

  it("takes the endpoint's method, fills in its path and query, and parses with its answer schema", async () => {
    const fetchMock = answer(200, { user: [] });
    vi.stubGlobal('fetch', fetchMock);
    await expect(callApi(usersApi.publicProfile, { params: { username: 'a b' } })).resolves.toEqual({
      user: [],
    });
    expect(sent(fetchMock)[0]).toBe('/api/user/a%20b');
    expect(sent(fetchMock)[1].method).toBe('GET');
    expect(sent(fetchMock)[1].body).toBeUndefined();

    const search = answer(200, { users: [] });
    vi.stubGlobal('fetch', search);
    await callApi(usersApi.search, { query: { q: 'a&b', page: '2', game: undefined } });
    expect(sent(search)[0]).toBe('/api/search/?q=a%26b&page=2');
  });

  it('refuses an answer its schema does not describe', async () => {
    vi.stubGlobal('fetch', answer(201, { msg: 'Product added' }));
    await expect(callApi(shopApi.add, { form: new FormData() })).rejects.toThrow();
  });

  it('sends a JSON body, a form as it is, and {} for a POST without a body', async () => {
    const json = answer(200, { msg: 'ok' });
    vi.stubGlobal('fetch', json);
    await callApi(feedbackApi.submit, { json: { feedback: 'hi' } });
    expect(sent(json)[0]).toBe('/api/others/submitfeedback');
    expect(sent(json)[1]).toMatchObject({ method: 'POST', body: '{"feedback":"hi"}' });
    expect(sent(json)[1].headers['content-type']).toBe('application/json');

    const form = new FormData();
    form.append('name', 'Ann Smith');
    const multipart = answer(200, { user, msg: 'Profile updated' });
    vi.stubGlobal('fetch', multipart);
    await callApi(profileApi.update, { form });
    expect(sent(multipart)[1]).toMatchObject({ method: 'POST', body: form });
    expect(sent(multipart)[1].headers['content-type']).toBeUndefined();

    const bare = answer(200, { msg: 'Logged out' });
    vi.stubGlobal('fetch', bare);
    await callApi(authApi.logout);
    expect(sent(bare)[1]).toMatchObject({ method: 'POST', body: '{}' });
  });
});
