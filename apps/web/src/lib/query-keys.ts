/**
 * Query keys that more than one feature reads or invalidates (a feature's own keys live in its api.ts).
 * `publicProfileKeys.all` matches every cached public profile, `of(username)` one of them.
 */
export const publicProfileKeys = {
  all: ['public-profile'] as const,
  of: (username: string) => ['public-profile', username] as const,
};
