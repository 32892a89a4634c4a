/**
 * Browser storage keys, product-specific so HandleHub never reads another app's values. Shared because
 * the page loader of server-drawn pages (apps/web/src/boot/app-loader.ts) reads the session key too: a
 * signed-in person's app starts at once.
 */
/**
 * The keys the scripts inlined into every page read (apps/web/src/boot/), as constants of their own: a
 * build keeps a whole object when one of its properties is read.
 */
export const TOKEN_KEY = 'handlehub.token';
export const COLOR_SCHEME_KEY = 'handlehub-color-scheme';

export const STORAGE_KEYS = {
  user: 'handlehub.user',
  token: TOKEN_KEY,
  colorScheme: COLOR_SCHEME_KEY,
  pendingGoogleUser: 'handlehub.pendingGoogleUser',
  /** How the person proved who they are while 'One step away!' is open, so a reload brings it back. */
  pendingSignup: 'handlehub.pendingSignup',
  homeScroll: 'handlehub.homeScroll',
} as const;
