import { z } from 'zod';
import { FEEDBACK_MAX } from './limits.js';
import { MESSAGES } from './messages.js';
import { requiredText } from './required-text.js';

export const feedbackInput = z.object({
  feedback: requiredText({
    empty: MESSAGES.feedbackEmpty,
    max: FEEDBACK_MAX,
    tooLong: MESSAGES.feedbackTooLong,
    lines: true,
  }),
});
export type FeedbackInput = z.infer<typeof feedbackInput>;
