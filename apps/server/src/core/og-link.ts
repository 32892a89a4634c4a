import { createHash } from 'node:crypto';
import type { VisiblePublicProfile } from '@handlehub/shared';
import { pathOf, withQuery } from '@handlehub/shared/api/endpoint';
import { ogPaths } from '@handlehub/shared/api/og.paths';
import { isPlatformIconName, type PlatformIconName } from '@handlehub/shared/platform-icons';
import { memoOnProfile } from './public-profile-cache.js';

/**
 * The link-preview card's address and what the page says of it (`og:image` and its size). Drawing the
 * card is features/og's; the public profile's HTML only needs to point at it.
 */

/** The link-preview card: the size Facebook, LinkedIn and X recommend for `summary_large_image`. */
export const OG_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const;

/** The platforms the card shows: one icon per kind, in the order of the profile's items. */
export function cardIcons(profile: VisiblePublicProfile): PlatformIconName[] {
  return [...new Set(profile.items.map((item) => item.icon).filter(isPlatformIconName))];
}

/**
 * A short hash of everything the card shows: it changes exactly when the card would; computed once per
 * cached profile object, so once per change.
 */
export const ogImageVersion = memoOnProfile((profile: VisiblePublicProfile): string => {
  const { name, username, photo, theme } = profile;
  // The theme's colours, not only its id: a preset whose colours change draws a new card too.
  const facts = JSON.stringify([name, username, photo, cardIcons(profile), theme.light]);
  return createHash('sha1').update(facts).digest('base64url').slice(0, 12);
});

/** `/api/og/{username}.png?v={version}`: the versioned address, so link previews refresh on a change. */
export const ogImagePath = (profile: VisiblePublicProfile) =>
  withQuery(pathOf(ogPaths.image, { file: `${profile.username}.png` }), { v: ogImageVersion(profile) });
