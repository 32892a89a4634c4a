/**
 * How far a handle is known to be its owner's (docs/VERIFICATION.md, docs/decisions/034-verification.md):
 * the levels, the methods that reach them and the words a visitor reads. No Zod here, so that the public
 * page can say an item's level without the schemas (they are in api/verification.ts).
 */

import type { VerificationLevel, VerificationMethod } from './verification-keys.js';

export type { VerificationLevel, VerificationMethod } from './verification-keys.js';
export { VERIFICATION_LEVELS, VERIFICATION_METHOD_KEYS } from './verification-keys.js';

export interface VerificationMethodInfo {
  readonly level: Exclude<VerificationLevel, 'self'>;
  /** Where the proof was found, as a visitor reads it: "linked back from Mastodon". */
  readonly from: string;
  /** The catalogue keys (or `link`) whose items this method can verify. */
  readonly platforms: readonly string[];
  /** A sign-in the operator must switch on with a client id and secret (absent: always available). */
  readonly needsCredentials?: boolean;
}

/**
 * Every method, by key. The key is stored with the item (`handles.verified_method`). Linked-back methods
 * read a public profile with the safe fetcher; confirmed ones are sign-ins (features/verification/sign-in).
 */
export const VERIFICATION_METHODS = {
  fediverse: { level: 'linked', from: 'Mastodon', platforms: ['mastodon'] },
  bluesky: { level: 'linked', from: 'Bluesky', platforms: ['bluesky'] },
  github: { level: 'linked', from: 'GitHub', platforms: ['github'] },
  lichess: { level: 'linked', from: 'Lichess', platforms: ['lichess'] },
  roblox: { level: 'linked', from: 'Roblox', platforms: ['roblox'] },
  website: { level: 'linked', from: 'the website', platforms: ['link'] },
  steam: { level: 'confirmed', from: 'Steam', platforms: ['steam', 'steamfriend'] },
  'github-oauth': { level: 'confirmed', from: 'GitHub', platforms: ['github'], needsCredentials: true },
  twitch: { level: 'confirmed', from: 'Twitch', platforms: ['twitch'], needsCredentials: true },
  discord: {
    level: 'confirmed',
    from: 'Discord',
    // Discord's connections name these accounts of the person (its `connection` object's `type`).
    platforms: ['discord', 'xbox', 'psn', 'steam', 'steamfriend', 'battlenet', 'epic', 'riot'],
    needsCredentials: true,
  },
} as const satisfies Record<VerificationMethod, VerificationMethodInfo>;

export const LINKED_METHODS = ['fediverse', 'bluesky', 'github', 'lichess', 'roblox', 'website'] as const;
export type LinkedMethod = (typeof LINKED_METHODS)[number];
export const SIGN_IN_METHODS = ['steam', 'github-oauth', 'twitch', 'discord'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

export function isVerificationMethod(value: string): value is VerificationMethod {
  return Object.hasOwn(VERIFICATION_METHODS, value);
}

/** The linked-back method for an item of this platform, or null when none can read it. */
export function linkedMethodFor(platform: string): LinkedMethod | null {
  return (
    LINKED_METHODS.find((m) => (VERIFICATION_METHODS[m].platforms as readonly string[]).includes(platform)) ??
    null
  );
}

/** The sign-ins that can confirm an item of this platform (those needing credentials only when switched on). */
export function signInMethodsFor(platform: string): SignInMethod[] {
  return SIGN_IN_METHODS.filter((m) =>
    (VERIFICATION_METHODS[m].platforms as readonly string[]).includes(platform),
  );
}

/** What a public surface knows of an item's verification: nothing at all for a self-claimed item. */
export interface ItemVerificationMark {
  level: Exclude<VerificationLevel, 'self'>;
  method: VerificationMethod;
  /** The last check that found the proof, ISO 8601. */
  checkedAt: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "29 Nov", in UTC, so that the server's page and the browser say the same. */
export function checkedDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/**
 * The words a visitor reads beside a verified item, never a bare tick:
 * "Verified: linked back from Mastodon, checked 29 Nov", "Verified: confirmed by Steam, checked 29 Nov".
 */
export function verificationText(mark: ItemVerificationMark): string {
  const info = VERIFICATION_METHODS[mark.method];
  const how = info.level === 'linked' ? `linked back from ${info.from}` : `confirmed by ${info.from}`;
  const day = checkedDay(mark.checkedAt);
  return day ? `Verified: ${how}, checked ${day}` : `Verified: ${how}`;
}

/** The short words of a verified mark where room is scarce (cards, lists); the full text is its title. */
export const VERIFIED_SHORT = 'Verified';

/**
 * A proof token: `hh-` and 16 lower-case base32 characters, shown to the owner for one item. Written into
 * a bio, a website field or a profile link, it proves the item is theirs as a link back to the page does.
 */
export const PROOF_TOKEN_PREFIX = 'hh-';
export const PROOF_TOKEN_LENGTH = PROOF_TOKEN_PREFIX.length + 16;

/** Scheduled re-checks: each verified item again after this many days, spread over the window. */
export const RECHECK_MIN_DAYS = 7;
export const RECHECK_MAX_DAYS = 14;
/** A level drops only after this many checks in a row find the proof gone. */
export const MISSES_TO_DROP = 2;

/**
 * What one check found:
 * - `found`: the proof is there; the level is (or stays) set.
 * - `missing`: the profile was read and the proof is not in it (a miss: the level drops at the second).
 * - `unreachable`: the profile could not be read (a timeout, a 5xx, a rate limit, a refused address):
 *   never a miss, the level stays as it is.
 * - `not-found`: the platform says there is no such account (a miss too).
 */
export const CHECK_OUTCOMES = ['found', 'missing', 'unreachable', 'not-found'] as const;
export type CheckOutcome = (typeof CHECK_OUTCOMES)[number];

/** What the owner reads after asking for a check now. */
export const CHECK_OUTCOME_TEXTS: Record<CheckOutcome, string> = {
  found: 'Verified: we found the link back.',
  missing: 'We could not find a link to your page or your proof code on that profile yet.',
  unreachable: 'We could not reach that profile just now. Your item keeps its level; try again later.',
  'not-found': 'That profile does not exist on the platform.',
};

/**
 * Where a sign-in sends the person back: `/profile?verify={code}`; the screen says what happened.
 */
export const SIGN_IN_RETURN_CODES = ['confirmed', 'no-match', 'cancelled', 'expired', 'failed'] as const;
export type SignInReturnCode = (typeof SIGN_IN_RETURN_CODES)[number];

export const SIGN_IN_RETURN_TEXTS: Record<SignInReturnCode, string> = {
  confirmed: 'Confirmed: the platform says this account is yours.',
  'no-match': 'You signed in, but as an account that is not the one on this item. Nothing changed.',
  cancelled: 'The sign-in was cancelled. Nothing changed.',
  expired: 'That sign-in took too long or was already used. Start it again from the item.',
  failed: 'The platform did not confirm the sign-in. Nothing changed; try again later.',
};

/** Where a sign-in starts and returns, per method: `/verify/{method}/start?item={id}` and `/verify/{method}/return`. */
export const signInStartPath = (method: SignInMethod, itemId: number) =>
  `/verify/${method}/start?item=${itemId}`;
export const signInReturnPath = (method: SignInMethod) => `/verify/${method}/return`;
