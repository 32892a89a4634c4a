import type { CheckOutcome, LinkedMethod } from '@handlehub/shared';
import type { Config } from '../../config.js';
import { createSafeFetch } from '../../core/safe-fetch/index.js';
import { checkProof } from './proofs/index.js';
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

/**
 * The app's checker: the platform readers (proofs/) through the safe fetcher, which names this server in
 * its User-Agent and asks the test-only stand-ins where the configuration gives them.
 */
export function proofCheckerOf(config: Config): ProofChecker {
  const fetch = createSafeFetch({ publicUrl: config.publicUrl, standIn: config.verificationStandIn });
  return (input) => checkProof(input, { fetch });
}
