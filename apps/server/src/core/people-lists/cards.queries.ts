/** A person's card in the home feed and search, for the SQL reads (features/users) and the lists alike. */
import { PAGE_SIZE } from '@handlehub/shared';
import { users } from '../../db/schema.js';
import type { UserRow } from '../users.queries.js';

/** What the home feed and search read of each person: only what a card shows. */
export type CardRow = Pick<UserRow, 'name' | 'username' | 'photoId'>;

export const cardColumns = { name: users.name, username: users.username, photoId: users.photoId };

/** Rows before page `page` (pages count from 1, PAGE_SIZE cards each). */
export const offsetOf = (page: number) => (page - 1) * PAGE_SIZE;
