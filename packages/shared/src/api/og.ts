import { imageFileParam, ogImageQuery } from '../qr.js';
import { endpoints } from './define.js';
import { ogPaths } from './og.paths.js';

export const ogApi = endpoints(ogPaths, {
  /** A PNG, 1200×630: the `og:image` of `/user/{username}`. */
  image: { params: imageFileParam, query: ogImageQuery, answer: null },
});
