import { z } from 'zod';
import { MESSAGES } from './messages.js';
import { hasInvisibleChars } from './text.js';

/**
 * A text a person must write (a product's fields, feedback): trimmed, then refused with `empty` when
 * nothing is left, with `tooLong` past `max` characters, and with the one message for an invisible or
 * direction-changing character; `lines` allows line breaks and tabs. A text that is too long is not read
 * further (zod would otherwise go on to the next check).
 */
export function requiredText({
  empty,
  max,
  tooLong,
  lines = false,
}: {
  empty: string;
  max: number;
  tooLong: string;
  lines?: boolean;
}) {
  return z
    .string({ error: empty })
    .trim()
    .min(1, empty)
    .max(max, { error: tooLong, abort: true })
    .refine((value) => !hasInvisibleChars(value, { lines }), MESSAGES.textInvisible);
}
