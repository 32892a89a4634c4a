/**
 * A fediverse account `@user@server` (Mastodon and servers that speak its API or ActivityPub):
 * 1. WebFinger, `GET https://{server}/.well-known/webfinger?resource=acct:{user}@{server}` (RFC 7033): the
 *    `links` give the actor (`rel: "self"`, type `application/activity+json`) and the profile page
 *    (`rel: "http://webfinger.net/rel/profile-page"`). 404 there: no such account.
 * 2. Mastodon's API on the actor's host, `GET /api/v1/accounts/lookup?acct={user}` (anonymous): the
 *    Account's `note` (HTML) and `fields[].value` (HTML; `verified_at` set when the server itself found a
 *    rel="me" link back).
 * 3. When that API is not there, the ActivityPub actor (`Accept: application/activity+json`): `summary`
 *    and `attachment[]` of type `PropertyValue` (`name`, `value`).
 */
import { findProof } from './match.js';
import { list, parseJson, record, statusOutcome, text, unreachable } from './read.js';
import type { OwnerField, ProofDeps, ProofInput, ProofResult } from './types.js';

const ACTIVITY_TYPES = ['application/activity+json', 'application/ld+json'];
const PROFILE_PAGE = 'http://webfinger.net/rel/profile-page';

/** A host name as the server part may be: letters, digits, dots and hyphens (no port, path or query). */
function isHostName(server: string): boolean {
  if (server.length > 253 || !server.includes('.')) return false;
  for (const c of server)
    if (!(c === '.' || c === '-' || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))) return false;
  return true;
}

/** `@user@server` as stored for a Mastodon item; null for anything else. */
export function fediverseParts(value: string): { user: string; server: string } | null {
  if (!value.startsWith('@')) return null;
  const at = value.indexOf('@', 1);
  if (at < 2 || at === value.length - 1 || value.indexOf('@', at + 1) >= 0) return null;
  const server = value.slice(at + 1).toLowerCase();
  return isHostName(server) ? { user: value.slice(1, at), server } : null;
}

/** The actor and profile page addresses of a WebFinger answer (https ones only). */
export function webfingerLinks(json: unknown): { actor: string | null; profilePage: string | null } {
  let actor: string | null = null;
  let profilePage: string | null = null;
  for (const entry of list(record(json).links)) {
    const link = record(entry);
    const href = text(link.href);
    if (!href.startsWith('https://')) continue;
    const type = text(link.type).split(';')[0]!.trim();
    if (!actor && link.rel === 'self' && ACTIVITY_TYPES.includes(type)) actor = href;
    if (!profilePage && link.rel === PROFILE_PAGE) profilePage = href;
  }
  return { actor, profilePage };
}

const fieldWhere = (prefix: string, name: string) => `${prefix} “${name.slice(0, 40)}”`;

/** The owner-written fields of a Mastodon Account; null when the answer is another account. */
export function mastodonAccountFields(json: unknown, user: string): OwnerField[] | null {
  const account = record(json);
  if (text(account.username).toLowerCase() !== user.toLowerCase()) return null;
  return [
    { where: 'Mastodon profile note', text: text(account.note) },
    ...list(account.fields).map((entry) => {
      const field = record(entry);
      const verified = text(field.verified_at) ? ' (link verified by the server)' : '';
      return {
        where: `${fieldWhere('Mastodon profile field', text(field.name))}${verified}`,
        text: text(field.value),
      };
    }),
  ];
}

/** The owner-written fields of an ActivityPub actor. */
export function actorFields(json: unknown): OwnerField[] {
  const actor = record(json);
  return [
    { where: 'fediverse profile summary', text: text(actor.summary) },
    ...list(actor.attachment)
      .map(record)
      .filter((item) => item.type === 'PropertyValue')
      .map((item) => ({
        where: fieldWhere('fediverse profile field', text(item.name)),
        text: text(item.value),
      })),
  ];
}

const foundOrMissing = (fields: OwnerField[], input: ProofInput): ProofResult => {
  const evidence = findProof(fields, input);
  return evidence ? { outcome: 'found', evidence } : { outcome: 'missing' };
};

export async function checkFediverse(input: ProofInput, deps: ProofDeps): Promise<ProofResult> {
  const parts = fediverseParts(input.value);
  if (!parts) return { outcome: 'not-found' };
  const resource = encodeURIComponent(`acct:${parts.user}@${parts.server}`);
  const finger = statusOutcome(
    await deps.fetch(`https://${parts.server}/.well-known/webfinger?resource=${resource}`, {
      accept: 'application/jrd+json, application/json',
    }),
  );
  if (!('ok' in finger)) return finger;
  const links = webfingerLinks(parseJson(finger.ok));
  let host = parts.server;
  try {
    if (links.actor) host = new URL(links.actor).host;
  } catch {}

  const lookup = await deps.fetch(
    `https://${host}/api/v1/accounts/lookup?acct=${encodeURIComponent(parts.user)}`,
  );
  const account = statusOutcome(lookup);
  if ('ok' in account) {
    const fields = mastodonAccountFields(parseJson(account.ok), parts.user);
    if (fields) return foundOrMissing(fields, input);
  }
  // Not Mastodon's API (or it could not answer): the actor document says the same in ActivityPub's terms.
  if (!links.actor) return unreachable;
  const actor = statusOutcome(await deps.fetch(links.actor, { accept: 'application/activity+json' }));
  if (!('ok' in actor)) return actor;
  const json = parseJson(actor.ok);
  return json === undefined ? unreachable : foundOrMissing(actorFields(json), input);
}
