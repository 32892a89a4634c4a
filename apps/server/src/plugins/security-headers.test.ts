import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp, suiteApp } from '../../test/test-app.js';
import { securityHeadersFor } from './security-headers.js';

const t = suiteApp();

describe('security headers', () => {
  it('are the ones @fastify/helmet itself sends for the same options', async () => {
    const options = {
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'] } },
    };
    const reference = Fastify({ logger: false });
    await reference.register(fastifyHelmet, options);
    reference.get('/x', async () => ({ ok: true }));
    const expected = (await reference.inject('/x')).headers;
    await reference.close();

    const headers = await securityHeadersFor(options);
    expect(Object.keys(headers).length).toBeGreaterThan(8);
    for (const [name, value] of Object.entries(headers)) expect(expected[name], name).toBe(value);
    expect(headers['content-security-policy']).toContain("img-src 'self' data:");
  });

  it('include a CSP that admits Google Identity Services', async () => {
    const res = await t.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client");
    expect(csp).toContain('frame-src https://accounts.google.com/gsi/');
    expect(csp).not.toContain("'unsafe-eval'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('go out on every kind of answer: JSON, JSON 404 and refusals', async () => {
    for (const url of ['/healthz', '/api/nothing-here', '/api/profile/getuser']) {
      const response = await t.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toMatch(
        url.startsWith('/api/') ? "default-src 'none'" : 'https://accounts.google.com/gsi/client',
      );
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      // A plain-HTTP request: no HSTS (see below).
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
      if (!url.startsWith('/api/')) {
        expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin-allow-popups');
      }
    }
  });

  it("give API answers a policy that allows nothing, and the pages and the API's docs their own", async () => {
    for (const url of ['/api/user/nobody', '/api/home/?page=1', '/api/qr/nobody.svg']) {
      const { headers } = await t.inject({ method: 'GET', url });
      expect(headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['strict-transport-security'], url).toBeUndefined();
      expect(headers['x-frame-options'], url).toBe('DENY');
      expect(headers['cross-origin-resource-policy'], url).toBe('same-origin');
      // Document-only headers stay on the pages.
      expect(headers['x-dns-prefetch-control'], url).toBeUndefined();
      expect(headers['cross-origin-opener-policy'], url).toBeUndefined();
    }
    expect((await t.inject({ method: 'GET', url: '/healthz' })).headers['x-dns-prefetch-control']).toBe(
      'off',
    );
    for (const url of ['/healthz', '/api/docs/static/index.html']) {
      const csp = String((await t.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(csp, url).not.toBe("default-src 'none';frame-ancestors 'none'");
      expect(csp, url).toContain("default-src 'self'");
    }
  });

  it('leave out the headers no browser in use reads (decision 024), on pages and API answers', async () => {
    for (const url of ['/healthz', '/nothing-here', '/api/home/', '/api/user/nobody']) {
      const { headers } = await t.inject({ method: 'GET', url });
      expect(headers['content-security-policy'], url).toBeDefined();
      for (const obsolete of [
        'x-xss-protection',
        'x-download-options',
        'x-permitted-cross-domain-policies',
      ]) {
        expect(headers[obsolete], `${url} ${obsolete}`).toBeUndefined();
      }
    }
    // What the pages keep besides those the tests above check (CSP, nosniff, frame guards, opener policy,
    // DNS prefetch).
    const page = (await t.inject({ method: 'GET', url: '/healthz' })).headers;
    expect(page['referrer-policy']).toBe('no-referrer');
    expect(page['cross-origin-resource-policy']).toBe('same-origin');
    expect(page['origin-agent-cluster']).toBe('?1');
  });

  it('X-Frame-Options DENY matches frame-ancestors none, on pages and API answers (probe I6)', async () => {
    for (const url of ['/healthz', '/api/home/', '/api/user/nobody', '/nothing-here']) {
      const { headers } = await t.inject({ method: 'GET', url });
      expect(headers['x-frame-options'], url).toBe('DENY');
      expect(String(headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
    }
  });

  it('HSTS only on requests that came over HTTPS, as a trusted proxy reports them (probe I6)', async () => {
    const proxied = await createTestApp({ trustProxy: ['10.0.0.1'] });
    try {
      const at = (remoteAddress: string, proto?: string) =>
        proxied.inject({
          method: 'GET',
          url: '/api/home/',
          remoteAddress,
          headers: proto ? { 'x-forwarded-proto': proto } : {},
        });
      expect((await at('10.0.0.1', 'https')).headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect((await at('10.0.0.1', 'http')).headers['strict-transport-security']).toBeUndefined();
      expect((await at('10.0.0.1')).headers['strict-transport-security']).toBeUndefined();
      // Anyone else saying "https" is not believed.
      expect((await at('203.0.113.5', 'https')).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });

  it('/api/docs is off when API docs are (production without API_DOCS=true)', async () => {
    const production = await createTestApp({ apiDocs: false });
    try {
      for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/static/index.html']) {
        expect((await production.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
      expect((await production.inject({ method: 'GET', url: '/api/home/' })).statusCode).toBe(200);
    } finally {
      await production.close();
    }
    expect((await t.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });
});
