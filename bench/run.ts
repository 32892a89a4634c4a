/**
 * `npm run bench` (add `-- --quick` for 100,000 users and short runs): seeds a fresh PostgreSQL database
 * on DATABASE_URL's server, starts the app and a bare node:http server (the machine's ceiling) each in its
 * own process, and loads every target with autocannon on loopback for a fixed time at 50 connections.
 * Also times the photo pipeline on a 5 MB JPEG and the cold start of the built server on PGlite.
 * Writes bench/results/bench-{quick|full}.{json,md}; the database is dropped afterwards.
 * `-- --scale`: the uncached search and feed rows at several sizes instead (bench/scale.ts).
 *
 * What each module measures: ceiling-rows.ts (the bare server), profile-rows.ts (the public profile and
 * its files), search-and-feed-rows.ts (discovery), insights-rows.ts (view counting),
 * photo-and-cold-start.ts (the timed runs), scale.ts (the scale table); lib/ holds the processes, CPU
 * accounting, loading, query plans, the web build and the report. Settings and flags: lib/settings.ts.
 */
import { runFull } from './full.js';
import { scale } from './lib/settings.js';
import { runScale } from './scale.js';

(scale ? runScale() : runFull()).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
