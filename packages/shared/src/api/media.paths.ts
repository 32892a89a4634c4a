import { get } from './endpoint.js';

/** `:file` is `{photo id}-{size}.webp`. */
export const mediaPaths = {
  photo: get('/media/:file'),
} as const;
