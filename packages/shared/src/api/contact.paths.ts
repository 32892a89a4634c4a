import type { Route } from './endpoint.js';

/** Take the profile along: `:file` is `{username}.vcf` for the contact, `{username}.svg` for the card. */
export const contactPaths = {
  vcard: { method: 'GET', path: '/api/vcard/:file' },
  card: { method: 'GET', path: '/api/card/:file' },
} as const satisfies Record<string, Route>;
