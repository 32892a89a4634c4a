import type { Route } from './endpoint.js';

/** `:file` is `{username}.png`. */
export const ogPaths = {
  image: { method: 'GET', path: '/api/og/:file' },
} as const satisfies Record<string, Route>;
