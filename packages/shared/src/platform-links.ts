/**
 * Play together (docs/decisions/013-play-together.md): one link and one QR code per handle.
 * The games' own actions are in game-actions.ts, the way out of in-app browsers in in-app-browser.ts.
 * The public profile page imports only what it uses (`@handlehub/shared/platform-links`; the package has
 * no side effects, so the handle schemas behind `platformFromSegment` are left out of its bundle).
 */
import { pathOf, withQuery } from './api/endpoint.js';
import { platformLinksPaths } from './api/platform-links.paths.js';
import type { HandleField } from './handle-fields.js';
import { ITEM_SLUG } from './item-slug.js';

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
 * The item named by a path segment: `instagram`, `ig` or `IG` (the first shown item of a platform), or
 * `coc-42` (item 42, a Clash of Clans one). Null when it cannot name an item; checked before any query, so
 * a malformed segment costs no database read. The key is checked against the catalogue by the caller.
 */
export function itemFromSegment(segment: string): { key: string; id: number | null } | null {
  const lower = segment.toLowerCase();
  if (!ITEM_SLUG.test(lower)) return null;
  const [name, id] = lower.split('-') as [string, string | undefined];
  const key = Object.hasOwn(PLATFORM_ALIASES, name) ? PLATFORM_ALIASES[name]! : name;
  return { key, id: id === undefined ? null : Number(id) };
}

/** `/user/{username}/{slug}`: a social handle's or a link's redirect, or a game ID's page. */
export const platformLinkPath = (username: string, slug: string) =>
  pathOf(platformLinksPaths.page, { username, platform: slug });

/** `{username}/{slug}.{svg|png}`: the QR code of {@link platformLinkPath} as a file. */
export const platformQrPath = (username: string, slug: string, format: 'svg' | 'png', size?: number) =>
  withQuery(pathOf(platformLinksPaths.qr, { username, file: `${slug}.${format}` }), {
    size: size === undefined ? undefined : String(size),
  });
