import { post } from './endpoint.js';

export const reportsPaths = {
  report: post('/api/report'),
} as const;
