import { UI_TEXTS, type UsernameAvailability } from '@handlehub/shared';
import { authApi } from '@handlehub/shared/api/auth';
import { useDebouncedValue } from '@mantine/hooks';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { callApi } from './api';

/** Typing pauses shorter than this ask nothing; each pause asks once (the answer is cached per name). */
export const USERNAME_CHECK_PAUSE_MS = 400;

export const usernameAvailabilityKey = (username: string) => ['username-available', username] as const;

export const fetchUsernameAvailability = (username: string, signal?: AbortSignal) =>
  callApi(authApi.usernameAvailable, { query: { username }, ...(signal ? { signal } : {}) });

export interface UsernameCheck {
  /** 'taken' and 'available' are the server's answer for the name now in the field. */
  state: 'idle' | 'checking' | 'available' | 'taken';
  /** What to show under the field while it is not an error: checking, or available. */
  note: string | undefined;
}

/**
 * The live "username available / taken" check of the sign-up dialog and Edit Profile: asks the server
 * after a pause in typing, only for a name that passes the form's own rules (`valid`) and is not `unchanged`
 * (the person's current name). A failed check says nothing: Save still asks the server.
 */
export function useUsernameCheck(username: string, valid: boolean, unchanged = false): UsernameCheck {
  const [settled] = useDebouncedValue(username, USERNAME_CHECK_PAUSE_MS);
  const ask = valid && !unchanged;
  const query = useQuery({
    queryKey: usernameAvailabilityKey(settled),
    queryFn: ({ signal }) => fetchUsernameAvailability(settled, signal),
    enabled: ask && settled === username,
    staleTime: 10_000,
    retry: false,
  });
  if (!ask) return { state: 'idle', note: undefined };
  const answer: UsernameAvailability | undefined = settled === username ? query.data : undefined;
  if (!answer) {
    return query.isError && settled === username
      ? { state: 'idle', note: undefined }
      : { state: 'checking', note: UI_TEXTS.usernameChecking };
  }
  return answer.available
    ? { state: 'available', note: UI_TEXTS.usernameAvailable }
    : { state: 'taken', note: undefined };
}

/**
 * Asks once more, not from the cache, whether a name is taken: Edit Profile before its 'Change Username!'
 * warning. A failed check answers no and lets the save ask.
 */
export async function isUsernameTaken(queryClient: QueryClient, username: string): Promise<boolean> {
  try {
    const answer = await queryClient.fetchQuery({
      queryKey: usernameAvailabilityKey(username),
      queryFn: ({ signal }) => fetchUsernameAvailability(username, signal),
      staleTime: 0,
    });
    return !answer.available;
  } catch {
    return false;
  }
}
