import { get } from './endpoint.js';

/**
 * The sign-ins that confirm an item (docs/VERIFICATION.md, "Sign-ins"): pages the browser goes through, not
 * under /api. `:method` is a SIGN_IN_METHODS key (`signInStartPath`, `signInReturnPath` in verification.ts).
 */
export const signInPaths = {
  /** `?item={id}`: answers `{location}`, the platform's sign-in page, to the signed-in owner (the web app). */
  start: get('/verify/:method/start'),
  /** Where the platform sends the browser back; always a 302 to `/profile?verify={code}`. */
  return: get('/verify/:method/return'),
} as const;
