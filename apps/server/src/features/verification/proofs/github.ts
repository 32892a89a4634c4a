/**
 * GitHub: `GET https://api.github.com/users/{user}` (`bio`, `blog`) and, when neither holds the proof,
 * `GET https://api.github.com/users/{user}/social_accounts` (`[{provider, url}]`). No token: the
 * anonymous rate limit answers 403 or 429 when spent, which is `unreachable`.
 */
import { findProof } from './match.js';
import { list, readJson, record, text } from './read.js';
import type { OwnerField, ProofDeps, ProofInput, ProofResult } from './types.js';

export const GITHUB_HOSTS = ['api.github.com'];
const REQUEST = {
  accept: 'application/vnd.github+json',
  headers: { 'x-github-api-version': '2022-11-28' },
  allowHosts: GITHUB_HOSTS,
};

/** The owner-written fields of a user (`GET /users/{user}`). */
export function githubUserFields(json: unknown): OwnerField[] {
  const user = record(json);
  return [
    { where: 'GitHub bio', text: text(user.bio) },
    { where: 'GitHub website', text: text(user.blog) },
  ];
}

/** The profile links of a user (`GET /users/{user}/social_accounts`). */
export function githubSocialFields(json: unknown): OwnerField[] {
  return list(json).map((entry) => ({ where: 'GitHub profile links', text: text(record(entry).url) }));
}

export async function checkGithub(input: ProofInput, deps: ProofDeps): Promise<ProofResult> {
  const user = encodeURIComponent(input.value);
  const profile = await readJson(deps, `https://api.github.com/users/${user}`, REQUEST);
  if (!('ok' in profile)) return profile;
  const inProfile = findProof(githubUserFields(profile.ok), input);
  if (inProfile) return { outcome: 'found', evidence: inProfile };
  const social = await readJson(deps, `https://api.github.com/users/${user}/social_accounts`, REQUEST);
  if (!('ok' in social)) return social.outcome === 'not-found' ? { outcome: 'missing' } : social;
  const inLinks = findProof(githubSocialFields(social.ok), input);
  return inLinks ? { outcome: 'found', evidence: inLinks } : { outcome: 'missing' };
}
