/**
 * The 13 handle keys of the spec, in the order the Add Account screen lists them (and every page shows
 * them). Apart from handles.ts, whose schemas need Zod, so the public profile page can order its rows
 * without downloading Zod.
 */
export const HANDLE_FIELDS = [
  'facebook',
  'instagram',
  'snapchat',
  'twitter',
  'linkedin',
  'youtube',
  'cod',
  'coc',
  'pokemongo',
  'pubg',
  'fortnite',
  'minecraft',
  'freefire',
] as const;
export type HandleField = (typeof HANDLE_FIELDS)[number];
