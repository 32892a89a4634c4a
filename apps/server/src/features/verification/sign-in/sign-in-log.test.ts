import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-database.js';
import { buildApp } from '../../../app.js';
import { testConfig } from '../../../config.js';
import { loggedUrl, REDACTED } from '../../../plugins/request-logger.js';

/** The access log never keeps a sign-in's secrets: an OAuth code, an OpenID assertion's fields. */
describe('loggedUrl', () => {
  it('redacts code and every openid.* value on /verify/ paths, keeping the names', () => {
    expect(loggedUrl('/verify/github-oauth/return?code=abc123&state=s1')).toBe(
      `/verify/github-oauth/return?code=${REDACTED}&state=s1`,
    );
    expect(
      loggedUrl(
        '/verify/steam/return?state=s2&openid.sig=SIG%3D&openid%2Eresponse_nonce=n&openid.mode=id_res',
      ),
    ).toBe(
      `/verify/steam/return?state=s2&openid.sig=${REDACTED}&openid%2Eresponse_nonce=${REDACTED}&openid.mode=${REDACTED}`,
    );
    expect(loggedUrl('/verify/twitch/return?error=access_denied&state=s3')).toBe(
      '/verify/twitch/return?error=access_denied&state=s3',
    );
  });

  it('leaves other paths and malformed fields as they came', () => {
    expect(loggedUrl('/api/search?code=abc')).toBe('/api/search?code=abc');
    expect(loggedUrl('/verify/steam/start?item=12')).toBe('/verify/steam/start?item=12');
    expect(loggedUrl('/verify/x/return?%E0%A4%A=1&code')).toBe('/verify/x/return?%E0%A4%A=1&code');
  });
});

describe('the access line of a sign-in return', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb.drop());

  it('carries the path and state but not the code or the signature', async () => {
    const lines: string[] = [];
    const app = await buildApp(testConfig({ webDist: undefined, logLevel: 'info' }), {
      database: testDb.database,
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      await app.ready();
      for (const url of [
        '/verify/github-oauth/return?code=the-secret-code&state=st1',
        '/verify/steam/return?state=st2&openid.sig=the-secret-signature&openid.claimed_id=https%3A%2F%2Fsteamcommunity.com%2Fopenid%2Fid%2F76561197960287930',
      ]) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(302);
      }
      const text = lines.join('');
      const urls = lines
        .map((line) => JSON.parse(line) as { req?: { url?: string } })
        .flatMap((entry) => (entry.req?.url?.startsWith('/verify/') ? [entry.req.url] : []));
      expect(urls).toEqual([
        `/verify/github-oauth/return?code=${REDACTED}&state=st1`,
        `/verify/steam/return?state=st2&openid.sig=${REDACTED}&openid.claimed_id=${REDACTED}`,
      ]);
      expect(text).not.toContain('the-secret');
      expect(text).not.toContain('76561197960287930');
    } finally {
      await app.close();
    }
  });
});
