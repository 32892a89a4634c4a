import { createHash } from 'node:crypto';

/** A strong validator of `content` (a body, or what a drawn file is made from): 22 characters of its SHA-1. */
export const etagOf = (content: string | Buffer): string =>
  `"${createHash('sha1').update(content).digest('base64url').slice(0, 22)}"`;
