/**
 * Web performance benchmark (not a test): builds the app (skip with BENCH_SKIP_BUILD=1), starts the
 * production server bundle on a loopback port with demo content, and runs Lighthouse (mobile preset,
 * simulated throttling) in Debian's Chromium against /, /home, /search, /shop, /info and
 * /user/{username} (the six server-drawn pages). Prints the median of BENCH_RUNS runs (default 3) of the performance
 * score, FCP, LCP, TBT, CLS and bytes for each page, with the accessibility score and any accessibility audit
 * that failed in a run. Then the first tap on the profile (bench/web-first-tap.mjs, decision 020). First of
 * all, the gzipped JS of the stack alone (bench/web-bundle-floor.mjs, decision 021).
 *
 *   npm run bench:web   (optional: BENCH_RUNS=5 BENCH_PORT=3190 BENCH_PROFILE=aarav BENCH_PAGES=/,/home)
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { measureBundleFloor } from './web-bundle-floor.mjs';
import { measureFirstTap } from './web-first-tap.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3190);
const PROFILE = process.env.BENCH_PROFILE ?? 'aarav';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BASE = `http://127.0.0.1:${PORT}`;
// BENCH_PAGES=/user/aarav,/home: only these pages.
const PAGES = process.env.BENCH_PAGES?.split(',') ?? [
  '/',
  '/home',
  '/search',
  '/shop',
  '/info',
  `/user/${PROFILE}`,
];

if (!process.env.BENCH_SKIP_BUILD) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Decisions 021 and 025: what the stack alone ships to a screen that hydrates, the floor under each budget.
console.log('The stack alone, each layer on top of the one before (gzip -9, as the bundle budget):');
console.table(await measureBundleFloor());

async function waitReady(deadline = Date.now() + 60_000) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/readyz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server on ${BASE} did not become ready`);
}

/** A task's script as a short name: its path, or what Lighthouse calls it ('Unattributable'). */
const shortUrl = (url) => {
  try {
    return new URL(url).pathname;
  } catch {
    return String(url);
  }
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

const dataDir = mkdtempSync(join(tmpdir(), 'handlehub-lighthouse-'));
const server = spawn('node', ['apps/server/dist/server.mjs'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    // Demo content needs a non-production NODE_ENV; the assets are the production build either way.
    NODE_ENV: 'test',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: BASE,
    DEMO_CONTENT: 'true',
    // The log as shipped (LOG_LEVEL's default). Rate limits off: every Lighthouse run comes from one
    // address and reloads each page and its assets many times a minute, which no visitor does.
    RATE_LIMITS: 'false',
  },
});
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

try {
  await waitReady();
  console.log(`Lighthouse ${RUNS} run(s) per page, mobile preset, simulated throttling; median shown.`);
  console.log(
    `load average: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.log('(2-core machine shared with other work: figures are noisy.)\n');
  const rows = [];
  const reasons = [];
  for (const path of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const audit = () =>
        lighthouse(`${BASE}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
      let result = await audit();
      // Lighthouse's own flake (its trace lost the navigation's start): that run is made again, once.
      if (result.lhr.runtimeError?.code === 'NO_NAVSTART') result = await audit();
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) throw new Error(`${path}: ${runtimeError.code} ${runtimeError.message}`);
      for (const id of ['largest-contentful-paint', 'cumulative-layout-shift', 'total-blocking-time']) {
        if (audits[id].numericValue === undefined) {
          throw new Error(`${path}: ${id} has no value (${audits[id].errorMessage ?? 'no message'})`);
        }
      }
      runs.push({
        score: Math.round((categories.performance.score ?? 0) * 100),
        a11y: Math.round((categories.accessibility.score ?? 0) * 100),
        failedA11y: Object.values(audits)
          .filter((audit) =>
            categories.accessibility.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
          )
          .filter((audit) => audit.score !== null && audit.score < 1)
          .map((audit) => audit.id),
        fcp: audits['first-contentful-paint'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        bytes: audits['total-byte-weight'].numericValue,
        benchmarkIndex: result.lhr.environment.benchmarkIndex,
        // TBT's measured reason: the main thread's work by kind, and the long tasks with their scripts.
        work: Object.fromEntries(
          (audits['mainthread-work-breakdown'].details?.items ?? []).map((item) => [
            item.group,
            item.duration,
          ]),
        ),
        longTasks: (audits['long-tasks'].details?.items ?? []).map(
          (task) => `${Math.round(task.duration)} ms ${shortUrl(task.url)}`,
        ),
      });
    }
    const pick = (key) => median(runs.map((r) => r[key]));
    const medianRun = runs.find((r) => r.tbt === pick('tbt')) ?? runs[0];
    reasons.push({
      page: path,
      'TBT ms': Math.round(medianRun.tbt),
      'benchmark index': Math.round(medianRun.benchmarkIndex),
      ...Object.fromEntries(
        Object.entries(medianRun.work)
          .sort(([, a], [, b]) => b - a)
          .slice(0, 4)
          .map(([group, ms]) => [group, Math.round(ms)]),
      ),
      'long tasks': medianRun.longTasks.join('; ') || '-',
    });
    rows.push({
      page: path,
      score: pick('score'),
      'FCP ms': Math.round(pick('fcp')),
      'LCP ms': Math.round(pick('lcp')),
      'TBT ms': Math.round(pick('tbt')),
      CLS: Number(pick('cls').toFixed(3)),
      'KB (transfer)': Number((pick('bytes') / 1024).toFixed(1)),
      'scores seen': runs.map((r) => r.score).join(' '),
      a11y: pick('a11y'),
      'a11y audits failed': [...new Set(runs.flatMap((r) => r.failedA11y))].join(' ') || '-',
    });
  }
  console.table(rows);
  console.log(
    "\nThe run of median TBT for each page: Lighthouse's benchmark index of this machine, the main thread's work by kind (ms, simulated x4 CPU), and its long tasks:",
  );
  console.table(reasons);
  if (PAGES.includes(`/user/${PROFILE}`)) {
    // Decision 020: the app starts on the first tap; what that tap waits for, beside a tap once it runs.
    const taps = await measureFirstTap({
      base: BASE,
      path: `/user/${PROFILE}`,
      runs: RUNS,
      chromiumPath: CHROMIUM,
    });
    console.log(
      `\nFirst tap on /user/${PROFILE} (a handle's QR button; CPU x4, 150 ms RTT, 1.6 Mbit/s; tap to the dialog's first frame, median of ${RUNS}):`,
    );
    for (const [name, { median: ms, runs }] of Object.entries(taps)) {
      console.log(`  ${name}: ${ms} ms (runs: ${runs.join(', ')} ms)`);
    }
  }
  console.log(
    `load average: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
} finally {
  chrome.kill();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
