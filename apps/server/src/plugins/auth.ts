import { MESSAGES, SESSION_HEADER } from '@handlehub/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findSessionUser } from '../core/sessions.queries.js';
import type { UserRow } from '../core/users.queries.js';
import { unauthorized } from '../lib/http-error.js';
import { spend, writeLimit } from './rate-limits.js';

/** The session token sent in the spec's `user-token` header, if any. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const value = request.headers[SESSION_HEADER];
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;
}

const cache = new WeakMap<FastifyRequest, Promise<UserRow | null>>();
/** Requests to routes that need a session: their answers, refusals included, are never shared. */
const sessionRoutes = new WeakSet<FastifyRequest>();

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

/**
 * The signed-in user, or a 401 that makes the web app clear its stored user and show the login prompt.
 * A token that finds no session spends from its address's write budget first (reads as well as writes):
 * each one is a database lookup of whatever the caller typed, so guessing tokens is bounded per address.
 */
export async function requireUser(request: FastifyRequest): Promise<UserRow> {
  sessionRoutes.add(request);
  const user = await currentUser(request);
  if (user) return user;
  const token = sessionToken(request);
  if (token) await spend(request.server, 'writes', request);
  throw unauthorized(token ? MESSAGES.sessionExpired : MESSAGES.notSignedIn);
}

/** Route hook: refuses a request without a live session before its body is validated (401 before 400). */
export async function authenticate(request: FastifyRequest): Promise<void> {
  await requireUser(request);
}

/**
 * The hooks of a route by which the signed-in person changes their own things: the write budget is spent
 * first, then the session is checked before the body is validated (401 before 400). With `beforeBody`, the
 * session is checked before the body is even read, as soon as the request's headers are in: for a route
 * that takes a large body, so that a request without a session costs no reading or parsing of it (the
 * answer is the same 401).
 */
export const signedInWrite = (app: FastifyInstance, { beforeBody = false }: { beforeBody?: boolean } = {}) =>
  beforeBody
    ? { onRequest: [writeLimit(app), authenticate] }
    : { onRequest: writeLimit(app), preValidation: authenticate };

/**
 * Every answer that read a session is the caller's own, whatever its status: no cache may keep it. The
 * session travels in a custom header that shared caches do not treat as a credential (as they treat
 * Authorization), so a proxy told to cache `/api/*` would otherwise hand one person's account to the next
 * caller of the same URL. A route that only looks for a session and was sent none (a visitor's redirect
 * or game page) answers what every visitor gets: it keeps its own caching and only says that the answer
 * depends on the header. One hook for every route, keyed on whether the request looked its session up.
 */
export function registerSessionAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!cache.has(request)) return;
    if (sessionRoutes.has(request) || sessionToken(request))
      reply.header('cache-control', 'private, no-store');
    const vary = reply.getHeader('vary');
    const given = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
    if (!given.split(',').some((name) => name.trim().toLowerCase() === SESSION_HEADER)) {
      reply.header('vary', given ? `${given}, ${SESSION_HEADER}` : SESSION_HEADER);
    }
  });
}
