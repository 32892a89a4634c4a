import { linkedMethodFor, profilePath, VERIFICATION_METHODS } from '@handlehub/shared';
import type { FastifyInstance } from 'fastify';
import type { ProofChecker } from './proof-checker.js';
import { ensureToken, type ItemVerificationRow, recordCheck } from './verification.queries.js';

/** The page a profile may link back to: the owner's public page at this server's public address. */
export const pageUrlOf = (app: FastifyInstance, username: string) =>
  `${app.config.publicUrl}${profilePath(username)}`;

/**
 * Reads one item's proof with `checker` and records what it found. Answers null for an item no linked-back
 * method can read.
 */
export async function checkItem(
  app: FastifyInstance,
  checker: ProofChecker,
  row: ItemVerificationRow,
  username: string,
  now: Date,
) {
  const method = linkedMethodFor(row.platform);
  if (!method) return null;
  const token = await ensureToken(app.db, row.id);
  const result = await checker({
    method,
    platform: row.platform,
    value: row.value,
    token,
    pageUrl: pageUrlOf(app, username),
  });
  await recordCheck(app.db, row.id, {
    outcome: result.outcome,
    method,
    level: VERIFICATION_METHODS[method].level,
    evidence: result.evidence,
    now,
    value: row.value,
  });
  return result.outcome;
}
