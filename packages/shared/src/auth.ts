import { z } from 'zod';
import { MESSAGES } from './messages.js';
import { gender, signupUsername, userJson } from './users.js';

const credential = z
  .string({ error: MESSAGES.invalidCredential })
  .min(1, MESSAGES.invalidCredential)
  .max(8192);
const devEmail = z.email({ error: 'Please enter a valid e-mail address' }).max(254);
const devName = z.string().trim().max(50).optional();

/** `POST /api/auth/login`: a Google ID token, or in dev login the spec's `{email, name}`. */
export const loginInput = z.union([z.object({ credential }), z.object({ email: devEmail, name: devName })]);
export type LoginInput = z.infer<typeof loginInput>;

export const googleUser = z.object({
  googleId: z.string(),
  email: z.string(),
  name: z.string(),
});
export type GoogleUser = z.infer<typeof googleUser>;

export const loginResponse = z.union([
  z.object({ loggedIn: z.literal(true), user: userJson, authToken: z.string() }),
  z.object({ loggedIn: z.literal(false), googleUser }),
]);

/**
 * `POST /api/auth/signup`. Fields are checked in the spec's order: username, then gender.
 * `credential` is required unless dev login is on, where `googleUser` (email, name) identifies the person.
 */
export const signupInput = z.object({
  username: signupUsername,
  gender,
  credential: z.string().max(8192).optional(),
  googleUser: z
    .object({ googleId: z.string().max(300).optional(), email: devEmail, name: devName })
    .optional(),
});
export type SignupInput = z.input<typeof signupInput>;

export const signupResponse = z.object({ user: userJson, authToken: z.string() });

/**
 * `GET /api/auth/usernameavailable?username=…`: a username that breaks a rule is refused (400, the rule's
 * message, as the sign-up dialog words it); otherwise whether it is free for the caller.
 */
export const usernameAvailableQuery = z.object({ username: signupUsername });
export const usernameAvailableResponse = z.object({ username: z.string(), available: z.boolean() });
export type UsernameAvailability = z.infer<typeof usernameAvailableResponse>;

/** `GET /api/auth/config`: what the web app needs to show the right sign-in (one build, any deployment). */
export const authConfigResponse = z.object({
  googleClientId: z.string().nullable(),
  devLogin: z.boolean(),
  publicUrl: z.string(),
});
export type AuthConfig = z.infer<typeof authConfigResponse>;

export { SESSION_HEADER } from './session-header.js';
