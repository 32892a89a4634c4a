/** The quick and full runs' report: bench/results/bench-{quick|full}.json and its Markdown table. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type InsightsReport, insightsMarkdown } from '../insights-rows.js';
import type { Measured } from './load.js';
import { CONNECTIONS, RESULTS_DIR, WARMUP_SECONDS } from './settings.js';

export interface Report {
  mode: 'quick' | 'full';
  date: string;
  node: string;
  users: number;
  secondsPerTarget: number;
  logLevel: string;
  loadAverage: string[];
  seedSeconds: number;
  targets: Measured[];
  insights: InsightsReport;
  photo: { bytes: number; medianMs: number; maxMs: number };
  coldStart: { firstStartMs: number; restartMs: number; bundle: string };
}

function markdown(report: Report): string {
  const rows = report.targets.map(
    (t) =>
      `| ${t.name} | ${Math.round(t.requestsPerSecond).toLocaleString('en')} | ${t.p50Ms} | ${t.p99Ms} | ${(t.ofCeiling * 100).toFixed(0)}% | ${t.non2xx + t.errors} | ${t.cores ? `${t.cores.server} / ${t.cores.loadGenerator} / ${t.cores.database}` : ''} | ${t.goal ?? ''} |`,
  );
  return [
    `# Benchmark (${report.mode}): ${report.users.toLocaleString('en')} users`,
    '',
    `${report.date}, Node ${report.node}, ${CONNECTIONS} connections, ${report.secondsPerTarget} s per target after ${WARMUP_SECONDS} s warm-up, app LOG_LEVEL ${report.logLevel},`,
    `load average ${report.loadAverage.join(' / ')} at the start (a shared 2-core machine: figures are noisy).`,
    `Seeding took ${report.seedSeconds} s.`,
    '',
    '| target | requests/s | p50 ms | p99 ms | of ceiling | non-2xx + errors | cores busy: server / autocannon / PostgreSQL | goal |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows,
    '',
    ...insightsMarkdown(report.insights),
    `Photo pipeline on a ${(report.photo.bytes / 1_048_576).toFixed(2)} MB JPEG: median ${report.photo.medianMs.toFixed(0)} ms, max ${report.photo.maxMs.toFixed(0)} ms of 5 runs (goal < 500 ms).`,
    `Cold start of ${report.coldStart.bundle} on PGlite to the first home feed answer (goal < 3000 ms): restart on an existing data directory ${report.coldStart.restartMs.toFixed(0)} ms; very first start (initdb + migrations) ${report.coldStart.firstStartMs.toFixed(0)} ms.`,
    '',
  ].join('\n');
}

/** Writes the report's JSON and Markdown beside the earlier runs' and prints the Markdown. */
export function writeReport(report: Report): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(join(RESULTS_DIR, `bench-${report.mode}.json`), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(RESULTS_DIR, `bench-${report.mode}.md`), markdown(report));
  console.log(`\n${markdown(report)}`);
}
