import type { Route } from './endpoint.js';

export const feedbackPaths = {
  submit: { method: 'POST', path: '/api/others/submitfeedback' },
} as const satisfies Record<string, Route>;
