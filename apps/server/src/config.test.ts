import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

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
      SHOP_OWNER_EMAILS: ' Owner@Example.com, b@c.d ',
      TRUST_PROXY: '10.0.0.1, 10.0.0.2',
    });
    expect([...config.shopOwnerEmails]).toEqual(['owner@example.com', 'b@c.d']);
    expect(config.trustProxy).toEqual(['10.0.0.1', '10.0.0.2']);
  });
});
