import { describe, expect, it } from 'vitest';
import { ConfigError, isLoopbackHost, loadConfig, startupWarnings } from './config.js';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe('./data');
    expect(config.devLogin).toBe(true);
    expect(config.demoContent).toBe(true);
    expect(config.googleJwksUri).toBe('https://www.googleapis.com/oauth2/v3/certs');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ AUTH_DEV_LOGIN: 'maybe' }, 'AUTH_DEV_LOGIN'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ GOOGLE_JWKS_URI: 'ftp://x' }, 'GOOGLE_JWKS_URI'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('refuses %o with a message naming the variable', (env, variable) => {
    const found = problems(env);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(new RegExp(`^${variable}: `));
  });

  it('names every bad variable at once', () => {
    expect(problems({ PORT: 'x', LOG_LEVEL: 'y' }).map((p) => p.split(':')[0])).toEqual([
      'PORT',
      'LOG_LEVEL',
    ]);
  });

  it('refuses to start with dev login in production', () => {
    expect(problems({ NODE_ENV: 'production', AUTH_DEV_LOGIN: 'true', GOOGLE_CLIENT_ID: 'x' })[0]).toMatch(
      /^AUTH_DEV_LOGIN: /,
    );
  });

  it('turns dev login off when Google is configured, and never seeds demo content in production', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'client' }).devLogin).toBe(false);
    const production = loadConfig({
      NODE_ENV: 'production',
      GOOGLE_CLIENT_ID: 'client',
      DEMO_CONTENT: 'true',
    });
    expect(production.devLogin).toBe(false);
    expect(production.demoContent).toBe(false);
    expect(production.rateLimits).toBe(true);
  });

  it('reads shop owners case-insensitively and trusted proxies as a list', () => {
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'client',
      SHOP_OWNER_EMAILS: ' Owner@Example.com, b@c.d ',
      TRUST_PROXY: '10.0.0.1, 10.0.0.2',
    });
    expect([...config.shopOwnerEmails]).toEqual(['owner@example.com', 'b@c.d']);
    expect(config.trustProxy).toEqual(['10.0.0.1', '10.0.0.2']);
  });

  describe('fail-open defaults (probe M2)', () => {
    it.each(['0.0.0.0', '::', '192.0.2.10', 'example.com'])(
      'refuses default dev sign-in while listening on %s',
      (host) => {
        const found = problems({ HOST: host });
        expect(found).toHaveLength(1);
        expect(found[0]).toMatch(/^HOST: .*loopback.*AUTH_DEV_LOGIN=true/);
      },
    );

    it('allows it there only when AUTH_DEV_LOGIN=true is set explicitly, or with Google sign-in', () => {
      expect(loadConfig({ HOST: '0.0.0.0', AUTH_DEV_LOGIN: 'true' }).devLogin).toBe(true);
      expect(loadConfig({ HOST: '0.0.0.0', GOOGLE_CLIENT_ID: 'client' }).devLogin).toBe(false);
      expect(loadConfig({ HOST: '0.0.0.0', AUTH_DEV_LOGIN: 'false' }).devLogin).toBe(false);
    });

    it.each(['127.0.0.1', '127.0.0.2', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1'])(
      'counts %s as loopback (npm start works out of the box)',
      (host) => {
        expect(isLoopbackHost(host)).toBe(true);
        expect(loadConfig({ HOST: host }).devLogin).toBe(true);
      },
    );

    it.each(['0.0.0.0', '::', '10.0.0.1', '128.0.0.1', 'localhost.example.com', '127.0.0.1.nip.io'])(
      'does not count %s as loopback',
      (host) => expect(isLoopbackHost(host)).toBe(false),
    );

    describe('behind a reverse proxy on this machine (the security probe of 2026-11-28)', () => {
      it.each([
        [{ PUBLIC_URL: 'https://handlehub.example.com' }, 'PUBLIC_URL'],
        [{ PUBLIC_URL: 'http://192.0.2.10:3000' }, 'PUBLIC_URL'],
        [{ TRUST_PROXY: '127.0.0.1' }, 'TRUST_PROXY'],
        [{ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }, 'TRUST_PROXY'],
      ])('refuses default dev sign-in on a loopback HOST with %o', (env, variable) => {
        const found = problems({ HOST: '127.0.0.1', ...env });
        expect(found).toHaveLength(1);
        expect(found[0]).toMatch(new RegExp(`^${variable}: .*dev sign-in.*AUTH_DEV_LOGIN=true`));
      });

      it('names every variable that exposes it (the probe: PUBLIC_URL https and TRUST_PROXY loopback)', () => {
        const found = problems({
          PUBLIC_URL: 'https://handlehub.example.com',
          TRUST_PROXY: '127.0.0.1',
        });
        expect(found.map((p) => p.split(':')[0])).toEqual(['PUBLIC_URL', 'TRUST_PROXY']);
      });

      it.each(['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000'])(
        'counts a PUBLIC_URL on this machine (%s) as local',
        (url) => {
          const config = loadConfig({ PUBLIC_URL: url });
          expect(config.devLogin).toBe(true);
          expect(config.demoContent).toBe(true);
        },
      );

      it('starts there with AUTH_DEV_LOGIN=true or with Google, without demo people unless asked for', () => {
        const proxied = { PUBLIC_URL: 'https://handlehub.example.com', TRUST_PROXY: '127.0.0.1' };
        const explicit = loadConfig({ ...proxied, AUTH_DEV_LOGIN: 'true' });
        expect(explicit.devLogin).toBe(true);
        expect(explicit.demoContent).toBe(false);
        const google = loadConfig({ ...proxied, GOOGLE_CLIENT_ID: 'client' });
        expect(google.devLogin).toBe(false);
        expect(google.demoContent).toBe(false);
        expect(loadConfig({ ...proxied, GOOGLE_CLIENT_ID: 'client', DEMO_CONTENT: 'true' }).demoContent).toBe(
          true,
        );
        // The same for a HOST other than loopback.
        expect(loadConfig({ HOST: '0.0.0.0', AUTH_DEV_LOGIN: 'true' }).demoContent).toBe(false);
      });
    });

    it('warns at start whenever dev sign-in is on, and only then', () => {
      expect(startupWarnings(loadConfig({}))).toEqual([expect.stringMatching(/^dev sign-in is ON: anyone/)]);
      expect(
        startupWarnings(loadConfig({ HOST: '0.0.0.0', AUTH_DEV_LOGIN: 'true', GOOGLE_CLIENT_ID: 'x' })),
      ).toHaveLength(1);
      expect(startupWarnings(loadConfig({ GOOGLE_CLIENT_ID: 'client' }))).toEqual([]);
    });
  });

  it('cuts slow requests within 30 s by default (probe L1)', () => {
    const { timeouts } = loadConfig({ NODE_ENV: 'production', GOOGLE_CLIENT_ID: 'client' });
    expect(timeouts.requestMs).toBeGreaterThan(0);
    expect(timeouts.headersMs).toBeGreaterThan(0);
    expect(timeouts.checkIntervalMs).toBeGreaterThan(0);
    // Node checks open connections every checkIntervalMs, so a request is cut at most that much late.
    expect(timeouts.requestMs + timeouts.checkIntervalMs).toBeLessThanOrEqual(30_000);
    expect(timeouts.headersMs + timeouts.checkIntervalMs).toBeLessThanOrEqual(30_000);
    expect(timeouts.keepAliveMs).toBeLessThanOrEqual(30_000);
    expect(timeouts.idleMs).toBeLessThanOrEqual(30_000);
  });

  it('keeps the people lists unless PEOPLE_LISTS is off', () => {
    expect(loadConfig({}).peopleLists).toBe(true);
    expect(loadConfig({ PEOPLE_LISTS: 'off' }).peopleLists).toBe(false);
    expect(loadConfig({ PEOPLE_LISTS: 'on' }).peopleLists).toBe(true);
    expect(() => loadConfig({ PEOPLE_LISTS: 'sometimes' })).toThrow(
      "PEOPLE_LISTS must be true or false (got 'sometimes')",
    );
  });

  it('serves /api/docs in production only with API_DOCS=true', () => {
    const production = { NODE_ENV: 'production', GOOGLE_CLIENT_ID: 'client' };
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({}).apiDocs).toBe(true);
  });

  it('reads CORS_ORIGINS as a list of origins, empty by default', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(
      loadConfig({ CORS_ORIGINS: 'http://localhost:3000, https://app.example.com/' }).corsOrigins,
    ).toEqual(['http://localhost:3000', 'https://app.example.com']);
    expect(problems({ CORS_ORIGINS: 'https://app.example.com/path' })[0]).toMatch(/^CORS_ORIGINS: /);
    expect(problems({ CORS_ORIGINS: '*' })[0]).toMatch(/^CORS_ORIGINS: /);
  });
});
