import type { Route } from './endpoint.js';

/** `:file` is `{photo id}-{size}.webp`. */
export const mediaPaths = {
  photo: { method: 'GET', path: '/media/:file' },
} as const satisfies Record<string, Route>;
