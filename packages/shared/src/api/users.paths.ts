import type { Route } from './endpoint.js';

/** The home feed, search and the public profile. */
export const usersPaths = {
  home: { method: 'GET', path: '/api/home/' },
  search: { method: 'GET', path: '/api/search/' },
  publicProfile: { method: 'GET', path: '/api/user/:username' },
} as const satisfies Record<string, Route>;
