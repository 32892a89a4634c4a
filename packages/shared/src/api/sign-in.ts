import { z } from 'zod';
import { endpoints } from './define.js';
import { signInPaths } from './sign-in.paths.js';

/** Any text: an unknown method is the route's 404 (start) or `/profile?verify=expired` (return). */
const signInParams = z.object({ method: z.string() });

/** Where the web app sends the browser next (the platform's sign-in page). */
export const signInStartAnswer = z.object({ location: z.string() });

export const signInApi = endpoints(signInPaths, {
  /** The query (`item`) is read by the route: a navigation that cannot start gets a redirect, not a 400. */
  start: { params: signInParams, answer: signInStartAnswer },
  /** A redirect whatever happened (the platform's fields are read by the route, as each sends its own). */
  return: { params: signInParams, answer: null, refusals: {} },
});
