import { imageFileParam } from '../qr.js';
import { endpoints } from './define.js';
import { mediaPaths } from './media.paths.js';

export const mediaApi = endpoints(mediaPaths, {
  /** A WebP photo; its refusals (404 `{error}`) are not documented. */
  photo: { params: imageFileParam, answer: null, refusals: {} },
});
