import { spawn } from 'node:child_process';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { adminTokenFile, readAdminTokenFile } from './admin-token.js';
import { runAdmin } from './commands.js';

const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));

describe('a server on the embedded database without ADMIN_TOKEN', () => {
  it('writes a fresh token to DATA_DIR/admin-token (0600) that npm run admin finds by itself', async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const dataDir = mkdtempSync(join(tmpdir(), 'hh-admin-server-'));
    const env = { PORT: String(port), DATA_DIR: dataDir };
    const child = spawn(tsx, [serverEntry], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '/tmp',
        LOG_LEVEL: 'warn',
        DEMO_CONTENT: 'false',
        WEB_DIST: join(tmpdir(), 'no-web-build-here'),
        ...env,
      },
      stdio: 'ignore',
    });
    const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      await expect
        .poll(async () => (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.status, {
          timeout: 40_000,
          interval: 250,
        })
        .toBe(200);
      const token = readAdminTokenFile(dataDir);
      expect(token).toMatch(/^[\w-]{43}$/);
      expect(statSync(adminTokenFile(dataDir)).mode & 0o777).toBe(0o600);

      // What an operator types on the server machine: only PORT and DATA_DIR, as the server has them.
      const out: string[] = [];
      const err: string[] = [];
      const code = await runAdmin(['counts'], {
        env,
        fetch: globalThis.fetch,
        out: (line) => out.push(line),
        err: (line) => err.push(line),
        actor: 'ops',
      });
      expect(err).toEqual([]);
      expect(code).toBe(0);
      expect(out.join('\n')).toMatch(/^Users\s+0$/m);
    } finally {
      child.kill('SIGTERM');
      await exit;
    }
  }, 60_000);
});
