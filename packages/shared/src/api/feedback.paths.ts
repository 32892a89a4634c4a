import { post } from './endpoint.js';

export const feedbackPaths = {
  submit: post('/api/others/submitfeedback'),
} as const;
