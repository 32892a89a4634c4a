// Runs the Playwright end-to-end suite in Debian's Chromium. Without the browser a developer's run
// skips with a message; under CI=true a missing browser is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const message = `End-to-end tests need Chromium at ${chromium} (Debian: apt-get install -y chromium).`;
  if (process.env.CI) {
    console.error(`FAIL: ${message}`);
    process.exit(1);
  }
  console.warn(`SKIPPED end-to-end tests: ${message}`);
  process.exit(0);
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
