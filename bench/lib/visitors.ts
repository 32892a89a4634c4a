/** Who the load pretends to be: which seeded person a request names, and the browser or bot that asks. */
import { isBlockedSeed, usernameOf } from '../seed.js';
import { USERS } from './settings.js';

/** A seeded person the public profile shows (the blocked ones answer 404). */
export const randomUser = () => {
  for (;;) {
    const i = 1 + Math.floor(Math.random() * USERS);
    if (!isBlockedSeed(i)) return usernameOf(i);
  }
};

/** What Chrome sends with a page request: a browser opening a profile from a QR code asks for brotli. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** A browser's user agent: its visits and beacons are counted (docs/decisions/006-insights.md). */
export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** A bot's user agent: answered without counting. */
export const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
