import { verificationApi } from '@handlehub/shared/api/verification';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

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
