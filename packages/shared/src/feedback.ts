import { z } from 'zod';
import { FEEDBACK_MAX } from './limits.js';
import { MESSAGES } from './messages.js';
import { hasInvisibleChars } from './text.js';

export const feedbackInput = z.object({
  feedback: z
    .string({ error: MESSAGES.feedbackEmpty })
    .trim()
    .min(1, MESSAGES.feedbackEmpty)
    .max(FEEDBACK_MAX, MESSAGES.feedbackTooLong)
    .refine((value) => !hasInvisibleChars(value, { lines: true }), MESSAGES.textInvisible),
});
export type FeedbackInput = z.infer<typeof feedbackInput>;
