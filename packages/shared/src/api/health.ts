import { z } from 'zod';
import { errorResponse } from '../errors.js';
import { endpoints } from './define.js';
import { healthPaths } from './health.paths.js';

const healthStatus = z.object({ status: z.string() });

/** `ready`, or `degraded` with the dependency that does not answer (the instance still serves). */
export const readiness = healthStatus.extend({ redis: z.literal('unreachable').optional() });

export const healthApi = endpoints(healthPaths, {
  live: { answer: healthStatus, refusals: {} },
  /**
   * 503 while the database does not answer; 200 `{status:'degraded', redis:'unreachable'}` while Redis
   * (REDIS_URL) does not: rate limits are then counted in each instance's memory.
   */
  ready: { answer: readiness, refusals: { 503: errorResponse } },
});
