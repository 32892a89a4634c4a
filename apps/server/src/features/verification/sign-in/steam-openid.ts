import { FORM_HEADERS, formBody, okText, type PlatformFetch } from './platform-fetch.js';
import { isSteamId64 } from './steam-ids.js';

/**
 * Steam's sign-in is OpenID 2.0 (steamcommunity.com/dev; OpenID Authentication 2.0): the browser is sent to
 * Steam's endpoint with checkid_setup, comes back with a signed positive assertion, and the assertion is
 * checked by a direct `check_authentication` request to the same endpoint ("stateless" mode: no
 * association is kept). Steam is the only provider accepted: nothing is discovered.
 */
export const STEAM_OPENID_ENDPOINT = 'https://steamcommunity.com/openid/login';
export const OPENID_NS = 'http://specs.openid.net/auth/2.0';
const IDENTIFIER_SELECT = 'http://specs.openid.net/auth/2.0/identifier_select';
const CLAIMED_ID_PREFIX = 'https://steamcommunity.com/openid/id/';
/** The fields an assertion must sign (OpenID 2.0 §10.1: these, and claimed_id with identity when present). */
const MUST_BE_SIGNED = [
  'op_endpoint',
  'return_to',
  'response_nonce',
  'assoc_handle',
  'claimed_id',
  'identity',
];
/** An assertion carries a dozen fields: more, or longer, is not Steam's. */
const MAX_FIELDS = 20;
const MAX_FIELD_LENGTH = 1000;

/** Where Steam sends the browser back: this site's return path, with the flow's state. */
export function steamReturnTo(publicUrl: string, state: string): string {
  return `${publicUrl}/verify/steam/return?state=${encodeURIComponent(state)}`;
}

/** The address that asks Steam to sign the person in (OpenID 2.0 checkid_setup, identifier select). */
export function steamSignInUrl(publicUrl: string, state: string): string {
  const params = new URLSearchParams({
    'openid.ns': OPENID_NS,
    'openid.mode': 'checkid_setup',
    'openid.return_to': steamReturnTo(publicUrl, state),
    'openid.realm': publicUrl,
    'openid.identity': IDENTIFIER_SELECT,
    'openid.claimed_id': IDENTIFIER_SELECT,
  });
  return `${STEAM_OPENID_ENDPOINT}?${params.toString()}`;
}

export type AssertionCheck =
  | { ok: true; steamId64: string; fields: Record<string, string> }
  | { ok: false; code: 'cancelled' | 'failed' };

/**
 * Reads the return's `openid.*` query fields and checks what can be checked here: a positive assertion
 * (`id_res`) in the 2.0 namespace from Steam's endpoint, for exactly this return address, signed over the
 * fields that matter, naming a claimed id of Steam's form with a valid SteamID64. The signature itself is
 * Steam's to confirm ({@link confirmWithSteam}).
 */
export function readAssertion(
  query: Readonly<Record<string, unknown>>,
  expectedReturnTo: string,
): AssertionCheck {
  const fields: Record<string, string> = {};
  let count = 0;
  for (const [key, value] of Object.entries(query)) {
    if (!key.startsWith('openid.')) continue;
    count += 1;
    if (count > MAX_FIELDS || typeof value !== 'string' || value.length > MAX_FIELD_LENGTH) {
      return { ok: false, code: 'failed' };
    }
    fields[key] = value;
  }
  if (fields['openid.mode'] === 'cancel') return { ok: false, code: 'cancelled' };
  if (
    fields['openid.mode'] !== 'id_res' ||
    fields['openid.ns'] !== OPENID_NS ||
    fields['openid.op_endpoint'] !== STEAM_OPENID_ENDPOINT ||
    fields['openid.return_to'] !== expectedReturnTo ||
    fields['openid.claimed_id'] !== fields['openid.identity']
  ) {
    return { ok: false, code: 'failed' };
  }
  const signed = new Set((fields['openid.signed'] ?? '').split(','));
  if (!MUST_BE_SIGNED.every((name) => signed.has(name)) || !fields['openid.sig']) {
    return { ok: false, code: 'failed' };
  }
  const claimed = fields['openid.claimed_id'] ?? '';
  const steamId64 = claimed.startsWith(CLAIMED_ID_PREFIX) ? claimed.slice(CLAIMED_ID_PREFIX.length) : '';
  if (!isSteamId64(steamId64)) return { ok: false, code: 'failed' };
  return { ok: true, steamId64, fields };
}

/**
 * Reads a Key-Value Form message (OpenID 2.0 §4.1.1): one `key:value` per line, split at the first colon.
 */
export function parseKeyValueForm(text: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) values.set(line.slice(0, colon), line.slice(colon + 1));
  }
  return values;
}

/**
 * Asks Steam whether it made this assertion: every field echoed back with mode `check_authentication`,
 * POSTed to its endpoint (OpenID 2.0 §11.4.2). Only `is_valid:true` in the 2.0 namespace confirms.
 */
export async function confirmWithSteam(
  fetch: PlatformFetch,
  fields: Readonly<Record<string, string>>,
): Promise<boolean> {
  const answer = await fetch(STEAM_OPENID_ENDPOINT, {
    method: 'POST',
    headers: FORM_HEADERS,
    body: formBody({ ...fields, 'openid.mode': 'check_authentication' }),
    accept: 'text/plain',
    allowHosts: ['steamcommunity.com'],
  });
  const text = okText(answer);
  if (text === null) return false;
  const reply = parseKeyValueForm(text);
  return reply.get('ns') === OPENID_NS && reply.get('is_valid') === 'true';
}
