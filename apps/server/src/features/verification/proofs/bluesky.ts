/**
 * Bluesky: `GET https://public.api.bsky.app/xrpc/app.bsky.actor.getProfile?actor={handle}` (the public
 * AppView, no auth), a `profileViewDetailed`: `description`, and `website` where the record has one. An
 * unknown handle answers 400 with `{"error":"InvalidRequest","message":"Profile not found"}`.
 */
import { findProof } from './match.js';
import { parseJson, record, text, unreachable } from './read.js';
import type { OwnerField, ProofDeps, ProofInput, ProofResult } from './types.js';

export const BLUESKY_HOSTS = ['public.api.bsky.app'];

export function blueskyFields(json: unknown): OwnerField[] {
  const profile = record(json);
  return [
    { where: 'Bluesky description', text: text(profile.description) },
    { where: 'Bluesky website', text: text(profile.website) },
  ];
}

/** Whether a 400 answer is the AppView's "no such profile" (other 400s are our own mistake, not a miss). */
export function isBlueskyNotFound(status: number, body: string): boolean {
  if (status === 404) return true;
  if (status !== 400) return false;
  const error = record(parseJson(body));
  return error.error === 'InvalidRequest' && text(error.message).toLowerCase().includes('not found');
}

export async function checkBluesky(input: ProofInput, deps: ProofDeps): Promise<ProofResult> {
  const url = `https://public.api.bsky.app/xrpc/app.bsky.actor.getProfile?actor=${encodeURIComponent(input.value)}`;
  const result = await deps.fetch(url, { allowHosts: BLUESKY_HOSTS });
  if ('failed' in result) return unreachable;
  if (isBlueskyNotFound(result.status, result.text)) return { outcome: 'not-found' };
  if (result.status < 200 || result.status > 299) return unreachable;
  const json = parseJson(result.text);
  if (json === undefined) return unreachable;
  const evidence = findProof(blueskyFields(json), input);
  return evidence ? { outcome: 'found', evidence } : { outcome: 'missing' };
}
