import { userJson } from '@handlehub/shared';
import { STORAGE_KEYS } from '@handlehub/shared/storage-keys';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API_CACHE } from '../sw/cache-names';
import { user } from '../test-support';
import { isUserJson, session } from './session';

describe('session store', () => {
  beforeEach(() => {
    session.clear();
  });

  it('keeps the user and token under product-specific keys and tells subscribers', () => {
    const listener = vi.fn();
    const stop = session.subscribe(listener);
    session.signIn(user, 'token-1');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).toEqual(user);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-1');
    expect(session.get()).toEqual({ user, token: 'token-1' });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('updates the user but keeps the token', () => {
    session.signIn(user, 'token-1');
    session.updateUser({ ...user, name: 'Ann Jones' });
    expect(session.get()).toEqual({ user: { ...user, name: 'Ann Jones' }, token: 'token-1' });
  });

  it('clears both on sign-out', () => {
    session.signIn(user, 'token-1');
    session.clear();
    expect(session.get()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it("empties the service worker's offline copies of the API on sign-out, and only those", () => {
    const remove = vi.fn(async () => true);
    vi.stubGlobal('caches', { delete: remove });
    try {
      session.signIn(user, 'token-1');
      expect(remove).not.toHaveBeenCalled();
      session.clear();
      expect(remove).toHaveBeenCalledTimes(1);
      expect(remove).toHaveBeenCalledWith(API_CACHE);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('isUserJson (the hand check that keeps Zod out of the first download)', () => {
  it('agrees with the shared userJson schema on valid and broken stored users', () => {
    const samples: unknown[] = [
      user,
      { ...user, photo: '/media/a-256.webp', gender: 'male', isShopOwner: true },
      { ...user, gender: 'other' },
      { ...user, photo: 5 },
      { ...user, name: undefined },
      { ...user, isShopOwner: 'yes' },
      null,
      'ann',
      [],
    ];
    for (const sample of samples) {
      expect(isUserJson(sample), JSON.stringify(sample)).toBe(userJson.safeParse(sample).success);
    }
  });

  it('drops a stored user of the wrong shape', () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...user, gender: 'other' }));
    localStorage.setItem(STORAGE_KEYS.token, 'token-1');
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.user }));
    expect(session.get()).toBeNull();
  });
});
