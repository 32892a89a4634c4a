/**
 * Play together (docs/decisions/013-play-together.md): one link and one QR code per handle.
 * The games' own actions are in game-actions.ts, the way out of in-app browsers in in-app-browser.ts.
 * The public profile page imports only what it uses (`@handlehub/shared/platform-links`; the package has
 * no side effects, so the handle schemas behind `platformFromSegment` are left out of its bundle).
 */
import { pathOf, withQuery } from './api/endpoint.js';
import { platformLinksPaths } from './api/platform-links.paths.js';
import type { HandleField } from './handle-fields.js';
import type { HandleItem } from './handle-item-schemas.js';
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

/**
 * Where an item leads, decided here for every face that shows one (the public page's rows, the item's
 * own address and its QR code, the game page, the vCard, JSON-LD):
 * - `web`: a social handle or a custom link with a web address the catalogue built (or the link rule
 *   accepted): the row opens it, the item's own address redirects to it, the vCard and JSON-LD name it.
 * - `page`: a game ID: HandleHub's own page for it at `/user/{u}/{slug}` (the ID to copy, the game's way
 *   to add a friend, and its web profile where the catalogue has one, such as a Steam profile).
 * - `copy`: nothing to open (a Discord or LINE name, a value saved before its format was checked, a custom
 *   link whose address the link rule no longer accepts): the row only copies it. Its own address, which
 *   its QR code holds, shows the value to copy; a custom link's has nothing to show.
 */
export type ItemDestination =
  | { kind: 'web'; url: string }
  | { kind: 'page'; path: string }
  | { kind: 'copy' };

export function itemDestination(
  item: Pick<HandleItem, 'kind' | 'link' | 'slug'>,
  username: string,
): ItemDestination {
  if (item.kind === 'game') return { kind: 'page', path: platformLinkPath(username, item.slug) };
  return item.link ? { kind: 'web', url: item.link } : { kind: 'copy' };
}
