/**
 * The rows that are times, not loads: the photo pipeline on a 5 MB JPEG (goal < 500 ms) and the cold
 * start of the built server on PGlite (goal < 3,000 ms).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { processPhoto } from '../apps/server/src/core/media/photo-pipeline.js';
import { stop } from './lib/process.js';
import { ROOT, SERVER_FLAGS } from './lib/settings.js';
import { webDist } from './lib/web-build.js';

/** A 5 MB JPEG of noise (noise does not compress, so the pixels are as many as the bytes allow). */
export async function fiveMegabyteJpeg(): Promise<Buffer> {
  const width = 2600;
  const height = 1900;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2_654_435_761) >>> 24;
  let quality = 95;
  for (;;) {
    const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length <= 5_242_880 || quality <= 50) return jpeg;
    quality -= 5;
  }
}

export async function timePhotoPipeline(
  photo: Buffer,
): Promise<{ bytes: number; medianMs: number; maxMs: number }> {
  const samples: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await processPhoto(photo);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { bytes: photo.length, medianMs: samples[2]!, maxMs: samples[4]! };
}

/** Spawn of the built server on PGlite in `dataDir` to its first answer of the home feed, in ms. */
async function firstAnswer(bundle: string, dataDir: string): Promise<number> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_FLAGS, bundle], {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      GOOGLE_CLIENT_ID: 'bench.apps.googleusercontent.com',
      WEB_DIST: webDist(),
    },
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      if (performance.now() - started > 120_000) throw new Error('no answer within 120 s');
      const ok = await fetch(`http://127.0.0.1:${port}/api/home/?page=1`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    await stop(child);
  }
}

/**
 * Cold start of the built server (apps/server/dist/server.mjs, built if missing) on PGlite: the first
 * start ever (creates the data directory: initdb and migrations) and a restart on that directory.
 */
export async function coldStart(): Promise<{ firstStartMs: number; restartMs: number; bundle: string }> {
  const bundle = join(ROOT, 'apps/server/dist/server.mjs');
  // As `npm start` builds it: the bundle and the PGlite seed a first start unpacks (without the seed, a
  // first start runs initdb and every migration: 3.2 s instead of 1.6 s, measured).
  if (!existsSync(bundle) || !existsSync(join(ROOT, 'apps/server/dist/pglite-seed.tar.gz'))) {
    const build = spawnSync('npm', ['run', 'build:server'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`npm run build:server failed (${build.status})`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'hh-bench-pglite-'));
  try {
    const firstStartMs = await firstAnswer(bundle, dataDir);
    const restartMs = await firstAnswer(bundle, dataDir);
    return { firstStartMs, restartMs, bundle: 'apps/server/dist/server.mjs' };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
