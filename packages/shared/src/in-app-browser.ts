/**
 * Out of the social apps' in-app browsers (docs/decisions/013-play-together.md): the public
 * page offers 'Open in your browser' there. A module of its own, so the page's first download carries
 * only this.
 */

/** Apps whose in-app browser the public page offers to leave. */
export type InAppBrowser = 'instagram' | 'facebook' | 'tiktok' | 'snapchat';

/**
 * The in-app browser a user agent belongs to, or null for an ordinary browser. The apps name themselves
 * in their web views' user agents: `Instagram 324.0…`, `[FBAN/FBIOS;FBAV/…]` or `[FB_IAB/FB4A;FBAV/…]`
 * (Facebook, Messenger), `musical_ly_…`, `BytedanceWebview/…` or `trill_…` (TikTok and its Asian
 * edition), `Snapchat/12.…`.
 */
export function inAppBrowserOf(userAgent: string): InAppBrowser | null {
  if (/\bInstagram\b/.test(userAgent)) return 'instagram';
  if (/\bFB(AN|AV|_IAB)\//.test(userAgent)) return 'facebook';
  if (/musical_ly|Bytedance|\bTikTok\b|\btrill_\d/.test(userAgent)) return 'tiktok';
  if (/\bSnapchat\b/.test(userAgent)) return 'snapchat';
  return null;
}

/** Instagram's own way out: its in-app browser hands `url` to the phone's browser. */
export const instagramExternalUrl = (url: string) => `instagram://extbrowser/?url=${encodeURIComponent(url)}`;
