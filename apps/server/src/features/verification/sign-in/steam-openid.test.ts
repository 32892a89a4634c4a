import { describe, expect, it } from 'vitest';
import type { SafeFetchRequest as PlatformRequest } from '../../../core/safe-fetch/index.js';
import type { PlatformFetch } from './platform-fetch.js';
import { friendCodeOf, isSteamId64, itemsProvenBySteamId, steamId64FromProfileXml } from './steam-ids.js';
import {
  confirmWithSteam,
  OPENID_NS,
  parseKeyValueForm,
  readAssertion,
  STEAM_OPENID_ENDPOINT,
  steamReturnTo,
  steamSignInUrl,
} from './steam-openid.js';

const PUBLIC = 'https://handlehub.example';
const STATE = 'abcDEF123_-';
const ID64 = '76561197960287930';

/** A positive assertion as Steam sends it back (its fields, signed list and order). */
function assertion(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    'openid.ns': OPENID_NS,
    'openid.mode': 'id_res',
    'openid.op_endpoint': STEAM_OPENID_ENDPOINT,
    'openid.claimed_id': `https://steamcommunity.com/openid/id/${ID64}`,
    'openid.identity': `https://steamcommunity.com/openid/id/${ID64}`,
    'openid.return_to': steamReturnTo(PUBLIC, STATE),
    'openid.response_nonce': '2026-11-29T12:00:00Zabc',
    'openid.assoc_handle': '1234567890',
    'openid.signed': 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle',
    'openid.sig': 'c2lnbmF0dXJl',
    ...overrides,
  };
}

describe('Steam OpenID', () => {
  it('sends the browser to Steam with checkid_setup and identifier select', () => {
    const url = new URL(steamSignInUrl(PUBLIC, STATE));
    expect(`${url.origin}${url.pathname}`).toBe('https://steamcommunity.com/openid/login');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'openid.ns': 'http://specs.openid.net/auth/2.0',
      'openid.mode': 'checkid_setup',
      'openid.return_to': `${PUBLIC}/verify/steam/return?state=${STATE}`,
      'openid.realm': PUBLIC,
      'openid.identity': 'http://specs.openid.net/auth/2.0/identifier_select',
      'openid.claimed_id': 'http://specs.openid.net/auth/2.0/identifier_select',
    });
  });

  it('reads the SteamID64 of a well-formed assertion', () => {
    const read = readAssertion(assertion(), steamReturnTo(PUBLIC, STATE));
    expect(read).toMatchObject({ ok: true, steamId64: ID64 });
  });

  it.each([
    ['a cancelled sign-in', { 'openid.mode': 'cancel' }, 'cancelled'],
    ['another mode', { 'openid.mode': 'setup_needed' }, 'failed'],
    ['another namespace', { 'openid.ns': 'http://openid.net/signon/1.1' }, 'failed'],
    ['another provider', { 'openid.op_endpoint': 'https://evil.example/openid/login' }, 'failed'],
    ['another return address', { 'openid.return_to': steamReturnTo(PUBLIC, 'other') }, 'failed'],
    ['another site', { 'openid.return_to': steamReturnTo('https://evil.example', STATE) }, 'failed'],
    [
      'a claimed id that is not the identity',
      { 'openid.claimed_id': 'https://steamcommunity.com/openid/id/76561197960287931' },
      'failed',
    ],
    [
      'a claimed id off Steam',
      {
        'openid.claimed_id': `https://evil.example/openid/id/${ID64}`,
        'openid.identity': `https://evil.example/openid/id/${ID64}`,
      },
      'failed',
    ],
    [
      'a claimed id that is not a SteamID64',
      {
        'openid.claimed_id': 'https://steamcommunity.com/openid/id/123',
        'openid.identity': 'https://steamcommunity.com/openid/id/123',
      },
      'failed',
    ],
    [
      'a claimed id left unsigned',
      { 'openid.signed': 'signed,op_endpoint,return_to,response_nonce,assoc_handle' },
      'failed',
    ],
    ['no signature', { 'openid.sig': '' }, 'failed'],
  ])('refuses %s', (_name, overrides, code) => {
    expect(readAssertion(assertion(overrides), steamReturnTo(PUBLIC, STATE))).toEqual({ ok: false, code });
  });

  it('refuses a repeated field (an array) and an oversized one', () => {
    const expected = steamReturnTo(PUBLIC, STATE);
    expect(readAssertion({ ...assertion(), 'openid.sig': ['a', 'b'] }, expected)).toEqual({
      ok: false,
      code: 'failed',
    });
    expect(readAssertion(assertion({ 'openid.sig': 'x'.repeat(1001) }), expected)).toEqual({
      ok: false,
      code: 'failed',
    });
  });

  it('reads Key-Value Form', () => {
    const kv = parseKeyValueForm('ns:http://specs.openid.net/auth/2.0\nis_valid:true\n');
    expect(kv.get('ns')).toBe(OPENID_NS);
    expect(kv.get('is_valid')).toBe('true');
  });

  /** A fetcher that answers check_authentication as Steam does, and records what it was sent. */
  function steamAnswering(text: string, status = 200) {
    const sent: { url: string; request: PlatformRequest | undefined }[] = [];
    const fetch: PlatformFetch = async (url, request) => {
      sent.push({ url, request });
      return { status, headers: {}, text };
    };
    return { fetch, sent };
  }

  it('asks Steam with every field echoed and mode check_authentication; only is_valid:true confirms', async () => {
    const fields = assertion();
    const valid = steamAnswering(`ns:${OPENID_NS}\nis_valid:true\n`);
    expect(await confirmWithSteam(valid.fetch, fields)).toBe(true);
    const [{ url, request }] = valid.sent as [{ url: string; request: PlatformRequest }];
    expect(url).toBe('https://steamcommunity.com/openid/login');
    expect(request.method).toBe('POST');
    expect(request.allowHosts).toEqual(['steamcommunity.com']);
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      ...fields,
      'openid.mode': 'check_authentication',
    });

    expect(await confirmWithSteam(steamAnswering(`ns:${OPENID_NS}\nis_valid:false\n`).fetch, fields)).toBe(
      false,
    );
    expect(await confirmWithSteam(steamAnswering('is_valid:true\n').fetch, fields)).toBe(false);
    expect(
      await confirmWithSteam(steamAnswering(`ns:${OPENID_NS}\nis_valid:true\n`, 503).fetch, fields),
    ).toBe(false);
    const failing: PlatformFetch = async () => ({ failed: 'timeout', detail: 'slow' });
    expect(await confirmWithSteam(failing, fields)).toBe(false);
  });
});

describe('SteamIDs', () => {
  it('knows a SteamID64 of an individual and its friend code', () => {
    expect(isSteamId64(ID64)).toBe(true);
    expect(friendCodeOf(ID64)).toBe('22202');
    expect(friendCodeOf('76561197960265729')).toBe('1');
    expect(isSteamId64('76561197960265727')).toBe(false); // below the base
    expect(isSteamId64('7656119796028793')).toBe(false); // 16 digits
    expect(isSteamId64('7656119796028793a')).toBe(false);
    expect(isSteamId64('76561202255233024')).toBe(false); // past the 32-bit account ids
  });

  it('reads <steamID64> from a profile XML', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><profile><steamID64>${ID64}</steamID64><steamID><![CDATA[Someone]]></steamID></profile>`;
    expect(steamId64FromProfileXml(xml)).toBe(ID64);
    expect(
      steamId64FromProfileXml(
        '<response><error><![CDATA[The specified profile could not be found.]]></error></response>',
      ),
    ).toBeNull();
    expect(steamId64FromProfileXml('<steamID64>123</steamID64>')).toBeNull();
  });

  it('proves the SteamID64 item, a custom URL resolving to it, and the friend code; not others', async () => {
    const asked: string[] = [];
    const fetch: PlatformFetch = async (url) => {
      asked.push(url);
      const text = url.includes('/id/johndoe?')
        ? `<profile><steamID64>${ID64}</steamID64></profile>`
        : '<profile><steamID64>76561197960287931</steamID64></profile>';
      return { status: 200, headers: {}, text };
    };
    const proven = await itemsProvenBySteamId(fetch, ID64, [
      { id: 1, platform: 'steam', value: ID64 },
      { id: 2, platform: 'steam', value: 'johndoe' },
      { id: 3, platform: 'steam', value: 'somebodyelse' },
      { id: 4, platform: 'steamfriend', value: '22202' },
      { id: 5, platform: 'steamfriend', value: '22203' },
      { id: 6, platform: 'steam', value: '76561197960287931' },
    ]);
    expect(proven).toEqual([1, 2, 4]);
    expect(asked).toEqual([
      'https://steamcommunity.com/id/johndoe?xml=1',
      'https://steamcommunity.com/id/somebodyelse?xml=1',
    ]);
  });
});
