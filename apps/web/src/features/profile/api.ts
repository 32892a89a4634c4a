import {
  type AccountStatus,
  accountStatusResponse,
  type ChangeStatusInput,
  changeStatusResponse,
  exportFileName,
  messageResponse,
  profileExport,
  updateProfileResponse,
} from '@handlehub/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

/** `POST /api/profile/updateprofile` with the multipart form: photo (optional), name, username, gender. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: (form: FormData) => apiRequest('/api/profile/updateprofile', updateProfileResponse, { form }),
  });
}

/** Keyed by the session token, so another person signing in on this browser never sees these switches. */
const accountStatusKey = (token: string) => ['account-status', token] as const;

/** The lock and visibility switches as the server holds them (`isPublic`, `isSearchable`, `isLocked`). */
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

export const deleteAccount = () =>
  apiRequest('/api/profile/deleteaccount', messageResponse, { method: 'POST', json: {} });

/**
 * "Download my data": fetches the export with the session token (a plain link could not send the
 * `user-token` header) and saves it under the server's file name, handlehub-{username}.json.
 */
export async function downloadMyData(): Promise<void> {
  const data = await apiRequest('/api/profile/export', profileExport);
  const file = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(data.profile.username);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; the URL is dropped a little later to be sure.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
