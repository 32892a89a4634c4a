/**
 * What a person typed or pasted for any platform of the catalogue, normalised and checked by the one rule
 * of pasted-value.ts (the spec's 13 through handles.ts `normaliseHandle`, which keeps the spec's blank and
 * its games' leading `@`), and custom links as web addresses.
 */
import { HANDLE_FIELDS, type HandleField } from '../handle-fields.js';
import { normaliseHandle } from '../handles.js';
import { ITEM_LABEL_MAX, LINK_TITLE_MAX, LINK_URL_MAX, sentTextMax } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { normalisePastedValue, type PastedValueResult, SCHEME } from '../pasted-value.js';
import { singleLineTextProblem } from '../text.js';
import type { CataloguePlatform } from './types.js';

export type ValueResult = PastedValueResult;

const isSpecKey = (key: string): key is HandleField => (HANDLE_FIELDS as readonly string[]).includes(key);

/**
 * One value for one platform. An empty result is refused here (an item is removed by deleting it, not by
 * blanking it); the spec's 13 keep their own rule, where blank means "remove" in the spec's form.
 */
export function normaliseValue(platform: CataloguePlatform, raw: string): ValueResult {
  if (platform.kind === 'link') return normaliseLink(raw);
  const result = isSpecKey(platform.key) ? specValue(platform.key, raw) : normalisePastedValue(platform, raw);
  if (result.ok && result.value === '') return { ok: false, error: MESSAGES.handleEmpty };
  if (!result.ok && result.asLink !== undefined) {
    // Offered as a custom link only when it would be saved as one (no user name or password in it).
    const link = normaliseLink(result.asLink);
    return link.ok ? { ...result, asLink: link.value } : { ok: false, error: result.error };
  }
  return result;
}

function specValue(field: HandleField, raw: string): ValueResult {
  const result = normaliseHandle(field, raw);
  return result.ok ? { ok: true, value: result.handle } : result;
}

/**
 * A custom link: an `https://` or `http://` address (a bare `example.com` gets `https://`), without a user
 * name or password, control or invisible characters, at most {@link LINK_URL_MAX} characters. Returned in
 * the URL parser's own form, so what is stored is exactly what a browser would open.
 */
export function normaliseLink(raw: string): ValueResult {
  const invalid: ValueResult = { ok: false, error: MESSAGES.linkInvalid };
  // The length first: no other rule reads a text that is too long.
  if (raw.length > sentTextMax(LINK_URL_MAX)) return { ok: false, error: MESSAGES.linkTooLong };
  const text = raw.trim();
  if (text.length > LINK_URL_MAX) return { ok: false, error: MESSAGES.linkTooLong };
  const problem = singleLineTextProblem(raw);
  if (problem === 'control') return invalid;
  if (problem === 'invisible') return { ok: false, error: MESSAGES.textInvisible };
  if (text === '') return { ok: false, error: MESSAGES.linkInvalid };
  if (/\s/.test(text)) return invalid;
  const hasScheme = SCHEME.test(text) && !/^[^/:]+:\d+(?:[/?#]|$)/.test(text);
  let url: URL;
  try {
    url = new URL(hasScheme ? text : `https://${text}`);
  } catch {
    return invalid;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return invalid;
  if (url.username || url.password) return { ok: false, error: MESSAGES.linkCredentials };
  if (!url.hostname.includes('.') && url.hostname !== 'localhost') return invalid;
  const href = url.href;
  if (href.length > LINK_URL_MAX) return { ok: false, error: MESSAGES.linkTooLong };
  return { ok: true, value: href };
}

/** One line of free text (a link's title, an item's label): blank is allowed and means "none". */
function normaliseLine(
  raw: string,
  max: number,
  messages: { invalid: string; tooLong: string },
): ValueResult {
  // The length first (as sent, then in characters): no other rule reads a longer text.
  if (raw.length > sentTextMax(max)) return { ok: false, error: messages.tooLong };
  const value = raw.trim().replace(/\s+/g, ' ');
  if ([...value].length > max) return { ok: false, error: messages.tooLong };
  const problem = singleLineTextProblem(raw);
  if (problem === 'control') return { ok: false, error: messages.invalid };
  if (problem === 'invisible') return { ok: false, error: MESSAGES.textInvisible };
  return { ok: true, value };
}

/** A custom link's title, at most {@link LINK_TITLE_MAX} characters; blank means "use the host". */
export const normaliseTitle = (raw: string) =>
  normaliseLine(raw, LINK_TITLE_MAX, {
    invalid: MESSAGES.linkTitleInvalid,
    tooLong: MESSAGES.linkTitleTooLong,
  });

/** An item's label ("main", "EU server"), at most {@link ITEM_LABEL_MAX} characters; blank means none. */
export const normaliseLabel = (raw: string) =>
  normaliseLine(raw, ITEM_LABEL_MAX, {
    invalid: MESSAGES.itemLabelInvalid,
    tooLong: MESSAGES.itemLabelTooLong,
  });
