import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { createPostgresDatabase } from './test-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The name of the migrated database each PostgreSQL test database is copied from. */
    postgresTemplate: string;
  }
}

/**
 * The PostgreSQL suites' template: one database, migrated from nothing once per run (so the migrations are
 * tested on a fresh database), closed, and dropped when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await createPostgresDatabase();
  const database = await openDatabase({ url: template.url, dataDir: '' });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  project.provide('postgresTemplate', new URL(template.url).pathname.slice(1));
  return () => template.drop();
}
