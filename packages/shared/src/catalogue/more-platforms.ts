/**
 * The catalogue's platforms beyond the spec's 13: social and creator networks (more-social.ts), then
 * games and game networks (more-games.ts). Each game's format cites its publisher's documentation in
 * docs/GAME-IDS.md, or says it has none.
 */
import { MORE_GAMES } from './more-games.js';
import { MORE_SOCIAL } from './more-social.js';
import type { CataloguePlatform } from './types.js';

export const MORE_PLATFORMS: readonly CataloguePlatform[] = [...MORE_SOCIAL, ...MORE_GAMES];
