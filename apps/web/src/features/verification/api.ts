import { signInApi } from '@handlehub/shared/api/sign-in';
import { verificationApi } from '@handlehub/shared/api/verification';
import type { SignInMethod } from '@handlehub/shared/verification';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { leaveFor } from '../../lib/leave-for';

/** One item's verification status, as its owner sees it (level, evidence, proof code, ways to verify). */
export const verificationKey = (id: number) => ['verification', id] as const;

export function useVerificationStatus(id: number, enabled = true) {
  return useQuery({
    queryKey: verificationKey(id),
    queryFn: ({ signal }) => callApi(verificationApi.status, { params: { id: String(id) }, signal }),
    enabled,
  });
}

/**
 * "Check now": the server reads the profile at once (rate-limited: a 429 says so). The answer's status
 * replaces the cached one; `onChanged` tells the screens that show the item's level to read it again.
 */
export function useCheckNow(id: number, onChanged: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(verificationApi.check, { json: { id } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(verificationKey(id), answer.status);
      onChanged();
    },
  });
}

/**
 * "Sign in with …": the start needs the session, which travels in a header a plain link cannot send, so
 * the app asks for the platform's address (the answer also sets the `hh_verify` cookie tying the sign-in
 * to this browser) and then leaves for it. The platform sends the browser back to `/profile?verify=…`.
 */
export function useSignInStart(id: number) {
  return useMutation({
    mutationFn: (method: SignInMethod) =>
      callApi(signInApi.start, { params: { method }, query: { item: String(id) } }),
    onSuccess: ({ location }) => leaveFor(location),
  });
}
