/**
 * Browser storage keys, product-specific so HandleHub never reads another app's values. Shared because
 * the page loader of server-drawn pages (apps/web/src/boot/app-loader.ts) reads the session key too: a
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
