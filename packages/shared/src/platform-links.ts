/**
 * Play together (issue 13, docs/decisions/013-play-together.md): one link and one QR code per handle.
 * The games' own actions are in game-actions.ts, the way out of in-app browsers in in-app-browser.ts.
 * The public profile page imports only what it uses (`@handlehub/shared/platform-links`; the package has
 * no side effects, so the handle schemas behind `platformFromSegment` are left out of its bundle).
 */
import { pathOf, withQuery } from './api/endpoint.js';
import { platformLinksPaths } from './api/platform-links.paths.js';
import { HANDLE_FIELDS, type HandleField } from './handles.js';

/** Short names of the six social platforms in `/user/{username}/{platform}`. */
export const PLATFORM_ALIASES: Readonly<Record<string, HandleField>> = {
  fb: 'facebook',
  ig: 'instagram',
  sc: 'snapchat',
  x: 'twitter',
  li: 'linkedin',
  yt: 'youtube',
};

/**
 * The handle key named by a path segment (`instagram`, `ig`, `IG`), or null for anything else. Checked
 * before any query: an unknown platform costs no database read.
 */
export function platformFromSegment(segment: string): HandleField | null {
  const key = segment.toLowerCase();
  if ((HANDLE_FIELDS as readonly string[]).includes(key)) return key as HandleField;
  return Object.hasOwn(PLATFORM_ALIASES, key) ? PLATFORM_ALIASES[key]! : null;
}

/** `/user/{username}/{platform}`: a social handle's redirect, or a game ID's page. */
export const platformLinkPath = (username: string, field: HandleField) =>
  pathOf(platformLinksPaths.page, { username, platform: field });

/** `{username}/{platform}.{svg|png}`: the QR code of {@link platformLinkPath} as a file. */
export const platformQrPath = (username: string, field: HandleField, format: 'svg' | 'png', size?: number) =>
  withQuery(pathOf(platformLinksPaths.qr, { username, file: `${field}.${format}` }), {
    size: size === undefined ? undefined : String(size),
  });
