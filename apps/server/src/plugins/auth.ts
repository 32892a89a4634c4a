import { MESSAGES, SESSION_HEADER } from '@handlehub/shared';
import type { FastifyRequest } from 'fastify';
import { findSessionUser } from '../core/sessions.queries.js';
import type { UserRow } from '../core/users.queries.js';
import { unauthorized } from '../lib/http-error.js';

/** The session token sent in the spec's `user-token` header, if any. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const value = request.headers[SESSION_HEADER];
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;
}

const cache = new WeakMap<FastifyRequest, Promise<UserRow | null>>();

/** The signed-in user of this request, or null; looked up once per request. */
export function currentUser(request: FastifyRequest): Promise<UserRow | null> {
  let found = cache.get(request);
  if (!found) {
    const token = sessionToken(request);
    found = token ? findSessionUser(request.server.db, token) : Promise.resolve(null);
    cache.set(request, found);
  }
  return found;
}

/** The signed-in user, or a 401 that makes the web app clear its stored user and show the login prompt. */
export async function requireUser(request: FastifyRequest): Promise<UserRow> {
  const user = await currentUser(request);
  if (!user) throw unauthorized(sessionToken(request) ? MESSAGES.sessionExpired : MESSAGES.notSignedIn);
  return user;
}

/** Route hook: refuses a request without a live session before its body is validated (401 before 400). */
export async function authenticate(request: FastifyRequest): Promise<void> {
  await requireUser(request);
}
