import { defineConfig } from 'drizzle-kit';

// Run from apps/server (npm run db:generate does), where drizzle-orm is installed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
