import { z } from 'zod';
import { ITEM_SLUG } from './item-slug.js';
import { PAGE_MAX } from './limits.js';
import { MESSAGES } from './messages.js';

/** Query-string parts every paged list shares: the home feed, search and the shop. */

/** A page number from a query string: a whole number from 1 to PAGE_MAX, default 1. */
export const pageQuery = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '') return 1;
    if (!/^\d{1,6}$/.test(value)) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.invalidPage });
      return z.NEVER;
    }
    const page = Number(value);
    if (page < 1 || page > PAGE_MAX) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.invalidPage });
      return z.NEVER;
    }
    return page;
  });

/**
 * An optional game filter (`&game=pubg`): absent or empty means all. Here only its shape (a catalogue key's);
 * the server checks that it names a game of the catalogue, which the web's lists do not download.
 */
export const gameQuery = z
  .string({ error: MESSAGES.invalidGame })
  .optional()
  .transform((value, ctx): string | undefined => {
    if (value === undefined || value === '') return undefined;
    if (ITEM_SLUG.test(value) && !value.includes('-')) return value;
    ctx.addIssue({ code: 'custom', message: MESSAGES.invalidGame });
    return z.NEVER;
  });
