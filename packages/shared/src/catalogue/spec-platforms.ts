/**
 * The spec's 13 platforms as catalogue entries: their data stays where the spec's API reads it
 * (handles.ts for names and links, game-ids.ts for formats, game-actions.ts for the games' actions).
 */
import { GAME_ACTIONS } from '../game-actions.js';
import { GAME_ID_DISPLAY, isGameField } from '../game-fields.js';
import { GAME_ID_FORMATS } from '../game-ids.js';
import { HANDLE_FIELDS } from '../handle-fields.js';
import { PLATFORMS } from '../handles.js';
import type { CataloguePlatform } from './types.js';

export const SPEC_PLATFORMS: readonly CataloguePlatform[] = HANDLE_FIELDS.map((field) => {
  const platform = PLATFORMS[field];
  const entry: CataloguePlatform = {
    key: field,
    name: platform.name,
    kind: isGameField(field) ? 'game' : 'social',
    icon: platform.icon,
    valueName: platform.placeholder,
    example: platform.example.replace(/^ex\. /, ''),
    hosts: platform.hosts,
    ...(platform.fromUrl ? { fromUrl: platform.fromUrl } : {}),
    ...(platform.notProfile ? { notProfile: platform.notProfile } : {}),
    ...(platform.link ? { link: platform.link } : {}),
  };
  if (isGameField(field)) {
    const display = GAME_ID_DISPLAY[field];
    entry.format = { ...GAME_ID_FORMATS[field], ...(display ? { display } : {}) };
    entry.action = GAME_ACTIONS[field];
  }
  if (field === 'twitter') entry.aliases = ['X'];
  return entry;
});
