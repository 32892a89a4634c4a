import { z } from 'zod';
import { endpoints } from './define.js';
import { signInPaths } from './sign-in.paths.js';

/** Any text: an unknown method is the route's 404 (start) or `/profile?verify=expired` (return). */
const signInParams = z.object({ method: z.string() });

/** The item to confirm; read by the route (a navigation that cannot start is sent back, not refused). */
const signInStartQuery = z.object({ item: z.string().max(20).optional() });

/** Where the web app sends the browser next (the platform's sign-in page). */
export const signInStartAnswer = z.object({ location: z.string() });

export const signInApi = endpoints(signInPaths, {
  /**
   * Called by the web app with its session: answers the platform's address (and sets the `hh_verify`
   * cookie), then the app sends the browser there. 401 without a live session, 404 for an item that is not
   * the caller's or not of a platform the method covers, or a sign-in this server does not offer.
   */
  start: { params: signInParams, query: signInStartQuery, answer: signInStartAnswer },
  /** A redirect whatever happened (the platform's fields are read by the route, as each sends its own). */
  return: { params: signInParams, answer: null, refusals: {} },
});
