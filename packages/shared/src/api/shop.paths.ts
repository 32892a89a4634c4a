import type { Route } from './endpoint.js';

export const shopPaths = {
  products: { method: 'GET', path: '/api/product/' },
  add: { method: 'POST', path: '/api/product/addproduct' },
  delete: { method: 'POST', path: '/api/product/deleteproduct' },
} as const satisfies Record<string, Route>;
