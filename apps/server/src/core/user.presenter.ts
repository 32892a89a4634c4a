import type { UserCard, UserJson } from '@handlehub/shared';
import { mediaUrl } from './media/media-url.js';
import type { UserRow } from './users.queries.js';

/** The only shape of a user that leaves the server for its owner: never e-mail, identity or ids. */
export function presentUser(user: UserRow): UserJson {
  return {
    name: user.name,
    username: user.username,
    gender: user.gender,
    photo: mediaUrl(user.photoId),
    isShopOwner: user.isShopOwner,
  };
}

export function presentUserCard(user: Pick<UserRow, 'name' | 'username' | 'photoId'>): UserCard {
  return { name: user.name, username: user.username, photo: mediaUrl(user.photoId, 'card') };
}
