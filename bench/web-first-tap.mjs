/**
 * How long a visitor's first tap takes on a server-drawn page (decision 020: the app starts on the first
 * sign of intent), under the same conditions as Lighthouse's mobile preset: CPU slowed 4 times, 150 ms
 * round trips, 1.6 Mbit/s down. Used by bench/web-lighthouse.mjs.
 *
 * Each run opens the page in a fresh browser context (nothing cached), waits for the page to load and the
 * network to fall quiet (the loader prefetches the app's files then), and taps the first handle's QR
 * button. The time runs in the page, from the tap's `pointerdown` to the first frame that shows the QR
 * code dialog. Two cases:
 * - `first tap`: the app has not run yet; the tap starts it, is held, and is given to the button once the
 *   app has hydrated;
 * - `app already running`: the app was started first (a pointer move) and has hydrated; what the tap
 *   costs then, as for a visitor who tapped after the old loader had run the app.
 */
import { chromium } from '@playwright/test';

const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

async function oneTap(browser, url, { warm }) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    hasTouch: true,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      window.__tap = {};
      addEventListener('pointerdown', () => (window.__tap.down ??= performance.now()), true);
      new MutationObserver(() => {
        if (window.__tap.down === undefined || window.__tap.shown !== undefined) return;
        if (document.querySelector('[role="dialog"] img, [role="dialog"] canvas, [role="dialog"] svg')) {
          requestAnimationFrame(() => (window.__tap.shown ??= performance.now()));
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    if (warm) {
      await page.mouse.move(5, 5);
      await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
    }
    await page.locator('button[aria-haspopup="dialog"][aria-label^="QR code"]').first().tap();
    await page.waitForFunction(() => window.__tap.shown !== undefined, null, { timeout: 30_000 });
    return page.evaluate(() => window.__tap.shown - window.__tap.down);
  } finally {
    await context.close();
  }
}

/** Median and each run, in ms, of the first tap and of a tap once the app runs. */
export async function measureFirstTap({ base, path, runs, chromiumPath }) {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  try {
    const result = {};
    for (const [name, warm] of [
      ['first tap', false],
      ['app already running', true],
    ]) {
      const times = [];
      for (let i = 0; i < runs; i++)
        times.push(Math.round(await oneTap(browser, `${base}${path}`, { warm })));
      const sorted = [...times].sort((a, b) => a - b);
      result[name] = { median: sorted[Math.floor((sorted.length - 1) / 2)], runs: times };
    }
    return result;
  } finally {
    await browser.close();
  }
}
