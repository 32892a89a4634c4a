import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type AppDependencies, buildApp } from '../src/app.js';
import { type Config, testConfig } from '../src/config.js';
import type { Db } from '../src/db/client.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  testDb: TestDatabase;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The public address the suites that need one give the app (`publicUrl`), and expect in links. */
export const PUBLIC_URL = 'https://handlehub.example';

/** Builds the real app on a fresh database of the suite's kind (PGlite, or PostgreSQL with TEST_DB=postgres). */
export async function createTestApp(
  overrides: Partial<Config> = {},
  deps: Pick<AppDependencies, 'google' | 'checkProof'> = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase();
  const app = await buildApp(testConfig({ webDist: undefined, ...overrides }), {
    database: testDb.database,
    ...deps,
  });
  await app.ready();
  return {
    app,
    db: testDb.database.db,
    testDb,
    inject: (options) => app.inject(options),
    async close() {
      await app.close();
      await testDb.drop();
    },
  };
}

/**
 * The suite's app: made before the file's tests (`createTestApp`) and closed after them. Called at the top
 * of a test file, `const t = suiteApp({ publicUrl })`; its fields stand for the app once beforeAll made it.
 */
export function suiteApp(
  overrides: Partial<Config> = {},
  deps: Pick<AppDependencies, 'google' | 'checkProof'> = {},
): TestApp {
  let made: TestApp | undefined;
  beforeAll(async () => {
    made = await createTestApp(overrides, deps);
  });
  afterAll(() => made?.close());
  const current = (): TestApp => {
    if (!made) throw new Error('the suite app is made in beforeAll: use it inside a test or a hook');
    return made;
  };
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get testDb() {
      return current().testDb;
    },
    inject: (options) => current().inject(options),
    close: () => current().close(),
  };
}

/**
 * A GET that comes from an address of its own each time (10.{subnet}.x.y), so a per-address budget (the
 * image budget, say) is spent only where a test is about it. `app` is read at each call, so it can be
 * the suite's app made later in beforeAll.
 */
export function getFromNewAddresses(app: () => TestApp, subnet: number) {
  let address = 0;
  return (url: string, options: Omit<InjectOptions, 'method' | 'url'> = {}) =>
    app().inject({
      method: 'GET',
      url,
      remoteAddress: `10.${subnet}.${address >> 8}.${address++ & 255}`,
      ...options,
    });
}

/** The app's page shell at its smallest: the head markers the server fills in, and the root. */
export const SHELL_HTML = `<!doctype html><html><head><!--app-head--><title>Shell</title><!--/app-head--></head><body><div id="root"></div></body></html>`;

/** A web build folder holding only the shell, for tests of the pages the server draws (pass as webDist). */
export function shellWebDist(): string {
  const webDist = mkdtempSync(join(tmpdir(), 'hh-shell-'));
  writeFileSync(join(webDist, 'index.html'), SHELL_HTML);
  return webDist;
}
