import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
for (const path of process.argv.slice(2)) {
  const r = await lighthouse(`http://127.0.0.1:3300${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r.lhr.audits;
  console.log(path, 'score', r.lhr.categories.performance.score, 'TBT', Math.round(a['total-blocking-time'].numericValue), 'FCP', Math.round(a['first-contentful-paint'].numericValue), 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'SI', Math.round(a['speed-index'].numericValue), 'CLS', a['cumulative-layout-shift'].numericValue);
  for (const item of a['long-tasks']?.details?.items ?? []) console.log('  long task', item.url, Math.round(item.startTime), Math.round(item.duration));
  for (const item of (a['bootup-time']?.details?.items ?? []).slice(0, 5)) console.log('  bootup', item.url, Math.round(item.total), Math.round(item.scripting));
  for (const item of (a['mainthread-work-breakdown']?.details?.items ?? []).slice(0, 6)) console.log('  main', item.groupLabel, Math.round(item.duration));
}
chrome.kill();
