import { messageResponse } from '../errors.js';
import { reportInput } from '../moderation.js';
import { endpoints } from './define.js';
import { reportsPaths } from './reports.paths.js';

export const reportsApi = endpoints(reportsPaths, {
  report: { body: reportInput, answer: messageResponse, status: 201 },
});
