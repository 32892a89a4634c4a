import { messageResponse } from '../errors.js';
import { feedbackInput } from '../feedback.js';
import { endpoints } from './define.js';
import { feedbackPaths } from './feedback.paths.js';

export const feedbackApi = endpoints(feedbackPaths, {
  submit: { body: feedbackInput, answer: messageResponse },
});
