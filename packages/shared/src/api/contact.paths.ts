import { get } from './endpoint.js';

/** Take the profile along: `:file` is `{username}.vcf` for the contact, `{username}.svg` for the card. */
export const contactPaths = {
  vcard: get('/api/vcard/:file'),
  card: get('/api/card/:file'),
} as const;
