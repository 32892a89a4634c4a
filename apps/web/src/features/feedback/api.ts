import type { FeedbackInput } from '@handlehub/shared';
import { feedbackApi } from '@handlehub/shared/api/feedback';
import { callApi } from '../../lib/api';

export const submitFeedback = (input: FeedbackInput) => callApi(feedbackApi.submit, { json: input });
