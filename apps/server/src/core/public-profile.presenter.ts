import {
  type PublicProfile,
  pageTheme,
  presentItems,
  type StoredItem,
  socialAccountsOf,
  toPageStyle,
  toProfileThemeId,
} from '@handlehub/shared';
import { mediaUrl } from './media/media-url.js';
import type { UserRow } from './users.queries.js';
import { profileView } from './visibility.js';

/**
 * What a visitor may see of a profile (core/visibility.ts `profileView`): nothing of a blocked user (null),
 * only the username and the lock of a locked one; never e-mail, identity or ids.
 */
export function presentPublicProfile(
  user: Pick<
    UserRow,
    | 'name'
    | 'username'
    | 'photoId'
    | 'bio'
    | 'theme'
    | 'pageBackground'
    | 'pageButtons'
    | 'isLocked'
    | 'isBlocked'
  >,
  shownItems: readonly StoredItem[],
  mediaBase: string,
): PublicProfile | null {
  const view = profileView(user);
  if (view === 'none') return null;
  if (view === 'locked') return { username: user.username, isLocked: true };
  const items = presentItems(shownItems.filter((item) => item.visible));
  return {
    name: user.name,
    username: user.username,
    photo: mediaUrl(user.photoId, 'full', mediaBase),
    bio: user.bio,
    // The chosen theme's colours travel with the profile: the page needs no table of themes.
    theme: pageTheme(
      toProfileThemeId(user.theme),
      toPageStyle({ background: user.pageBackground, buttons: user.pageButtons }),
    ),
    isLocked: false,
    accounts: socialAccountsOf(items),
    items,
  };
}
