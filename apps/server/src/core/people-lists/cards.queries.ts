/** A person's card in the home feed and search, for the SQL reads (features/users) and the lists alike. */
import { PAGE_SIZE } from '@handlehub/shared';
import { type SQL, sql } from 'drizzle-orm';
import { handles, users } from '../../db/schema.js';
import type { UserRow } from '../users.queries.js';

/** What the home feed and search read of each person: only what a card shows. */
export type CardRow = Pick<UserRow, 'name' | 'username' | 'photoId'> & {
  /** At least one of the person's shown items is verified. */
  verified: boolean;
};

/** An item (of `handles` as `vh`) a visitor sees, at a level above self. */
const shownVerified = sql`vh.visible and vh.verified_level <> 'self'`;

/**
 * Whether the person whose id is `userId` has a shown, verified item (of `game`, when given): one probe of
 * `handles_user_platform_idx` per person. The one rule of "verified" for cards and the verified filter.
 */
export const hasVerifiedItem = (userId: SQL, game?: string): SQL =>
  sql`exists (select 1 from ${handles} vh where vh.user_id = ${userId} and ${shownVerified}${
    game === undefined ? sql`` : sql` and vh.fieldname = ${game}`
  })`;

/** The ids of everyone with a shown verified item, in one scan (the lists' build: a probe each costs more). */
export const peopleWithVerifiedItems = sql`select distinct vh.user_id::text as id from ${handles} vh
  where ${shownVerified}`;

export const cardColumns = {
  name: users.name,
  username: users.username,
  photoId: users.photoId,
  verified: sql<boolean>`${hasVerifiedItem(sql`${users.id}`)}`,
};

/** What a list may be narrowed to: one game's players, people with a verified item (of that game). */
export interface ListFilter {
  game?: string | undefined;
  verified?: boolean | undefined;
}

/** Rows before page `page` (pages count from 1, PAGE_SIZE cards each). */
export const offsetOf = (page: number) => (page - 1) * PAGE_SIZE;
