import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
/**
 * A second origin (another port) whose pages may call the e2e server through CORS_ORIGINS; the same port
 * under the name `localhost` is a third origin, not listed. e2e/cross-origin.spec.ts serves a page there.
 */
export const CROSS_ORIGIN_PORT = port + 100;
/**
 * A local stand-in of a person's website that verification reads (VERIFICATION_STAND_IN): the server asks
 * it in place of `https://${VERIFY_SITE_HOST}/`. e2e/verification.spec.ts serves it, with or without the proof.
 */
export const VERIFY_SITE_PORT = port + 200;
export const VERIFY_SITE_HOST = 'ann-site.example';
/** The e-mail of the e2e shop owner (given the role through the admin API: e2e/support.ts). */
export const SHOP_OWNER_EMAIL = 'owner@handlehub.test';
/** The e2e server's admin token (e2e/moderation.spec.ts runs `npm run admin` against it); not a secret. */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-not-a-secret-0123456789';

export default defineConfig({
  testDir: './e2e',
  // Screenshot baselines (e2e/screens.spec.ts): one per name, no platform suffix (Debian's Chromium and fonts
  // everywhere); `npm run test:e2e:update-screenshots` rewrites them.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'off',
    // The production build registers a service worker, which would answer requests before page.route
    // fakes see them. Specs about offline use allow it (e2e/offline.spec.ts).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: `node ${process.env.E2E_SERVER_BUNDLE ?? 'apps/server/dist/server.mjs'}`,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'handlehub-e2e-')),
      PUBLIC_URL: baseURL,
      AUTH_DEV_LOGIN: 'true',
      RATE_LIMITS: 'false',
      CORS_ORIGINS: `http://127.0.0.1:${CROSS_ORIGIN_PORT}`,
      DEMO_CONTENT: 'true',
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      LOG_LEVEL: 'warn',
      VERIFICATION_STAND_IN: `${VERIFY_SITE_HOST}=http://127.0.0.1:${VERIFY_SITE_PORT}`,
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
  },
});
