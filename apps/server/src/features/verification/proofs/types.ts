import type { CheckOutcome, LinkedMethod } from '@handlehub/shared';
import type { SafeFetch } from '../../../core/safe-fetch/index.js';

/** One item to check: its platform and value as stored, its proof token, and the owner's public page. */
export interface ProofInput {
  method: LinkedMethod;
  platform: string;
  value: string;
  token: string;
  /** `{PUBLIC_URL}/user/{username}`. */
  pageUrl: string;
}

/** Where the proof was found (a field of the profile, named for people) and what was found there. */
export interface ProofEvidence {
  where: string;
  found: string;
}

export interface ProofResult {
  outcome: CheckOutcome;
  evidence?: ProofEvidence;
}

export interface ProofDeps {
  fetch: SafeFetch;
}

/** A field of a public profile that its owner writes, named for the evidence ("GitHub bio"). */
export interface OwnerField {
  where: string;
  text: string;
}
