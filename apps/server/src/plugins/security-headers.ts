import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
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

/** Security headers (helmet's, with `options`) on every answer, set at the start of each request. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: FastifyHelmetOptions,
): Promise<void> {
  const headers = await securityHeadersFor(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
