import { beaconAnswer, clickBeaconInput, insightsResponse, viewBeaconInput } from '../insights.js';
import { endpoints } from './define.js';
import { insightsPaths } from './insights.paths.js';

export const insightsApi = endpoints(insightsPaths, {
  view: { body: viewBeaconInput, answer: beaconAnswer, status: 204 },
  click: { body: clickBeaconInput, answer: beaconAnswer, status: 204 },
  insights: { answer: insightsResponse },
});
