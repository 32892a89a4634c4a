import { createHash, timingSafeEqual } from 'node:crypto';
import { ADMIN_ACTOR_HEADER, ADMIN_TOKEN_HEADER, MESSAGES } from '@handlehub/shared';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../lib/http-error.js';

/** Headers a reverse proxy adds: a request carrying one came through a proxy, not from this machine. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/**
 * Whether the caller sits on this machine. The socket's own address, never `request.ip`: with
 * TRUST_PROXY that is the forwarded client, and a proxy on this machine would make every visitor look
 * local, so a forwarded request never counts as local either.
 */
function isLocalCaller(request: FastifyRequest): boolean {
  return (
    isLoopback(request.socket.remoteAddress) &&
    !FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)
  );
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time: equal-length digests, so neither content nor length leaks through timing. */
export function tokensMatch(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Route hook of every `/api/admin/...` route, before the body is read: this machine only (unless
 * ADMIN_ALLOW_REMOTE), the admin API on (ADMIN_TOKEN or a generated token), and the right token.
 */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const config = request.server.config;
  const refuse = (error: Error, reason: string) => {
    request.log.warn({ admin: { refused: reason, from: request.socket.remoteAddress } }, 'admin refused');
    return error;
  };
  if (!config.adminAllowRemote && !isLocalCaller(request)) {
    throw refuse(forbidden(MESSAGES.adminLocalOnly), 'not local');
  }
  if (!config.adminToken) throw refuse(forbidden(MESSAGES.adminOff), 'admin API off');
  const given = request.headers[ADMIN_TOKEN_HEADER];
  if (typeof given !== 'string' || given.length === 0) {
    throw refuse(unauthorized(MESSAGES.adminTokenMissing), 'no token');
  }
  if (given.length > 500 || !tokensMatch(given, config.adminToken)) {
    throw refuse(forbidden(MESSAGES.adminTokenInvalid), 'wrong token');
  }
}

/** Who acted, for the audit log: the `admin-actor` header (the CLI sends the OS user), else "operator". */
export function adminActor(request: FastifyRequest): string {
  const given = request.headers[ADMIN_ACTOR_HEADER];
  return typeof given === 'string' && /^[\w.@-]{1,64}$/.test(given) ? given : 'operator';
}
