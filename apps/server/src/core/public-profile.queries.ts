import {
  hasUsernameShape,
  MESSAGES,
  type PublicProfile,
  type StoredItem,
  USERNAME_MAX,
  usernameKey,
  type VisiblePublicProfile,
} from '@handlehub/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { handles, users } from '../db/schema.js';
import { batchedLookup } from '../lib/batched-lookup.js';
import { notFound } from '../lib/http-error.js';
import { weakMemo } from '../lib/weak-memo.js';
import { verifiedMarkOf } from './handles.queries.js';
import { presentPublicProfile } from './public-profile.presenter.js';
import { profileCacheOf } from './public-profile-cache.js';
import { detailsShown, shownInFull } from './visibility.js';

/**
 * The public profile behind `/user/{username}`; null for unknown and blocked users. Served from the
 * app's profile cache when it holds the name (see docs/decisions/005-public-profile-cache.md). Photo
 * addresses start with `mediaBase` (PUBLIC_URL): one app per database, so cached profiles share it.
 */
export async function getPublicProfile(
  db: Db,
  username: string,
  mediaBase: string,
): Promise<PublicProfile | null> {
  const wanted = usernameKey(username);
  if (wanted.length === 0 || wanted.length > USERNAME_MAX) return null;
  const cache = profileCacheOf(db);
  const cached = cache?.get(wanted);
  if (cached) return cached;
  const readAt = cache?.generation ?? 0;
  const found = await readPublicProfile(db, wanted, mediaBase);
  if (!found) return null;
  cache?.set(wanted, found.userId, found.profile, readAt);
  return found.profile;
}

/**
 * The profile a file about it names (`{username}.{extension}`: its QR code, card, vCard), as `shownTo`
 * lets it be shown, with the file's extension; a 404 'User not found' for an unknown extension, a name
 * that cannot be a username (decided before any query), and an unknown, blocked or (by default) locked user.
 */
export async function profileOfFile<E extends string>(
  app: FastifyInstance,
  file: string,
  extensions: readonly E[],
  shownTo: (profile: PublicProfile | null) => VisiblePublicProfile | null = shownInFull,
): Promise<{ profile: VisiblePublicProfile; extension: E }> {
  const dot = file.lastIndexOf('.');
  const extension = extensions.find((known) => known === file.slice(dot + 1));
  const username = dot > 0 ? usernameKey(file.slice(0, dot)) : '';
  const profile =
    extension && hasUsernameShape(username)
      ? shownTo(await getPublicProfile(app.db, username, app.config.publicUrl))
      : null;
  if (!extension || !profile) throw notFound(MESSAGES.userNotFound);
  return { profile, extension };
}

/**
 * Profiles by username, prepared once per database: the SQL is built once, and PostgreSQL parses and
 * plans it once per connection (a named statement) instead of on every cache miss.
 */
function prepareProfileRead(db: Db) {
  return db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      photoId: users.photoId,
      bio: users.bio,
      theme: users.theme,
      pageBackground: users.pageBackground,
      pageButtons: users.pageButtons,
      isLocked: users.isLocked,
      isBlocked: users.isBlocked,
      // In the same round trip; a locked profile's handles are never read, so they cannot leak.
      // Only shown items, in the owner's order.
      // Columns named by their table: drizzle drops the qualifier, and both tables have an "id".
      items: sql<StoredItem[] | null>`(select json_agg(json_build_object('id', h.id, 'platform', h.fieldname,
          'value', h.handle, 'label', h.label, 'title', h.title, 'visible', true,
          'verified', ${verifiedMarkOf({ level: sql.raw('h.verified_level'), method: sql.raw('h.verified_method'), at: sql.raw('h.verified_at') })})
          order by h.position, h.id)
        from ${handles} h where h.user_id = "users"."id" and h.visible and ${detailsShown(users)})`,
    })
    .from(users)
    .where(sql`${users.username} = any(${sql.placeholder('usernames')}::text[])`)
    .prepare('public_profiles_by_username');
}

/** One reader per database: cache misses of the same moment are read in one statement (lib/batched-lookup). */
const profileReaderOf = weakMemo((db: Db) => {
  const read = prepareProfileRead(db);
  return batchedLookup(async (usernames: string[]) => {
    const rows = await read.execute({ usernames });
    return new Map(rows.map((row) => [row.username, row]));
  });
});

async function readPublicProfile(
  db: Db,
  wanted: string,
  mediaBase: string,
): Promise<{ userId: string; profile: PublicProfile } | null> {
  const user = await profileReaderOf(db)(wanted);
  const profile = user ? presentPublicProfile(user, user.items ?? [], mediaBase) : null;
  return user && profile ? { userId: user.id, profile } : null;
}
