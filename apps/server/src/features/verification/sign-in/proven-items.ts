import type { PersonItem } from './flows.queries.js';
import type { SignedInAccount } from './oauth-providers.js';
import type { PlatformFetch } from './platform-fetch.js';
import { isSteamId64, itemsProvenBySteamId } from './steam-ids.js';

/** Discord may list several Steam accounts; this many are looked at. */
const STEAM_IDS_READ = 3;

/**
 * Which of the person's items a sign-in proves: an item whose value is one of the account's names on its
 * platform (letter case aside: platforms keep names without case), and the Steam items of its SteamID64s.
 */
export async function provenItems(
  fetch: PlatformFetch,
  account: Pick<SignedInAccount, 'names' | 'steamIds'>,
  items: readonly PersonItem[],
): Promise<number[]> {
  const proven = new Set<number>();
  for (const item of items) {
    const value = item.value.toLowerCase();
    if (account.names.some((n) => n.platform === item.platform && n.value.toLowerCase() === value)) {
      proven.add(item.id);
    }
  }
  const steamItems = items.filter((i) => i.platform === 'steam' || i.platform === 'steamfriend');
  for (const id of account.steamIds.filter(isSteamId64).slice(0, STEAM_IDS_READ)) {
    for (const found of await itemsProvenBySteamId(fetch, id, steamItems)) proven.add(found);
  }
  return [...proven];
}
