/**
 * The one rule for what a person types or pastes as a handle or ID of one platform (docs/decisions/004
 * and 008), for the spec's 13 (handles.ts `normaliseHandle`) and for the whole catalogue
 * (catalogue/normalise.ts) alike.
 */

import type { NotProfileRule } from './catalogue/url-segments.js';
import { normaliseWithFormat, withoutPastedZeroWidth } from './game-ids.js';
import { HANDLE_MAX, LINK_URL_MAX, sentTextMax } from './limits.js';
import { MESSAGES } from './messages.js';
import { CONTROL_CHARS, hasInvisibleChars } from './text.js';

/** What the rule needs to know of a platform: the spec's `Platform` and a catalogue entry both fit. */
export interface PastedValuePlatform {
  /** Display name, as the refusals name it. */
  name: string;
  /** Hosts (and their subdomains) whose pasted addresses are reduced to the value. */
  hosts?: readonly string[];
  /** The value inside a pasted address of one of `hosts` (path segments, decoded); null when it holds none. */
  fromUrl?: (segments: string[], query: URLSearchParams) => string | null | undefined;
  /** What a pasted address of one of `hosts` is when it is not a profile (catalogue/types.ts). */
  notProfile?: NotProfileRule;
  /** The value's own format (every game has one); absent for a social handle. */
  format?: Parameters<typeof normaliseWithFormat>[0];
}

/**
 * A value, or why it is refused. `asLink`: the pasted address was a page of the platform that is not a
 * profile (a repository, a post), as a web address: it belongs in a custom link, and the form offers that.
 */
export type PastedValueResult = { ok: true; value: string } | { ok: false; error: string; asLink?: string };

export const pastedValueMessages = {
  invalid: (name: string) => `Invalid handle for ${name}`,
  tooLong: (name: string) => `${name} handle can have at most ${HANDLE_MAX} characters`,
};

/** Characters no social handle contains; each would change the meaning of the link built from it. */
const NOT_IN_SOCIAL_HANDLE = /[\s/\\?#:@&=%+<>"'`^{}|[\]]/;
/** An address's scheme (`https:`, `javascript:`), as the URL standard spells one. */
export const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function decodeSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

type FromUrl =
  | { value: string }
  /** A page of the platform that is not a profile: what it is, and the address as a browser reads it. */
  | { notProfile: string; address: string };

/**
 * A pasted address of the platform: `undefined` when `value` is not one (it is taken as typed),
 * otherwise the value inside it, what it is when it is not a profile (a repository, a post), or null
 * when it holds no value (a search, the home page).
 */
function valueFromUrl(platform: PastedValuePlatform, value: string): FromUrl | null | undefined {
  if (!platform.hosts?.length || !(platform.fromUrl || platform.notProfile)) return undefined;
  const hasScheme = SCHEME.test(value);
  if (hasScheme && !/^https?:\/\//i.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(hasScheme ? value : `https://${value}`);
  } catch {
    return undefined;
  }
  const host = url.hostname.toLowerCase();
  if (!platform.hosts.some((h) => host === h || host.endsWith(`.${h}`))) return undefined;
  const segments = url.pathname.split('/').filter(Boolean).map(decodeSafely);
  const notProfile = platform.notProfile?.(segments, host);
  if (notProfile) return { notProfile, address: url.href };
  if (!platform.fromUrl) return undefined;
  const found = platform.fromUrl(segments, url.searchParams);
  return found ? { value: found } : null;
}

/**
 * What a person typed or pasted for one platform: trimmed, a pasted address of that platform reduced to
 * the value, then checked by the value's format, or else by the social-handle rule (a leading `@`
 * dropped, no spaces, no URL syntax, at most HANDLE_MAX characters), so anything that still looks like
 * an address (`javascript:…`, another site) is refused rather than turned into a link. An empty result is
 * returned as such: the caller decides whether blank means "remove".
 *
 * `dropAtBeforeFormat`: the spec's games drop a leading `@` before their format; the catalogue's formats
 * decide about `@` themselves (a Mastodon address begins with one).
 */
export function normalisePastedValue(
  platform: PastedValuePlatform,
  raw: string,
  { dropAtBeforeFormat = false }: { dropAtBeforeFormat?: boolean } = {},
): PastedValueResult {
  const invalid: PastedValueResult = { ok: false, error: pastedValueMessages.invalid(platform.name) };
  // The length first, so that no other rule reads a longer text: what is pasted is at most an address of
  // the platform, which is no longer than a link may be; a longer text holds no valid value (a game's
  // message says how long its ID is).
  if (raw.length > sentTextMax(LINK_URL_MAX) || raw.trim().length > LINK_URL_MAX)
    return {
      ok: false,
      error: platform.format ? platform.format.message : pastedValueMessages.tooLong(platform.name),
    };
  // Controls are a wrong value; other invisible characters are named as such. A formatted value's
  // clean-up drops the zero-width characters pasting brings along (decision 008), so only they may stay.
  const refusal = (text: string): PastedValueResult | undefined => {
    if (CONTROL_CHARS.test(text)) return invalid;
    if (hasInvisibleChars(platform.format ? withoutPastedZeroWidth(text) : text))
      return { ok: false, error: MESSAGES.textInvisible };
    return undefined;
  };
  const refused = refusal(raw);
  if (refused) return refused;
  let value = raw.trim();
  const fromUrl = valueFromUrl(platform, value);
  if (fromUrl === null) return invalid;
  if (fromUrl && 'notProfile' in fromUrl)
    return {
      ok: false,
      error: MESSAGES.notAProfile(platform.name, fromUrl.notProfile),
      asLink: fromUrl.address,
    };
  if (fromUrl !== undefined) {
    // A pasted address's value is decoded (`%E2%80%AE`), so it is read again.
    value = fromUrl.value.trim();
    const refusedInUrl = refusal(value);
    if (refusedInUrl) return refusedInUrl;
  }
  if (platform.format) {
    const result = normaliseWithFormat(
      platform.format,
      dropAtBeforeFormat ? value.replace(/^@+/, '') : value,
    );
    return result.ok ? { ok: true, value: result.id } : result;
  }
  // Trailing slashes are matched from the first of them only, so a run of slashes is read once.
  value = value
    .replace(/^@+/, '')
    .replace(/\s+/g, '')
    .replace(/(?<!\/)\/+$/, '');
  if (NOT_IN_SOCIAL_HANDLE.test(value)) return invalid;
  if ([...value].length > HANDLE_MAX) return { ok: false, error: pastedValueMessages.tooLong(platform.name) };
  return { ok: true, value };
}
