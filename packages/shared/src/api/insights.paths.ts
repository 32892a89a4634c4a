import { get, post } from './endpoint.js';

/** The public profile's beacons, and the owner's figures. */
export const insightsPaths = {
  view: post('/api/insights/view'),
  click: post('/api/insights/click'),
  insights: get('/api/profile/insights'),
} as const;
