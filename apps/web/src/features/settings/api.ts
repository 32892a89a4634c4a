import {
  type AccountStatus,
  accountStatusResponse,
  type ChangeStatusInput,
  changeStatusResponse,
  type FeedbackInput,
  messageResponse,
} from '@handlehub/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

/** Keyed by the session token, so another person signing in on this browser never sees these switches. */
const accountStatusKey = (token: string) => ['account-status', token] as const;

export function useAccountStatus(token: string) {
  return useQuery({
    queryKey: accountStatusKey(token),
    queryFn: ({ signal }) => apiRequest('/api/profile/getaccountstatus', accountStatusResponse, { signal }),
    select: (data) => data.status,
    staleTime: 0,
  });
}

/** Changes one switch; the cached status (what the switches show) changes only with the server's answer. */
export function useChangeStatus(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeStatusInput) =>
      apiRequest('/api/profile/changestatus', changeStatusResponse, { json: input }),
    onSuccess: ({ status }: { status: AccountStatus }) =>
      client.setQueryData(accountStatusKey(token), { status }),
  });
}

export const submitFeedback = (input: FeedbackInput) =>
  apiRequest('/api/others/submitfeedback', messageResponse, { json: input });

export const deleteAccount = () =>
  apiRequest('/api/profile/deleteaccount', messageResponse, { method: 'POST', json: {} });
