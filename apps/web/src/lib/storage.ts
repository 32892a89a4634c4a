/** Browser storage keys, product-specific so HandleHub never reads another app's values. */
export const STORAGE_KEYS = {
  user: 'handlehub.user',
  token: 'handlehub.token',
  colorScheme: 'handlehub-color-scheme',
  pendingGoogleUser: 'handlehub.pendingGoogleUser',
  /** How the person proved who they are while 'One step away!' is open, so a reload brings it back. */
  pendingSignup: 'handlehub.pendingSignup',
  homeScroll: 'handlehub.homeScroll',
} as const;

export function readJson<T>(storage: Storage, key: string): T | null {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}
