/**
 * The public profile's rows: its JSON, its HTML as a browser and a bare client ask for it, and the files
 * made from it (game links and pages, QR code, vCard, link-preview card, photo).
 */
import type { Target } from './lib/load.js';
import { BROWSER_ACCEPT_ENCODING, BROWSER_UA, randomUser } from './lib/visitors.js';

/** The rows of one profile, `popular` (with a photo and handles), and of random ones. */
export function profileTargets(popular: string): Target[] {
  return [
    { name: `GET /api/user/{popular}`, path: `/api/user/${popular}`, goal: '>= 50% of ceiling' },
    // Right after the row as shipped, so that both meet the same load from the rest of the machine.
    {
      name: 'GET /api/user/{popular}, LOG_LEVEL=warn: no access log',
      path: `/api/user/${popular}`,
      withoutAccessLog: true,
    },
    {
      name: 'GET /api/user/{random}',
      path: () => `/api/user/${randomUser()}`,
      goal: '>= 15% of ceiling, p99 < 40 ms',
    },
    {
      name: 'HTML /user/{popular}, as a browser asks (brotli)',
      path: `/user/${popular}`,
      headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
      goal: '>= 40% of ceiling',
      bytesCeiling: true,
    },
    { name: 'HTML /user/{popular}, no Accept-Encoding', path: `/user/${popular}` },
    // Play together (docs/decisions/013-play-together.md), beside the profile: a browser's visits, so
    // each link is counted as a click.
    {
      name: 'GET /user/{popular}/ig, 302 to Instagram (counted)',
      path: `/user/${popular}/ig`,
      headers: { 'user-agent': BROWSER_UA },
    },
    {
      name: 'HTML /user/{popular}/minecraft, game ID page (counted, brotli)',
      path: `/user/${popular}/minecraft`,
      headers: { 'user-agent': BROWSER_UA, 'accept-encoding': BROWSER_ACCEPT_ENCODING },
    },
    { name: 'GET /api/qr/{popular}/instagram.svg', path: `/api/qr/${popular}/instagram.svg` },
    { name: 'GET /api/vcard/{popular}.vcf', path: `/api/vcard/${popular}.vcf` },
    { name: 'GET /api/card/{popular}.svg, drawn once', path: `/api/card/${popular}.svg` },
  ];
}

/** The profile photo as the pages ask for it. */
export const photoTarget = (photoId: string): Target => ({
  name: 'GET /media/{photo}-512.webp',
  path: `/media/${photoId}-512.webp`,
});
