import { toPageStyle, toProfileThemeId, type UserCard, type UserJson } from '@handlehub/shared';
import { mediaUrl } from './media/media-url.js';
import type { UserRow } from './users.queries.js';

/** The only shape of a user that leaves the server for its owner: never e-mail, identity or ids. */
export function presentUser(user: UserRow, mediaBase: string): UserJson {
  return {
    name: user.name,
    username: user.username,
    gender: user.gender,
    photo: mediaUrl(user.photoId, 'full', mediaBase),
    isShopOwner: user.isShopOwner,
    bio: user.bio,
    theme: toProfileThemeId(user.theme),
    ...toPageStyle({ background: user.pageBackground, buttons: user.pageButtons }),
  };
}

/** A card of the feed or search: lists hold only people anyone may see and find, hence the constants. */
export function presentUserCard(
  user: Pick<UserRow, 'name' | 'username' | 'photoId'> & { verified?: boolean },
  mediaBase: string,
): UserCard {
  return {
    name: user.name,
    username: user.username,
    photo: mediaUrl(user.photoId, 'card', mediaBase),
    isLocked: false,
    isBlocked: false,
    isSearchable: true,
    ...(user.verified && { verified: true }),
  };
}
