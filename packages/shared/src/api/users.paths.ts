import { get } from './endpoint.js';

/** The home feed, search and the public profile. */
export const usersPaths = {
  home: get('/api/home/'),
  search: get('/api/search/'),
  publicProfile: get('/api/user/:username'),
} as const;
