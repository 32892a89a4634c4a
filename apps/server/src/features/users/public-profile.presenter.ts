import { type PublicProfile, toSocialAccounts } from '@handlehub/shared';
import type { UserRow } from '../auth/sessions.queries.js';
import type { StoredHandles } from '../handles/handles.queries.js';
import { mediaUrl } from '../media/media-url.js';

/**
 * What a visitor may see of a profile (decisions.md "Visibility"): a locked user reveals only the
 * username they asked for and the lock; never e-mail, identity or ids.
 */
export function presentPublicProfile(
  user: Pick<UserRow, 'name' | 'username' | 'photoId' | 'isLocked'>,
  handles: StoredHandles,
  mediaBase: string,
): PublicProfile {
  if (user.isLocked) return { username: user.username, isLocked: true };
  return {
    name: user.name,
    username: user.username,
    photo: mediaUrl(user.photoId, 'full', mediaBase),
    isLocked: false,
    accounts: toSocialAccounts(handles),
  };
}
