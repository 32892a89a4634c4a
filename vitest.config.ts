import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const serverProject = (
  name: string,
  env: Record<string, string>,
  options: { exclude?: string[]; globalSetup?: string[] } = {},
) => ({
  test: {
    name,
    root: './apps/server',
    globalSetup: options.globalSetup ?? [],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: options.exclude ?? [],
    environment: 'node',
    // Test files share one worker's module state so the migrated PGlite template is made once per worker.
    isolate: false,
    fileParallelism: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env,
  },
});

/**
 * The web's imports of Tabler icons each from the icon's own module, as the build's tree-shaking leaves
 * them: the package's index (some 6,000 icons) takes Vite's module runner tens of seconds to load.
 */
function tablerIconModules(): Plugin {
  const index = readFileSync(
    createRequire(import.meta.url).resolve('@tabler/icons-react/dist/esm/tabler-icons-react.mjs'),
    'utf8',
  );
  // export { default as IconX[, default as IconY] } from './icons/IconX.mjs';
  const moduleOf = new Map<string, string>();
  for (const [, names, file] of index.matchAll(
    /^export \{ (default as [^}]+) \} from '\.\/(icons\/\w+\.mjs)';$/gm,
  )) {
    for (const name of names!.split(', '))
      moduleOf.set(name.slice('default as '.length), `@tabler/icons-react/dist/esm/${file}`);
  }
  return {
    name: 'tabler-icon-modules',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('@tabler/icons-react')) return null;
      const imports = /import \{([^}]*)\} from '@tabler\/icons-react';/g;
      return code.replace(imports, (statement, list: string) => {
        const own: string[] = [];
        const rest: string[] = [];
        for (const item of list.split(',').map((part) => part.trim())) {
          const [name = '', local = name] = item.split(/\s+as\s+/);
          const module = moduleOf.get(name);
          if (module) own.push(`import ${local} from '${module}';`);
          else if (item) rest.push(item);
        }
        if (rest.length) own.push(`import { ${rest.join(', ')} } from '@tabler/icons-react';`);
        // As many lines as before, so that stack traces keep their line numbers.
        return own.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
      });
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      serverProject('server-pglite', { TEST_DB: 'pglite' }),
      // The same API suites against a real PostgreSQL server when DATABASE_URL is set (as .ci/run does).
      ...(process.env.DATABASE_URL
        ? // Backups are of the embedded database (PGlite files); PostgreSQL has pg_dump (docs/OPERATIONS.md).
          // The patterns' analysis reads source files, not the database: it runs once, with PGlite's.
          [
            serverProject(
              'server-postgres',
              { TEST_DB: 'postgres' },
              {
                exclude: ['src/db/backup.test.ts', 'test/regex-safety.test.ts'],
                globalSetup: ['test/postgres-template.setup.ts'],
              },
            ),
          ]
        : []),
      {
        extends: './apps/web/vite.config.ts',
        plugins: [tablerIconModules()],
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test-setup.ts'],
        },
      },
    ],
  },
});
