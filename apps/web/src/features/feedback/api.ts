import { type FeedbackInput, messageResponse } from '@handlehub/shared';
import { apiRequest } from '../../lib/api';

export const submitFeedback = (input: FeedbackInput) =>
  apiRequest('/api/others/submitfeedback', messageResponse, { json: input });
