/** Every screen route of the spec's route table; the server answers these with the web app's HTML shell. */
export const APP_ROUTES = [
  '/',
  '/login',
  '/home',
  '/profile',
  '/profile/addaccount',
  '/profile/editprofile',
  '/info',
  '/shop',
  '/search',
  '/settings',
  '/termsandconditions',
  '/privacypolicy',
] as const;

export const PUBLIC_PROFILE_PREFIX = '/user/';

/** True when `pathname` is a screen of the web app (the route table, or `/user/{username}`). */
export function isAppRoute(pathname: string): boolean {
  // Trailing slashes, matched from the first of them only: a run of slashes in an address is read once.
  const path = pathname.length > 1 ? pathname.replace(/(?<!\/)\/+$/, '') : pathname;
  if ((APP_ROUTES as readonly string[]).includes(path)) return true;
  return /^\/user\/[^/]+$/.test(path);
}

export const profilePath = (username: string) => `${PUBLIC_PROFILE_PREFIX}${encodeURIComponent(username)}`;

/**
 * What every QR code of a profile encodes (after PUBLIC_URL): the profile path marked as reached by the
 * QR code, so scans can be counted. Share links and the canonical URL stay {@link profilePath}.
 */
export const qrProfilePath = (username: string) => `${profilePath(username)}?src=qr`;
