/**
 * Lichess: `GET https://lichess.org/api/user/{user}`: `profile.bio` and `profile.links` (the links the
 * player lists, one per line). A closed account answers `{id, username, disabled: true}`: not found.
 */
import { findProof } from './match.js';
import { readJson, record, text } from './read.js';
import type { OwnerField, ProofDeps, ProofInput, ProofResult } from './types.js';

export const LICHESS_HOSTS = ['lichess.org'];

export function lichessFields(json: unknown): OwnerField[] | 'closed' {
  const user = record(json);
  if (user.disabled === true) return 'closed';
  const profile = record(user.profile);
  return [
    { where: 'Lichess bio', text: text(profile.bio) },
    { where: 'Lichess links', text: text(profile.links) },
  ];
}

export async function checkLichess(input: ProofInput, deps: ProofDeps): Promise<ProofResult> {
  const read = await readJson(deps, `https://lichess.org/api/user/${encodeURIComponent(input.value)}`, {
    allowHosts: LICHESS_HOSTS,
  });
  if (!('ok' in read)) return read;
  const fields = lichessFields(read.ok);
  if (fields === 'closed') return { outcome: 'not-found' };
  const evidence = findProof(fields, input);
  return evidence ? { outcome: 'found', evidence } : { outcome: 'missing' };
}
