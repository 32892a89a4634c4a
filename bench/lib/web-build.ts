/** The web build the app under test serves, and the app's environment. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { log, ROOT } from './settings.js';

/**
 * The built web app, with its server-side module: the HTML rows measure the page a browser gets (the
 * profile drawn by the server, its critical CSS). Built first when a fresh checkout has none; a bare shell
 * in its place once made those rows measure a 772-byte page instead.
 */
export function webDist(): string {
  const built = join(ROOT, 'apps/web/dist');
  if (
    !existsSync(join(built, 'index.html')) ||
    !existsSync(join(ROOT, 'apps/web/dist-ssr/entry-server.js'))
  ) {
    log('no web build: npm run build:web');
    const build = spawnSync('npm', ['run', 'build:web'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`npm run build:web failed (${build.status})`);
  }
  return built;
}

/**
 * The app's environment: the settings a deployment gives (production, a Google client id, its public URL),
 * the bench database on `url`, and the web build; anything else at its default, the log level included
 * (a LOG_LEVEL of the caller's is dropped). `extra` for a row's own app: BENCH_PAGE_CACHE_MS '1' for the
 * uncached rows, LOG_LEVEL 'warn' for the access log's cost.
 */
export function appEnv(url: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  // BENCH_CPU_PROF_DIR is read by the caller (node flags); here only the environment.
  return {
    ...process.env,
    LOG_LEVEL: undefined,
    DATABASE_URL: url,
    NODE_ENV: 'production',
    GOOGLE_CLIENT_ID: 'bench.apps.googleusercontent.com',
    PUBLIC_URL: 'http://127.0.0.1',
    WEB_DIST: webDist(),
    ...extra,
  };
}
