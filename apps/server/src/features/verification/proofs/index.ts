/**
 * Linked-back proofs: each method reads a platform's public profile with no keys, through the safe
 * fetcher, and looks for the owner's page address or the item's proof token in the fields the owner writes
 * (never posts or comments). docs/VERIFICATION.md lists each endpoint and the fields read.
 */
import { checkBluesky } from './bluesky.js';
import { checkFediverse } from './fediverse.js';
import { checkGithub } from './github.js';
import { checkLichess } from './lichess.js';
import { checkRoblox } from './roblox.js';
import type { ProofDeps, ProofInput, ProofResult } from './types.js';
import { checkWebsite } from './website.js';

export type { OwnerField, ProofDeps, ProofEvidence, ProofInput, ProofResult } from './types.js';

const CHECKS = {
  fediverse: checkFediverse,
  bluesky: checkBluesky,
  github: checkGithub,
  lichess: checkLichess,
  roblox: checkRoblox,
  website: checkWebsite,
} satisfies Record<ProofInput['method'], (input: ProofInput, deps: ProofDeps) => Promise<ProofResult>>;

/** One check of one item: `found` with its evidence, `missing`, `not-found` or `unreachable`. */
export function checkProof(input: ProofInput, deps: ProofDeps): Promise<ProofResult> {
  return CHECKS[input.method](input, deps);
}
