import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { parseStandIn } from './stand-in.js';

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('VERIFICATION_STAND_IN (test only)', () => {
  it('reads host=origin pairs of loopback stand-ins', () => {
    expect(
      parseStandIn(' API.GitHub.com=http://127.0.0.1:4100/ , lichess.org=http://localhost:4101,'),
    ).toEqual(
      new Map([
        ['api.github.com', 'http://127.0.0.1:4100'],
        ['lichess.org', 'http://localhost:4101'],
      ]),
    );
    expect(parseStandIn('')).toEqual(new Map());
  });

  it.each([
    'api.github.com',
    '=http://127.0.0.1:1',
    'api.github.com=http://10.0.0.1:80',
    'api.github.com=http://example.com',
    'api.github.com=ftp://127.0.0.1',
    'api.github.com=not a url',
  ])('refuses %s: stand-ins are loopback http(s) origins', (value) => {
    expect(parseStandIn(value)).toEqual({ problem: expect.stringContaining(value) });
  });

  it('is empty by default and read outside production', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).verificationStandIn.size).toBe(0);
    const config = loadConfig({
      NODE_ENV: 'test',
      VERIFICATION_STAND_IN: 'lichess.org=http://127.0.0.1:4101',
    });
    expect(config.verificationStandIn.get('lichess.org')).toBe('http://127.0.0.1:4101');
    expect(problems({ VERIFICATION_STAND_IN: 'lichess.org=https://lichess.org' })).toEqual([
      expect.stringMatching(/^VERIFICATION_STAND_IN: each entry .*loopback/),
    ]);
  });

  it('refuses to start in production with a clear reason', () => {
    expect(
      problems({
        NODE_ENV: 'production',
        GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
        VERIFICATION_STAND_IN: 'lichess.org=http://127.0.0.1:4101',
      }),
    ).toEqual([expect.stringMatching(/^VERIFICATION_STAND_IN: .*tests only.*production/)]);
    expect(problems({ NODE_ENV: 'production', GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com' })).toEqual(
      [],
    );
  });
});
