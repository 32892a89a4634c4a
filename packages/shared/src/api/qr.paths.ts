import type { Route } from './endpoint.js';

/** `:file` is `{username}.svg` or `{username}.png`. */
export const qrPaths = {
  download: { method: 'GET', path: '/api/qr/:file' },
} as const satisfies Record<string, Route>;
