import { okText, type PlatformFetch } from './platform-fetch.js';

/**
 * A SteamID64 packs universe, type, instance and a 32-bit account id (Valve's "SteamID" page): an
 * individual's public id is this base plus the account id, and the friend code Steam shows is that account
 * id in decimal.
 */
const INDIVIDUAL_BASE = 76561197960265728n;
const ACCOUNT_ID_LIMIT = 2n ** 32n;

/** A SteamID64 of an individual account in the public universe: 17 digits, from the base on. */
export function isSteamId64(value: string): boolean {
  if (value.length !== 17) return false;
  for (const c of value) if (c < '0' || c > '9') return false;
  const n = BigInt(value);
  return n >= INDIVIDUAL_BASE && n < INDIVIDUAL_BASE + ACCOUNT_ID_LIMIT;
}

/** The friend code (account id) of a SteamID64 (checked with isSteamId64 first). */
export function friendCodeOf(steamId64: string): string {
  return (BigInt(steamId64) - INDIVIDUAL_BASE).toString();
}

export const STEAM_COMMUNITY_HOSTS = ['steamcommunity.com'] as const;

/** A profile's XML is read up to this length: `<steamID64>` comes in its first lines. */
const XML_TAG = '<steamID64>';
const XML_END = '</steamID64>';

/** The SteamID64 a profile's XML (`?xml=1`) names, or null. Read with indexOf, no pattern. */
export function steamId64FromProfileXml(xml: string): string | null {
  const start = xml.indexOf(XML_TAG);
  if (start < 0) return null;
  const from = start + XML_TAG.length;
  const end = xml.indexOf(XML_END, from);
  if (end < 0 || end - from > 40) return null;
  const id = xml.slice(from, end).trim();
  return isSteamId64(id) ? id : null;
}

/**
 * The SteamID64 behind a custom profile URL name (`steamcommunity.com/id/{name}`), read from the profile's
 * public XML; null when it cannot be read.
 */
export async function resolveCustomUrl(fetch: PlatformFetch, name: string): Promise<string | null> {
  const answer = await fetch(`https://steamcommunity.com/id/${encodeURIComponent(name)}?xml=1`, {
    accept: 'text/xml',
    allowHosts: STEAM_COMMUNITY_HOSTS,
  });
  const xml = okText(answer);
  return xml === null ? null : steamId64FromProfileXml(xml);
}

/** At most this many custom URLs are read for one sign-in (each is a request to Steam). */
export const CUSTOM_URL_READS = 5;

export interface SteamItem {
  id: number;
  platform: string;
  value: string;
}

/**
 * The items a sign-in as `steamId64` proves: a Steam profile whose value is that SteamID64 or a custom URL
 * that resolves to it, and a friend code equal to its account id.
 */
export async function itemsProvenBySteamId(
  fetch: PlatformFetch,
  steamId64: string,
  items: readonly SteamItem[],
): Promise<number[]> {
  const proven: number[] = [];
  const friendCode = friendCodeOf(steamId64);
  let reads = 0;
  for (const item of items) {
    if (item.platform === 'steamfriend') {
      if (item.value === friendCode) proven.push(item.id);
    } else if (item.platform === 'steam') {
      if (item.value === steamId64) proven.push(item.id);
      else if (!isAllDigits(item.value) && reads < CUSTOM_URL_READS) {
        reads += 1;
        if ((await resolveCustomUrl(fetch, item.value)) === steamId64) proven.push(item.id);
      }
    }
  }
  return proven;
}

function isAllDigits(value: string): boolean {
  for (const c of value) if (c < '0' || c > '9') return false;
  return value.length > 0;
}
