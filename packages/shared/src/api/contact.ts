import { imageFileParam, ogImageQuery } from '../qr.js';
import { contactPaths } from './contact.paths.js';
import { endpoints } from './define.js';

export const contactApi = endpoints(contactPaths, {
  /** A vCard 4.0 file. */
  vcard: { params: imageFileParam, answer: null },
  /** An SVG image, about 480×160; `?v=` only for caching. */
  card: { params: imageFileParam, query: ogImageQuery, answer: null },
});
