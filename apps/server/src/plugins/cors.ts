import { SESSION_HEADER } from '@handlehub/shared';
import type { FastifyInstance } from 'fastify';

/**
 * Request headers a page of an allowed origin may send: the session token, the JSON content type, and the
 * stray `cancelToken` the original client's status switch sends (axios 0.27 with the token in `headers`).
 */
const ALLOWED_HEADERS = [SESSION_HEADER, 'content-type', 'canceltoken'].join(', ');

/**
 * CORS for the origins of CORS_ORIGINS (contract §2), nothing for any other: a page of a listed origin may
 * call the API with the session header (no cookies are involved, so credentials are never allowed), and its
 * preflights are answered here, before routing. An unlisted origin gets no CORS header at all, so the
 * browser keeps the answer from its page. Empty CORS_ORIGINS (the default) registers nothing.
 */
export function registerCors(app: FastifyInstance, origins: readonly string[]): void {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || !allowed.has(origin)) return;
    reply
      .header('access-control-allow-origin', origin)
      .header('access-control-expose-headers', 'retry-after');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      return reply
        .header('access-control-allow-methods', 'GET, POST')
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', '600')
        .code(204)
        .send();
    }
  });
  // Answers differ by Origin: caches must keep them apart (added to whatever Vary a route set).
  app.addHook('onSend', async (_request, reply, payload) => {
    const vary = reply.getHeader('vary');
    const current = vary === undefined ? '' : String(vary);
    if (!/(^|,)\s*origin\s*(,|$)/i.test(current))
      reply.header('vary', current ? `${current}, Origin` : 'Origin');
    return payload;
  });
}
