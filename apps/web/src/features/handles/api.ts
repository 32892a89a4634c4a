import type { UpdateSocialAccountsInput } from '@handlehub/shared';
import { handlesApi } from '@handlehub/shared/api/handles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { publicProfileKeys } from '../../lib/query-keys';

/** Keyed by username so another person signing in on this browser never sees the last one's handles. */
export const socialAccountsKey = (username: string) => ['social-accounts', username] as const;

/**
 * Every item (handle or link) of the person, hidden ones too, in their order. Here beside the 13 fields'
 * key because each list changes the other: the 13 fields are the first item of each of their keys.
 */
export const itemsKey = (username: string) => ['handle-items', username] as const;

export function useSocialAccounts(username: string | undefined) {
  return useQuery({
    queryKey: socialAccountsKey(username ?? ''),
    queryFn: ({ signal }) => callApi(handlesApi.get, { signal }),
    select: (data) => data.userAccount.accounts,
    enabled: Boolean(username),
  });
}

export function useSaveSocialAccounts(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSocialAccountsInput) => callApi(handlesApi.update, { json: input }),
    onSuccess: (data) => {
      queryClient.setQueryData(socialAccountsKey(username), data);
      void queryClient.invalidateQueries({ queryKey: itemsKey(username) });
      void queryClient.invalidateQueries({ queryKey: publicProfileKeys.of(username) });
    },
  });
}

/**
 * Every item of the signed-in person, hidden ones too, in their order (decision 027). `username` is
 * undefined while the session is not known yet: nothing is asked, and the query stays pending.
 */
export function useMyItems(username: string | undefined) {
  return useQuery({
    queryKey: itemsKey(username ?? ''),
    queryFn: ({ signal }) => callApi(handlesApi.items, { signal }),
    select: (data) => data.items,
    enabled: username !== undefined,
  });
}

/**
 * The signed-in person's rows of platforms the catalogue does not have (decision 033), from the same
 * answer as {@link useMyItems}: shown apart on their screens, to be deleted.
 */
export function useMyUnsupportedItems(username: string | undefined) {
  return useQuery({
    queryKey: itemsKey(username ?? ''),
    queryFn: ({ signal }) => callApi(handlesApi.items, { signal }),
    select: (data) => data.unsupported,
    enabled: username !== undefined,
  });
}
