/**
 * The 13 handle keys of the spec, in the order the Add Account screen lists them (and every page shows
 * them). Apart from handles.ts, whose schemas need Zod, so the public profile page can order its rows
 * without downloading Zod.
 */
import { GAME_FIELDS } from './game-fields.js';

export const HANDLE_FIELDS = [
  'facebook',
  'instagram',
  'snapchat',
  'twitter',
  'linkedin',
  'youtube',
  ...GAME_FIELDS,
] as const;
export type HandleField = (typeof HANDLE_FIELDS)[number];
