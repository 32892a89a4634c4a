import type { Route } from './endpoint.js';

export const reportsPaths = {
  report: { method: 'POST', path: '/api/report' },
} as const satisfies Record<string, Route>;
