import { get } from './endpoint.js';

/** `:file` is `{username}.svg` or `{username}.png`. */
export const qrPaths = {
  download: get('/api/qr/:file'),
} as const;
