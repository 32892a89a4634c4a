import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * The cookie that binds a sign-in to the browser that started it: a random value whose SHA-256 is stored
 * with the flow. A platform's answer carried to another browser (a link sent to someone, a state copied
 * out of a URL) finds no such cookie there, so it cannot confirm anything. Scoped to /verify/ and kept
 * only as long as a flow lives.
 */
export const BROWSER_COOKIE = 'hh_verify';
const COOKIE_PATH = '/verify/';

/** A cookie header is at most this long before we stop reading it (browsers send up to about 8 KB). */
const COOKIE_HEADER_MAX = 8192;

export function newBrowserSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function browserHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Whether `secret` is the one whose hash the flow keeps (constant time). */
export function sameBrowser(secret: string | undefined, storedHash: string): boolean {
  if (secret === undefined) return false;
  const given = Buffer.from(browserHash(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * `Set-Cookie` for the secret: HttpOnly (no script reads it), SameSite=Lax (sent on the platform's
 * top-level redirect back, never on a cross-site subrequest), Secure when the site is served over https.
 */
export function browserCookie(secret: string, maxAgeSeconds: number, secure: boolean): string {
  return `${BROWSER_COOKIE}=${secret}; Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** `Set-Cookie` that removes it, once the flow is over whatever its outcome. */
export function clearedBrowserCookie(secure: boolean): string {
  return browserCookie('', 0, secure);
}

/** The secret this request carries, if any (read by splitting, no pattern). */
export function browserSecretOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (typeof header !== 'string' || header.length > COOKIE_HEADER_MAX) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== BROWSER_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return value.length > 0 && value.length <= 100 ? value : undefined;
  }
  return undefined;
}
