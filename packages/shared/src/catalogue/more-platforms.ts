/**
 * The catalogue's platforms beyond the spec's 13: social and creator networks, games and game networks.
 * Each game's format cites its publisher's documentation in docs/GAME-IDS.md, or says it has none.
 */
import type { CataloguePlatform } from './types.js';

const enc = encodeURIComponent;

export const MORE_PLATFORMS: readonly CataloguePlatform[] = [
  {
    key: 'tiktok',
    name: 'TikTok',
    kind: 'social',
    icon: 'Tiktok',
    valueName: 'TikTok username',
    example: 'johndoe',
    hosts: ['tiktok.com'],
    fromUrl: (segments) => (segments[0]?.startsWith('@') ? segments[0].slice(1) : null),
    link: (h) => `https://www.tiktok.com/@${enc(h)}`,
  },
];
