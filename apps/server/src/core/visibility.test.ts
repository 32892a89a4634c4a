import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEFAULT_PROFILE_THEME,
  type PublicProfile,
  pageTheme,
  type VisiblePublicProfile,
} from '@handlehub/shared';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { rawRows } from '../db/client.js';
import { reports, sessions, users } from '../db/schema.js';
import { migrationsFolder } from '../lib/paths.js';
import {
  countsInsights,
  detailsShown,
  isGone,
  linkPreviewFor,
  notGone,
  profileView,
  qrCodeFor,
  reportSeenByItsSubject,
  sessionSeenByItsOwner,
  shownInFull,
  shownInSearch,
  shownOnHome,
  signInKind,
} from './visibility.js';

interface Switches {
  isPublic: boolean;
  isSearchable: boolean;
  isLocked: boolean;
  isBlocked: boolean;
}

/** Every combination of the four switches. */
const EVERY: Switches[] = [false, true].flatMap((isPublic) =>
  [false, true].flatMap((isSearchable) =>
    [false, true].flatMap((isLocked) =>
      [false, true].map((isBlocked) => ({ isPublic, isSearchable, isLocked, isBlocked })),
    ),
  ),
);

const name = (s: Switches) =>
  Object.entries(s)
    .filter(([, on]) => on)
    .map(([key]) => key)
    .join('+') || 'no switch on';

const visible: VisiblePublicProfile = {
  name: 'Maya Person',
  username: 'maya',
  photo: null,
  bio: null,
  theme: pageTheme(DEFAULT_PROFILE_THEME),
  isLocked: false,
  accounts: [],
  items: [],
};
const locked: PublicProfile = { username: 'maya', isLocked: true };

describe('the home feed and search, evaluated by the database for every combination of switches', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb.drop());

  /** The four switches of one row, as the columns the rules take. */
  const columns = {
    isPublic: sql.raw('u.is_public'),
    isSearchable: sql.raw('u.is_searchable'),
    isLocked: sql.raw('u.is_locked'),
    isBlocked: sql.raw('u.is_blocked'),
  };

  async function evaluate(s: Switches) {
    const [row] = await rawRows<{ home: boolean; search: boolean; details: boolean; live: boolean }>(
      testDb.database.db,
      sql`select ${shownOnHome(columns)} as home, ${shownInSearch(columns)} as search,
        ${detailsShown(columns)} as details, ${notGone(columns)} as live
        from (values (${s.isPublic}::boolean, ${s.isSearchable}::boolean, ${s.isLocked}::boolean,
          ${s.isBlocked}::boolean)) as u(is_public, is_searchable, is_locked, is_blocked)`,
    );
    return row!;
  }

  it.each(EVERY.map((s) => ({ ...s, label: name(s) })))('$label', async (s) => {
    const found = await evaluate(s);
    expect(found.home, 'on the home feed: public, not locked, not blocked').toBe(
      s.isPublic && !s.isLocked && !s.isBlocked,
    );
    expect(found.search, 'in search: searchable, not locked, not blocked').toBe(
      s.isSearchable && !s.isLocked && !s.isBlocked,
    );
    expect(found.details, "a profile's handles are read only when it is not locked").toBe(!s.isLocked);
    expect(found.live, 'an account is live (may hold a session) unless blocked').toBe(!s.isBlocked);
  });
});

describe('the partial indexes are the very same rules', () => {
  const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number }[];
  };
  const last = String(journal.entries.at(-1)!.idx).padStart(4, '0');
  const snapshot = JSON.parse(
    readFileSync(join(migrationsFolder(), 'meta', `${last}_snapshot.json`), 'utf8'),
  );
  const indexes = snapshot.tables['public.users'].indexes as Record<string, { where: string }>;
  const text = (rule: ReturnType<typeof shownOnHome>) => new PgDialect().sqlToQuery(rule).sql;

  it('users_feed_idx and users_home_id_idx: shown on the home feed', () => {
    expect(indexes.users_feed_idx!.where).toBe(text(shownOnHome(users)));
    expect(indexes.users_home_id_idx!.where).toBe(text(shownOnHome(users)));
  });

  it('users_search_username_idx: shown in search', () => {
    expect(indexes.users_search_username_idx!.where).toBe(text(shownInSearch(users)));
  });
});

describe('the public profile', () => {
  it('is nothing for a blocked user, locked or not: as if the username did not exist', () => {
    expect(profileView({ isBlocked: true, isLocked: false })).toBe('none');
    expect(profileView({ isBlocked: true, isLocked: true })).toBe('none');
  });

  it('is only the lock notice for a locked user', () => {
    expect(profileView({ isBlocked: false, isLocked: true })).toBe('locked');
  });

  it('is shown in full otherwise, whatever the feed and search switches say', () => {
    for (const s of EVERY.filter((s) => !s.isBlocked && !s.isLocked))
      expect(profileView(s), name(s)).toBe('full');
  });

  it('shown in full means neither unknown nor locked', () => {
    expect(shownInFull(visible)).toBe(visible);
    expect(shownInFull(locked)).toBeNull();
    expect(shownInFull(null)).toBeNull();
  });
});

describe('what hangs off a public profile', () => {
  it('a QR code download only for a profile shown in full', () => {
    expect(qrCodeFor(visible)).toBe(visible);
    expect(qrCodeFor(locked)).toBeNull();
    expect(qrCodeFor(null)).toBeNull();
  });

  it('a link-preview card only for a profile shown in full', () => {
    expect(linkPreviewFor(visible)).toBe(visible);
    expect(linkPreviewFor(locked)).toBeNull();
    expect(linkPreviewFor(null)).toBeNull();
  });

  it("insights count a visit of a profile shown in full, never a locked one's", () => {
    expect(countsInsights(visible)).toBe(true);
    expect(countsInsights(locked)).toBe(false);
  });
});

describe('a blocked account', () => {
  it('is gone; no other switch makes an account gone', () => {
    for (const s of EVERY) expect(isGone(s), name(s)).toBe(s.isBlocked);
  });
});

describe('"Download my data"', () => {
  it('shows of a report about the person why and when, never who sent it or what they wrote', () => {
    expect(Object.keys(reportSeenByItsSubject(reports)).sort()).toEqual([
      'createdAt',
      'reason',
      'resolvedAt',
    ]);
  });

  it('shows of a session its dates, never its token hash', () => {
    expect(Object.keys(sessionSeenByItsOwner(sessions)).sort()).toEqual([
      'createdAt',
      'expiresAt',
      'lastUsedAt',
    ]);
  });

  it('shows how the person signs in, never the identity itself', () => {
    expect(signInKind('dev:maya@handlehub.test')).toBe('development');
    expect(signInKind('110248495921238986420')).toBe('google');
  });
});
