/** The web build the app under test serves, and the app's environment. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { APP_LOG_LEVEL, log, ROOT } from './settings.js';

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

/** The app's environment: production settings on `url`; `pageCacheMs` '1' for the uncached rows. */
export function appEnv(url: string, pageCacheMs?: string): NodeJS.ProcessEnv {
  // BENCH_CPU_PROF_DIR is read by the caller (node flags); here only the environment.
  return {
    ...process.env,
    DATABASE_URL: url,
    NODE_ENV: 'production',
    GOOGLE_CLIENT_ID: 'bench.apps.googleusercontent.com',
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: APP_LOG_LEVEL,
    WEB_DIST: webDist(),
    ...(pageCacheMs ? { BENCH_PAGE_CACHE_MS: pageCacheMs } : {}),
  };
}
