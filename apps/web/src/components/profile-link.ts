import { profilePath } from '@handlehub/shared/routes';
import { useAuthConfig } from '../lib/auth-config';

/** PUBLIC_URL/user/{username}; this page's own origin until the configuration has loaded. */
export function useProfileLink(username: string): string {
  const { data } = useAuthConfig();
  const origin = (data?.publicUrl ?? window.location.origin).replace(/\/+$/, '');
  return `${origin}${profilePath(username)}`;
}
