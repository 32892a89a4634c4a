import type { Route } from './endpoint.js';

export const handlesPaths = {
  /** The spec's 13 fields: the first item of each key. */
  get: { method: 'GET', path: '/api/social/getsocialaccount' },
  update: { method: 'POST', path: '/api/social/updatesocialaccount' },
  /** Every item, hidden ones too, in the owner's order (decision 027). */
  items: { method: 'GET', path: '/api/handles' },
  add: { method: 'POST', path: '/api/handles/add' },
  edit: { method: 'POST', path: '/api/handles/edit' },
  delete: { method: 'POST', path: '/api/handles/delete' },
  order: { method: 'POST', path: '/api/handles/order' },
  importPreview: { method: 'POST', path: '/api/handles/import/preview' },
  import: { method: 'POST', path: '/api/handles/import' },
} as const satisfies Record<string, Route>;
