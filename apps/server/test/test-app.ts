import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.js';
import { type Config, testConfig } from '../src/config.js';
import type { Db } from '../src/db/client.js';
import type { GoogleVerifier } from '../src/features/auth/google.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  testDb: TestDatabase;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** Builds the real app on a fresh database of the suite's kind (PGlite, or PostgreSQL with TEST_DB=postgres). */
export async function createTestApp(
  overrides: Partial<Config> = {},
  deps: { google?: GoogleVerifier } = {},
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
