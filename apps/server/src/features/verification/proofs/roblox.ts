/**
 * Roblox: `POST https://users.roblox.com/v1/usernames/users` with `{"usernames": [name],
 * "excludeBannedUsers": true}` gives `{data: [{requestedUsername, id, name, displayName}]}` (empty: no
 * such user), then `GET https://users.roblox.com/v1/users/{id}` gives the `description` (the About text).
 */
import { findProof } from './match.js';
import { list, readJson, record, text } from './read.js';
import type { OwnerField, ProofDeps, ProofInput, ProofResult } from './types.js';

export const ROBLOX_HOSTS = ['users.roblox.com'];

/** The user id of the name asked for, or null when the answer names nobody. */
export function robloxUserId(json: unknown, username: string): number | null {
  for (const entry of list(record(json).data)) {
    const user = record(entry);
    const asked = text(user.requestedUsername) || text(user.name);
    if (asked.toLowerCase() === username.toLowerCase() && Number.isSafeInteger(user.id))
      return user.id as number;
  }
  return null;
}

export function robloxFields(json: unknown): OwnerField[] | 'banned' {
  const user = record(json);
  if (user.isBanned === true) return 'banned';
  return [{ where: 'Roblox About', text: text(user.description) }];
}

export async function checkRoblox(input: ProofInput, deps: ProofDeps): Promise<ProofResult> {
  const lookup = await readJson(deps, 'https://users.roblox.com/v1/usernames/users', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usernames: [input.value], excludeBannedUsers: true }),
    allowHosts: ROBLOX_HOSTS,
  });
  if (!('ok' in lookup)) return lookup;
  const id = robloxUserId(lookup.ok, input.value);
  if (id === null) return { outcome: 'not-found' };
  const profile = await readJson(deps, `https://users.roblox.com/v1/users/${id}`, {
    allowHosts: ROBLOX_HOSTS,
  });
  if (!('ok' in profile)) return profile;
  const fields = robloxFields(profile.ok);
  if (fields === 'banned') return { outcome: 'not-found' };
  const evidence = findProof(fields, input);
  return evidence ? { outcome: 'found', evidence } : { outcome: 'missing' };
}
