import type { Route } from './endpoint.js';

/** The operators' admin API (`npm run admin`), hidden from the public OpenAPI document. */
export const moderationPaths = {
  block: { method: 'POST', path: '/api/admin/users/:username/block' },
  unblock: { method: 'POST', path: '/api/admin/users/:username/unblock' },
  grantShop: { method: 'POST', path: '/api/admin/users/:username/grant-shop' },
  revokeShop: { method: 'POST', path: '/api/admin/users/:username/revoke-shop' },
  feedback: { method: 'GET', path: '/api/admin/feedback' },
  reports: { method: 'GET', path: '/api/admin/reports' },
  resolve: { method: 'POST', path: '/api/admin/reports/:id/resolve' },
  counts: { method: 'GET', path: '/api/admin/counts' },
} as const satisfies Record<string, Route>;
