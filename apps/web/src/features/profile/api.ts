import { type AccountStatus, type ChangeStatusInput, exportFileName } from '@handlehub/shared';
import { profileApi } from '@handlehub/shared/api/profile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

/** Edit Profile's multipart form: photo (optional), name, username, gender. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: (form: FormData) => callApi(profileApi.update, { form }),
  });
}

/**
 * The signed-in person as the server holds them now: Edit Profile starts from this, never from the copy
 * stored in the browser at sign-in (another device may have changed the bio or theme since).
 */
export function useCurrentUser(token: string) {
  return useQuery({
    queryKey: ['current-user', token],
    queryFn: ({ signal }) => callApi(profileApi.user, { signal }),
    select: (data) => data.user,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Keyed by the session token, so another person signing in on this browser never sees these switches. */
const accountStatusKey = (token: string) => ['account-status', token] as const;

/**
 * The lock and visibility switches as the server holds them (`isPublic`, `isSearchable`, `isLocked`).
 * `token` is undefined while the session is not known yet (a page the server drew, hydrating): nothing is
 * asked, and the query stays pending.
 */
export function useAccountStatus(token: string | undefined) {
  return useQuery({
    queryKey: accountStatusKey(token ?? ''),
    queryFn: ({ signal }) => callApi(profileApi.status, { signal }),
    select: (data) => data.status,
    staleTime: 0,
    enabled: token !== undefined,
  });
}

/** Changes one switch; the cached status (what the switches show) changes only with the server's answer. */
export function useChangeStatus(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeStatusInput) => callApi(profileApi.changeStatus, { json: input }),
    onSuccess: ({ status }: { status: AccountStatus }) =>
      client.setQueryData(accountStatusKey(token), { status }),
  });
}

export const deleteAccount = () => callApi(profileApi.deleteAccount);

/**
 * "Download my data": fetches the export with the session token (a plain link could not send the
 * `user-token` header) and saves it under the server's file name, handlehub-{username}.json.
 */
export async function downloadMyData(): Promise<void> {
  const data = await callApi(profileApi.export);
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
