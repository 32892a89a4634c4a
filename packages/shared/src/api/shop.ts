import { messageResponse } from '../errors.js';
import {
  addProductFields,
  addProductResponse,
  deleteProductInput,
  productsPage,
  productsQuery,
} from '../shop.js';
import { endpoints } from './define.js';
import { shopPaths } from './shop.paths.js';

export const shopApi = endpoints(shopPaths, {
  products: { query: productsQuery, answer: productsPage },
  /** Multipart: the product's three text fields and its photo. */
  add: { form: addProductFields, answer: addProductResponse, status: 201 },
  delete: { body: deleteProductInput, answer: messageResponse },
});
