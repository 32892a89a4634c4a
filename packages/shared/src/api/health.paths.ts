import type { Route } from './endpoint.js';

export const healthPaths = {
  live: { method: 'GET', path: '/healthz' },
  ready: { method: 'GET', path: '/readyz' },
} as const satisfies Record<string, Route>;
