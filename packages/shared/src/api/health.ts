import { z } from 'zod';
import { errorResponse } from '../errors.js';
import { endpoints } from './define.js';
import { healthPaths } from './health.paths.js';

export const healthStatus = z.object({ status: z.string() });

export const healthApi = endpoints(healthPaths, {
  live: { answer: healthStatus, refusals: {} },
  /** 503 while the database does not answer. */
  ready: { answer: healthStatus, refusals: { 503: errorResponse } },
});
