import { profilePath, qrProfilePath } from '@handlehub/shared/routes';
import { useAuthConfig } from '../lib/auth-config';

/** PUBLIC_URL; this page's own origin until the configuration has loaded. */
function usePublicOrigin(): string {
  const { data } = useAuthConfig();
  return (data?.publicUrl ?? window.location.origin).replace(/\/+$/, '');
}

/** PUBLIC_URL/user/{username}: the link to share, copy and show. */
export function useProfileLink(username: string): string {
  return `${usePublicOrigin()}${profilePath(username)}`;
}

/** PUBLIC_URL/user/{username}?src=qr: what the profile's QR codes encode, so scans can be counted. */
export function useQrLink(username: string): string {
  return `${usePublicOrigin()}${qrProfilePath(username)}`;
}
