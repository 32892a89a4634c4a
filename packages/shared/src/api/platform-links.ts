import { z } from 'zod';
import { platformQrParams, qrDownloadQuery } from '../qr.js';
import { endpoints } from './define.js';
import { platformLinksPaths } from './platform-links.paths.js';

/** Any text: the route reads both and answers its 404 page for what names nothing. */
const platformPageParams = z.object({ username: z.string(), platform: z.string() });

export const platformLinksApi = endpoints(platformLinksPaths, {
  /** A redirect (302) or an HTML page; what is not found is the HTML 404 page, not `{error}`. */
  page: { params: platformPageParams, answer: null, refusals: {} },
  /** An SVG or PNG file to print. */
  qr: { params: platformQrParams, query: qrDownloadQuery, answer: null },
});
