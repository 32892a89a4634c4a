import { messageResponse } from '@handlehub/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api';
import { session } from './session';

const user = {
  name: 'Ann Smith',
  username: 'ann',
  gender: 'female' as const,
  photo: null,
  isShopOwner: false,
};

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
