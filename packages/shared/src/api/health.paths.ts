import { get } from './endpoint.js';

export const healthPaths = {
  live: get('/healthz'),
  ready: get('/readyz'),
} as const;
