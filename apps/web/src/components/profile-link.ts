import { pathOf, withQuery } from '@handlehub/shared/api/endpoint';
import { qrPaths } from '@handlehub/shared/api/qr.paths';
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

/** The profile's QR code as a file (`qrApi.download`: `{username}.svg`, or `.png` with `?size=`). */
export const qrDownloadPath = (username: string, format: 'svg' | 'png', size?: number) =>
  withQuery(pathOf(qrPaths.download, { file: `${username}.${format}` }), {
    size: size === undefined ? undefined : String(size),
  });
