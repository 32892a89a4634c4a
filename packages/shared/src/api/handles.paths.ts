import { get, post } from './endpoint.js';

export const handlesPaths = {
  /** The spec's 13 fields: the first item of each key. */
  get: get('/api/social/getsocialaccount'),
  update: post('/api/social/updatesocialaccount'),
  /** Every item, hidden ones too, in the owner's order (decision 027). */
  items: get('/api/handles'),
  add: post('/api/handles/add'),
  edit: post('/api/handles/edit'),
  delete: post('/api/handles/delete'),
  order: post('/api/handles/order'),
  importPreview: post('/api/handles/import/preview'),
  import: post('/api/handles/import'),
} as const;
