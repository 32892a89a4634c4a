import { get, post } from './endpoint.js';

/** An owner's item verification (docs/VERIFICATION.md). The sign-ins are pages, not API calls: `/verify/{method}/…`. */
export const verificationPaths = {
  /** One item's level, evidence, proof token and the ways it can be verified. */
  status: get('/api/verification/:id'),
  /** Check one item's proof now (rate-limited). */
  check: post('/api/verification/check'),
} as const;
