/**
 * The verification levels and method keys alone, for the schemas (handle-item-schemas.ts, moderation.ts):
 * every screen with a form loads those, and needs none of the words and rules of verification.ts.
 */
/**
 * - `self`: claimed by its owner, as every item is when added.
 * - `linked`: the platform's own public profile links back to the owner's page or carries the item's proof
 *   token, in a field the owner controls.
 * - `confirmed`: the platform said so itself, through a sign-in (Steam's OpenID, GitHub, Twitch, Discord).
 */
export const VERIFICATION_LEVELS = ['self', 'linked', 'confirmed'] as const;
export type VerificationLevel = (typeof VERIFICATION_LEVELS)[number];

/** Every method's key, as stored in `handles.verified_method`; VERIFICATION_METHODS describes each one. */
export const VERIFICATION_METHOD_KEYS = [
  'fediverse',
  'bluesky',
  'github',
  'lichess',
  'roblox',
  'website',
  'steam',
  'github-oauth',
  'twitch',
  'discord',
] as const;
export type VerificationMethod = (typeof VERIFICATION_METHOD_KEYS)[number];
