import type { CheckOutcome, LinkedMethod } from '@handlehub/shared';
import type { CheckEvidence } from './verification.queries.js';

/** What a linked-back check reads: the item, its proof token and the page a profile may link to instead. */
export interface ProofCheckInput {
  method: LinkedMethod;
  platform: string;
  value: string;
  token: string;
  pageUrl: string;
}

export interface ProofCheckResult {
  outcome: CheckOutcome;
  evidence?: CheckEvidence | undefined;
}

/**
 * Reads one platform's public profile for an item's proof (proofs/index.ts with the safe fetcher, by default).
 * Injected into the app, so that the API tests give one outcome at a time without any network.
 */
export type ProofChecker = (input: ProofCheckInput) => Promise<ProofCheckResult>;
