import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, testConfig } from '../config.js';
import { adminTokenFile, planAdminToken, readAdminTokenFile } from './admin-token.js';

const dir = () => mkdtempSync(join(tmpdir(), 'hh-admin-token-'));

describe('planAdminToken', () => {
  it('uses ADMIN_TOKEN as given, writes no file and removes one left by an earlier run', () => {
    const dataDir = dir();
    writeFileSync(adminTokenFile(dataDir), 'stale-token-of-an-earlier-run\n', { mode: 0o600 });
    const plan = planAdminToken(testConfig({ adminToken: 'x'.repeat(40), databaseUrl: undefined, dataDir }));
    expect(plan.config.adminToken).toBe('x'.repeat(40));
    plan.persist();
    expect(readAdminTokenFile(dataDir)).toBeUndefined();
  });

  it('with PostgreSQL and no ADMIN_TOKEN the admin API is off', () => {
    const plan = planAdminToken(
      testConfig({ adminToken: undefined, databaseUrl: 'postgres://db/handlehub' }),
    );
    expect(plan.config.adminToken).toBeUndefined();
    expect(plan.describe).toContain('off');
  });

  it('with the embedded database makes a new 256-bit token per start, written with mode 0600', () => {
    const dataDir = join(dir(), 'not-yet-there');
    const first = planAdminToken(testConfig({ adminToken: undefined, databaseUrl: undefined, dataDir }));
    const second = planAdminToken(testConfig({ adminToken: undefined, databaseUrl: undefined, dataDir }));
    expect(first.config.adminToken).toMatch(/^[\w-]{43}$/);
    expect(second.config.adminToken).not.toBe(first.config.adminToken);
    first.persist();
    expect(readAdminTokenFile(dataDir)).toBe(first.config.adminToken);
    expect(statSync(adminTokenFile(dataDir)).mode & 0o777).toBe(0o600);
    second.persist();
    expect(readAdminTokenFile(dataDir)).toBe(second.config.adminToken);
  });

  it('re-tightens a token file that was readable by others', () => {
    const dataDir = dir();
    writeFileSync(adminTokenFile(dataDir), 'old\n', { mode: 0o644 });
    planAdminToken(testConfig({ adminToken: undefined, databaseUrl: undefined, dataDir })).persist();
    expect(statSync(adminTokenFile(dataDir)).mode & 0o777).toBe(0o600);
  });
});

describe('ADMIN_TOKEN and ADMIN_ALLOW_REMOTE', () => {
  it('are read from the environment', () => {
    const config = loadConfig({ ADMIN_TOKEN: 't'.repeat(32), ADMIN_ALLOW_REMOTE: 'true' });
    expect(config.adminToken).toBe('t'.repeat(32));
    expect(config.adminAllowRemote).toBe(true);
    expect(loadConfig({}).adminAllowRemote).toBe(false);
    expect(loadConfig({}).adminToken).toBeUndefined();
  });

  it.each(['short', `${'a'.repeat(20)} ${'b'.repeat(20)}`, 'é'.repeat(40)])(
    'refuses ADMIN_TOKEN %j without echoing it',
    (token) => {
      let error: unknown;
      try {
        loadConfig({ ADMIN_TOKEN: token });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([
        'ADMIN_TOKEN: ADMIN_TOKEN must be 32 to 200 printable characters without spaces',
      ]);
    },
  );
});
