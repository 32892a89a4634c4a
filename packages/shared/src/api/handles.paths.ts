import type { Route } from './endpoint.js';

export const handlesPaths = {
  get: { method: 'GET', path: '/api/social/getsocialaccount' },
  update: { method: 'POST', path: '/api/social/updatesocialaccount' },
} as const satisfies Record<string, Route>;
