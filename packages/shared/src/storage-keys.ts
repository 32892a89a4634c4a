/**
 * Browser storage keys, product-specific so HandleHub never reads another app's values. Shared because
 * the server's page loader (apps/server/src/plugins/deferred-app.ts) reads the session key too: a
 * signed-in person's app starts at once.
 */
export const STORAGE_KEYS = {
  user: 'handlehub.user',
  token: 'handlehub.token',
  colorScheme: 'handlehub-color-scheme',
  pendingGoogleUser: 'handlehub.pendingGoogleUser',
  /** How the person proved who they are while 'One step away!' is open, so a reload brings it back. */
  pendingSignup: 'handlehub.pendingSignup',
  homeScroll: 'handlehub.homeScroll',
} as const;
