import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import {
  CHECK_OUTCOMES,
  LINKED_METHODS,
  SIGN_IN_METHODS,
  VERIFICATION_LEVELS,
  VERIFICATION_METHOD_KEYS,
} from '../verification.js';
import { endpoints } from './define.js';
import { verificationPaths } from './verification.paths.js';

const itemId = z.coerce
  .number({ error: MESSAGES.itemNotFound })
  .int(MESSAGES.itemNotFound)
  .positive(MESSAGES.itemNotFound)
  .max(Number.MAX_SAFE_INTEGER, MESSAGES.itemNotFound);

export const verificationStatus = z.object({
  id: z.number().int(),
  level: z.enum(VERIFICATION_LEVELS),
  /** The method that set the level; absent for a self-claimed item. */
  method: z.enum(VERIFICATION_METHOD_KEYS).optional(),
  /** The last check that found the proof (ISO 8601). */
  checkedAt: z.string().optional(),
  /** The first check that found it. */
  firstCheckedAt: z.string().optional(),
  /** The words a visitor reads ("Verified: linked back from Mastodon, checked 29 Nov"); absent for self. */
  text: z.string().optional(),
  /** What was found and where: the address read and what matched there (the page address or the token). */
  evidence: z.object({ where: z.string(), found: z.string() }).optional(),
  /** Checks in a row that found the proof gone (the level drops at 2). */
  misses: z.number().int(),
  /** What the last check found, and when. */
  lastOutcome: z.enum(CHECK_OUTCOMES).optional(),
  lastCheckedAt: z.string().optional(),
  /** When the next scheduled check is due (a verified item only). */
  nextCheckAt: z.string().optional(),
  /** This item's proof code, to write on the platform's profile. */
  token: z.string(),
  /** The page address a profile may link to instead of the token. */
  pageUrl: z.string(),
  /** The linked-back method that can check this item, if any. */
  linkedMethod: z.enum(LINKED_METHODS).optional(),
  /** The sign-ins that can confirm it on this server (those needing credentials only when set). */
  signIns: z.array(z.enum(SIGN_IN_METHODS)),
});
export type VerificationStatus = z.infer<typeof verificationStatus>;

export const verificationStatusParams = z.object({ id: itemId });

export const verificationCheckInput = z.strictObject({ id: itemId }, { error: MESSAGES.invalidRequest });

export const verificationCheckResponse = z.object({
  outcome: z.enum(CHECK_OUTCOMES),
  /** What the owner reads (CHECK_OUTCOME_TEXTS). */
  msg: z.string(),
  status: verificationStatus,
});
export type VerificationCheckResponse = z.infer<typeof verificationCheckResponse>;

export const verificationApi = endpoints(verificationPaths, {
  status: { params: verificationStatusParams, answer: verificationStatus },
  check: { body: verificationCheckInput, answer: verificationCheckResponse },
});
