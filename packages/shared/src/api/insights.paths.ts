import type { Route } from './endpoint.js';

/** The public profile's beacons, and the owner's figures. */
export const insightsPaths = {
  view: { method: 'POST', path: '/api/insights/view' },
  click: { method: 'POST', path: '/api/insights/click' },
  insights: { method: 'GET', path: '/api/profile/insights' },
} as const satisfies Record<string, Route>;
