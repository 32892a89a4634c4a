import { get, post } from './endpoint.js';

/** The operators' admin API (`npm run admin`), hidden from the public OpenAPI document. */
export const moderationPaths = {
  block: post('/api/admin/users/:username/block'),
  unblock: post('/api/admin/users/:username/unblock'),
  grantShop: post('/api/admin/users/:username/grant-shop'),
  revokeShop: post('/api/admin/users/:username/revoke-shop'),
  feedback: get('/api/admin/feedback'),
  reports: get('/api/admin/reports'),
  resolve: post('/api/admin/reports/:id/resolve'),
  counts: get('/api/admin/counts'),
} as const;
