import { PAGE_SIZE } from '@handlehub/shared';
import type { UserRow } from '../../core/users.queries.js';
import { users } from '../../db/schema.js';

/** What the home feed and search read of each person: only what a card shows. */
export type CardRow = Pick<UserRow, 'name' | 'username' | 'photoId'>;

export const cardColumns = { name: users.name, username: users.username, photoId: users.photoId };

/** Rows before page `page` (pages count from 1, PAGE_SIZE cards each). */
export const offsetOf = (page: number) => (page - 1) * PAGE_SIZE;
