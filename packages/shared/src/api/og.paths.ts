import { get } from './endpoint.js';

/** `:file` is `{username}.png`. */
export const ogPaths = {
  image: get('/api/og/:file'),
} as const;
