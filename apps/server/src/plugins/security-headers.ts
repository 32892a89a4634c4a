import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { API_DOCS_PATH } from '@handlehub/shared/api/docs.paths';
import Fastify, { type FastifyInstance } from 'fastify';

/** Response headers that are not helmet's, so the probe's copies of them are dropped. */
const NOT_SECURITY = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * helmet's headers for `options`, worked out once from one probe answer. Ours have no per-request part
 * (no CSP nonces), and @fastify/helmet rebuilds them for every request (parsing the CSP directives and
 * re-spelling every header name), a measurable share of the time of a cached profile's answer.
 */
export async function securityHeadersFor(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(fastifyHelmet, options);
  probe.get('/', async () => '');
  try {
    const response = await probe.inject('/');
    return Object.fromEntries(
      Object.entries(response.headers).flatMap(([name, value]) =>
        NOT_SECURITY.has(name) || value === undefined ? [] : [[name, String(value)]],
      ),
    );
  } finally {
    await probe.close();
  }
}

/**
 * The CSP of API answers (JSON, and the QR SVG and card PNG): they load nothing and run nothing, so
 * nothing is allowed, and no page may frame them. Much shorter than the pages' policy, too.
 */
export const API_CSP = {
  useDefaults: false,
  directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
};

/**
 * The headers that mean something on an API answer (OWASP's REST security cheat sheet): the rest of
 * helmet's set (DNS prefetch, download options, opener policy, …) only concerns documents. Fewer headers
 * are also less to validate and send on every answer.
 */
const API_HEADERS = new Set([
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'cross-origin-resource-policy',
  'referrer-policy',
]);

/** API paths; the OpenAPI page under /api/docs is an HTML page with its own policy. */
const isApiAnswer = (url: string) =>
  url.startsWith('/api/') &&
  !(url.startsWith(API_DOCS_PATH) && /^(?:[/?]|$)/.test(url.slice(API_DOCS_PATH.length)));

const HSTS = 'strict-transport-security';

/** The headers of `all` but HSTS, and HSTS's value. */
function withoutHsts(all: Record<string, string>): [Record<string, string>, string | undefined] {
  const { [HSTS]: hsts, ...rest } = all;
  return [rest, hsts];
}

/**
 * Security headers (helmet's, with `options`) on every answer, set at the start of each request; API
 * answers get the same headers with API_CSP. HSTS only on an answer to a request that came over HTTPS
 * (`request.protocol`, which believes X-Forwarded-Proto from TRUST_PROXY addresses only): on plain HTTP
 * browsers ignore it, and a proxy that terminates TLS says so.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: FastifyHelmetOptions,
): Promise<void> {
  const [pages, hsts] = withoutHsts(await securityHeadersFor(options));
  const [api] = withoutHsts(
    Object.fromEntries(
      Object.entries(await securityHeadersFor({ ...options, contentSecurityPolicy: API_CSP })).filter(
        ([name]) => API_HEADERS.has(name),
      ),
    ),
  );
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? api : pages);
    if (hsts && request.protocol === 'https') reply.header(HSTS, hsts);
    done();
  });
}
