import { get } from './endpoint.js';

/** One link and one QR code per handle; `:platform` is a handle key or an alias (`ig`), `:file` `{platform}.svg|png`. */
export const platformLinksPaths = {
  /** Not under /api: a social handle's redirect, or a game ID's page (HTML). */
  page: get('/user/:username/:platform'),
  qr: get('/api/qr/:username/:file'),
} as const;
