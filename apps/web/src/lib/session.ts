import type { UserJson } from '@handlehub/shared';
import { AWAITS_SESSION_ATTRIBUTE } from '@handlehub/shared/ssr';
import { STORAGE_KEYS } from '@handlehub/shared/storage-keys';
import { useSyncExternalStore } from 'react';
import { API_CACHE } from '../sw/cache-names';

export interface Session {
  user: UserJson;
  token: string;
}

type Listener = () => void;

/**
 * A hand check of the stored user instead of the shared Zod schema: this module is in the first
 * download of every page, and Zod would add about 30 KB gzipped to it.
 */
export function isUserJson(value: unknown): value is UserJson {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.name === 'string' &&
    typeof v.username === 'string' &&
    (v.gender === 'male' || v.gender === 'female') &&
    (v.photo === null || typeof v.photo === 'string') &&
    typeof v.isShopOwner === 'boolean'
  );
}
const listeners = new Set<Listener>();

function read(): Session | null {
  try {
    const token = localStorage.getItem(STORAGE_KEYS.token);
    const raw = localStorage.getItem(STORAGE_KEYS.user);
    if (!token || !raw) return null;
    const user: unknown = JSON.parse(raw);
    return isUserJson(user) ? { user, token } : null;
  } catch {
    return null;
  }
}

let current = read();

function emit(): void {
  for (const listener of listeners) listener();
}

/** The signed-in user and token, kept in local storage and shared by the whole app. */
export const session = {
  get: () => current,
  signIn(user: UserJson, token: string): void {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    localStorage.setItem(STORAGE_KEYS.token, token);
    current = { user, token };
    emit();
  },
  /** Stores the user as the server now says it is; the same user again changes nothing and tells no one. */
  updateUser(user: UserJson): void {
    if (!current || JSON.stringify(current.user) === JSON.stringify(user)) return;
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    current = { ...current, user };
    emit();
  },
  clear(): void {
    localStorage.removeItem(STORAGE_KEYS.user);
    localStorage.removeItem(STORAGE_KEYS.token);
    current = null;
    emit();
    // The service worker's offline copies of this person's answers end with the session.
    if (typeof caches !== 'undefined') caches.delete(API_CACHE).catch(() => undefined);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab signing in or out changes this one too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.user || event.key === STORAGE_KEYS.token || event.key === null) {
      current = read();
      emit();
    }
  });
}

/**
 * The signed-in person, or null. A page drawn by the server is drawn signed out (the session lives in this
 * browser), and hydrates signed out before it shows the person: the parts a session adds appear just after.
 */
export function useSession(): Session | null {
  return useSyncExternalStore(session.subscribe, session.get, () => null);
}

/**
 * The attribute that marks a screen drawn as its frame while the session is not known yet (`undefined`):
 * the app loader then starts the app at once, signed in or not.
 */
export const frameMark = (known: Session | null | undefined) =>
  known === undefined ? { [AWAITS_SESSION_ATTRIBUTE]: 'true' } : {};

/**
 * The same, but `undefined` while it is not known yet: on the server, and while the browser hydrates what the
 * server drew. A screen only a signed-in person uses draws its frame then (not the invitation to log in,
 * which would show to every signed-in person for a moment), and its content once the session is read.
 */
export function useSessionOnceKnown(): Session | null | undefined {
  return useSyncExternalStore(session.subscribe, session.get, () => undefined);
}
