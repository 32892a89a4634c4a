/**
 * The catalogue of platforms: one table every screen and answer reads (the spec's 13 first, in the
 * spec's order, then the rest). The custom link is the `link` entry: any web address with a title.
 */
import { MORE_PLATFORMS } from './more-platforms.js';
import { SPEC_PLATFORMS } from './spec-platforms.js';
import type { CataloguePlatform } from './types.js';

export type { CataloguePlatform, PlatformKind, ValueFormat } from './types.js';

/** The key of the custom link: a web address and a title, its icon taken from the host when it is known. */
export const LINK_KEY = 'link';

const LINK_PLATFORM: CataloguePlatform = {
  key: LINK_KEY,
  name: 'Link',
  kind: 'link',
  icon: 'Link',
  valueName: 'Web address',
  example: 'https://example.com',
};

export const CATALOGUE: readonly CataloguePlatform[] = [...SPEC_PLATFORMS, ...MORE_PLATFORMS, LINK_PLATFORM];

const BY_KEY = new Map(CATALOGUE.map((platform) => [platform.key, platform]));

/** The platform stored under `key`, or undefined for a key the catalogue does not have. */
export const platformOf = (key: string): CataloguePlatform | undefined => BY_KEY.get(key);

/** Whether a host is one of the platform's own (or a subdomain of one). */
export const ownsHost = (platform: CataloguePlatform, host: string) =>
  (platform.hosts ?? []).some((own) => host === own || host.endsWith(`.${own}`));

/** The platform whose host an address is on (a custom link's icon), if the catalogue knows it. */
export function platformOfHost(host: string): CataloguePlatform | undefined {
  const lower = host.toLowerCase();
  return CATALOGUE.find((platform) => ownsHost(platform, lower));
}

/**
 * A platform's name as it is looked for: no case, accents, spaces or punctuation, so "Pokémon GO" is found
 * by "pokemongo" (the Platform picker's search, an imported CSV's platform column).
 */
export const foldPlatformName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
