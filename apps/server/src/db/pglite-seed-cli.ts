/**
 * `npm run build:server` step: writes the migrated empty PGlite data directory that a first start on the
 * embedded database unpacks instead of running initdb (see openPglite in client.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGLITE_SEED } from '../lib/paths.js';
import { buildPgliteSeed } from './client.js';

const out = process.argv[2] ?? PGLITE_SEED;
const started = performance.now();
const seed = await buildPgliteSeed();
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, seed);
console.log(
  `${out}: ${(seed.length / 1e6).toFixed(1)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
