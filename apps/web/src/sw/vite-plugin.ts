import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

/** A file of the web build, its path relative to the output folder with `/` separators. */
export interface BuiltFile {
  path: string;
  content: Uint8Array;
}

export interface PrecacheManifest {
  /** Changes whenever any precached file does, so browsers install the new worker and drop old caches. */
  version: string;
  /** Root-relative URLs, sorted. */
  urls: string[];
}

/** Build files the worker never keeps: itself, Vite's build manifest, source maps and pre-compressed twins. */
const NOT_PRECACHED = [/^sw\.js$/, /^manifest\.json$/, /^\.vite\//, /^robots\.txt$/, /\.map$/, /\.(gz|br)$/];

/** The files the worker caches at install (the HTML shell, scripts, styles, icons) and the build version. */
export function precacheManifest(files: readonly BuiltFile[]): PrecacheManifest {
  const kept = files
    .filter((file) => !NOT_PRECACHED.some((pattern) => pattern.test(file.path)))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  if (!kept.some((file) => file.path === 'index.html')) throw new Error('the web build has no index.html');
  const hash = createHash('sha256');
  for (const file of kept) hash.update(`${file.path}\0`).update(file.content).update('\0');
  return { version: hash.digest('hex').slice(0, 16), urls: kept.map((file) => `/${file.path}`) };
}

/** Every file under a folder, as BuiltFiles. */
export function readBuild(dir: string): BuiltFile[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const full = join(entry.parentPath, entry.name);
      return { path: relative(dir, full).split(sep).join('/'), content: readFileSync(full) };
    });
}

/** The worker's TypeScript bundled into one classic script, with the manifest built in. */
export async function renderServiceWorker(entry: string, manifest: PrecacheManifest): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
    define: { __PRECACHE__: JSON.stringify(manifest) },
    banner: { js: `/* HandleHub service worker, build ${manifest.version} */` },
  });
  return result.outputFiles[0]!.text;
}

/**
 * Writes `sw.js` into the client build once all its files are written (not for the server-side build,
 * not in the dev server, whose unbundled files a worker should not pin).
 */
export function serviceWorkerPlugin(): Plugin {
  let outDir = '';
  let entry = '';
  return {
    name: 'handlehub-service-worker',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      entry = resolve(config.root, 'src/sw/service-worker.ts');
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const manifest = precacheManifest(readBuild(outDir));
        writeFileSync(join(outDir, 'sw.js'), await renderServiceWorker(entry, manifest));
      },
    },
  };
}
