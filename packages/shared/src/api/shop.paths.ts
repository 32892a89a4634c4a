import { get, post } from './endpoint.js';

export const shopPaths = {
  products: get('/api/product/'),
  add: post('/api/product/addproduct'),
  delete: post('/api/product/deleteproduct'),
} as const;
