import {
  adminCountsResponse,
  adminFeedbackList,
  adminFeedbackQuery,
  adminReportList,
  adminReportsQuery,
  adminResolveResult,
  adminUsernameParam,
  adminUserResult,
  reportIdParam,
  resolveReportInput,
} from '../moderation.js';
import { endpoints } from './define.js';
import { moderationPaths } from './moderation.paths.js';

const userCommand = { params: adminUsernameParam, answer: adminUserResult } as const;

/** Every one needs the `admin-token` header (ADMIN_TOKEN_HEADER). */
export const moderationApi = endpoints(moderationPaths, {
  block: userCommand,
  unblock: userCommand,
  grantShop: userCommand,
  revokeShop: userCommand,
  feedback: { query: adminFeedbackQuery, answer: adminFeedbackList },
  reports: { query: adminReportsQuery, answer: adminReportList },
  resolve: { params: reportIdParam, body: resolveReportInput, answer: adminResolveResult },
  counts: { answer: adminCountsResponse },
});
