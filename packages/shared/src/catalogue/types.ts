/**
 * The shape of one platform of the catalogue (catalogue/index.ts): a social network, a game or game
 * network, or the custom link. Every screen and answer reads platforms from that one table.
 */
import type { GameAction } from '../game-actions.js';
import type { NotProfileRule } from './url-segments.js';

export type PlatformKind = 'social' | 'game' | 'link';

/** A value's own format where the default rule for its kind does not fit (every game has one). */
export interface ValueFormat {
  /** The format in a few words, shown under the input. */
  hint: string;
  /** Why a value is refused, in plain words (the input's error and the API's 400). */
  message: string;
  /** What people paste → the stored form, after the common clean-up (NFKC, zero-width gone, trimmed). */
  normalise: (value: string) => string;
  /** Whether a normalised value is well-formed. */
  valid: (value: string) => boolean;
  /** How a stored value reads where the platform shows it differently (trainer codes in fours). */
  display?: (value: string) => string;
}

export interface CataloguePlatform {
  /** The stored key (`handles.fieldname`) and the path segment of its per-item address. */
  key: string;
  /** Display name beside the value and in messages. */
  name: string;
  kind: PlatformKind;
  /** A key of PLATFORM_ICON_PATHS (platform-icons.ts). */
  icon: string;
  /** What the value is called on that platform ("Riot ID", "Friend code"): the input's label. */
  valueName: string;
  /** An example value, shown under the input. */
  example: string;
  /** Other names people search the catalogue by ("X" for Twitter, "LoL" for League of Legends). */
  aliases?: readonly string[];
  /** Hosts (and their subdomains) of the platform: pasted addresses are reduced to the value, and a custom link to one takes its icon. */
  hosts?: readonly string[];
  /** The value inside a pasted address of one of `hosts` (path segments, decoded); null when it holds none. */
  fromUrl?: (segments: string[], query: URLSearchParams) => string | null | undefined;
  /**
   * What a pasted address of one of `hosts` is when it is not a profile (a repository, a post, a
   * video): such an address is refused in the platform's field with its name, and imported as a link.
   */
  notProfile?: NotProfileRule;
  /**
   * The host a value's link goes to when it is the value's own server rather than one of `hosts` (a
   * Mastodon address's server); the per-item address redirects only to a platform's hosts or this one.
   */
  ownServer?: (value: string) => string | null;
  /** The public link of a value; only built by us from a well-formed value. Absent: the value is only copied. */
  link?: (value: string) => string | null;
  /** The value's format; absent for a social handle that follows the default rule (handles.ts). */
  format?: ValueFormat;
  /** What the game offers beyond copying the value (games only). */
  action?: GameAction;
}
