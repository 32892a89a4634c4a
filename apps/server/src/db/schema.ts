import {
  BIO_MAX,
  DEFAULT_PAGE_STYLE,
  DEFAULT_PROFILE_THEME,
  ITEM_LABEL_MAX,
  LINK_TITLE_MAX,
  PAGE_BACKGROUNDS,
  PAGE_BUTTONS,
  PROFILE_THEME_IDS,
} from '@handlehub/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { shownInSearch, shownOnHome } from '../core/visibility.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Re-encoded photos (WebP), one row per size; served from `/media/{id}-{size}.webp`. */
export const media = pgTable(
  'media',
  {
    id: uuid('id').notNull(),
    size: integer('size').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.id, t.size] })],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `sub` of the Google identity, or `dev:` + e-mail with dev login. Never the e-mail alone. */
    identity: text('identity').notNull().unique(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    username: text('username').notNull().unique(),
    gender: text('gender', { enum: ['male', 'female'] }).notNull(),
    photoId: uuid('photo_id'),
    isPublic: boolean('is_public').notNull().default(true),
    isSearchable: boolean('is_searchable').notNull().default(true),
    isLocked: boolean('is_locked').notNull().default(false),
    isBlocked: boolean('is_blocked').notNull().default(false),
    isShopOwner: boolean('is_shop_owner').notNull().default(false),
    /** The line under the name on the profile ; null when there is none. */
    bio: text('bio'),
    /** The public page's theme: one of PROFILE_THEME_IDS (packages/shared/src/profile-themes.ts). */
    theme: text('theme', { enum: PROFILE_THEME_IDS }).notNull().default(DEFAULT_PROFILE_THEME),
    /** The public page's ground and link rows: PAGE_BACKGROUNDS and PAGE_BUTTONS (profile-themes.ts). */
    pageBackground: text('page_background', { enum: PAGE_BACKGROUNDS })
      .notNull()
      .default(DEFAULT_PAGE_STYLE.background),
    pageButtons: text('page_buttons', { enum: PAGE_BUTTONS }).notNull().default(DEFAULT_PAGE_STYLE.buttons),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_gender_check', sql`${t.gender} in ('male', 'female')`),
    check('users_bio_length_check', sql`char_length(${t.bio}) <= ${sql.raw(String(BIO_MAX))}`),
    check(
      'users_theme_check',
      sql`${t.theme} in (${sql.raw(PROFILE_THEME_IDS.map((id) => `'${id}'`).join(', '))})`,
    ),
    check(
      'users_page_background_check',
      sql`${t.pageBackground} in (${sql.raw(PAGE_BACKGROUNDS.map((id) => `'${id}'`).join(', '))})`,
    ),
    check(
      'users_page_buttons_check',
      sql`${t.pageButtons} in (${sql.raw(PAGE_BUTTONS.map((id) => `'${id}'`).join(', '))})`,
    ),
    // The partial indexes' predicates are the visibility rules themselves (core/visibility.ts), so the
    // planner matches them to the feed's and search's queries, which use the same expressions.
    index('users_feed_idx').on(t.createdAt.desc(), t.id.desc()).where(shownOnHome(t)),
    index('users_username_trgm_idx').using('gin', sql`${t.username} gin_trgm_ops`),
    index('users_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    // Search's "starts with" tier and its order: byte order (C) lets LIKE 'q%' become an index range.
    index('users_search_username_idx').on(sql`(${t.username} collate "C")`).where(shownInSearch(t)),
    // Search's "the rest" tier, newest first (decision 018): walked in order when matches are dense. The
    // migration (0009) adds INCLUDE (username, name, photo_id), which drizzle cannot spell, so the walk
    // reads no table rows.
    index('users_search_newest_idx').on(t.createdAt.desc(), t.id.desc()).where(shownInSearch(t)),
    // Search's one- and two-character queries, which trigrams cannot look up: every character and pair of
    // characters of `username`, a line feed and `lower(name)` (search_grams, migration 0009).
    index('users_search_grams_idx')
      .using('gin', sql`search_grams(${t.username} || chr(10) || lower(${t.name}))`)
      .where(shownInSearch(t)),
    // The home feed's game filter checks each player of the game for being shown on home from this index
    // alone (an index-only probe, decision 008).
    index('users_home_id_idx').on(t.id).where(shownOnHome(t)),
    // `/media/…` asks whose photo it is before serving it (a locked or blocked user's is never served).
    index('users_photo_idx').on(t.photoId),
  ],
);

/**
 * Handles and links, one row per item (docs/decisions/027-handles-as-items.md): any platform of the
 * catalogue (`fieldname`, its key) or a custom link (`link`: `handle` is the address, `title` its title),
 * several per platform, in the owner's order (`position`), each shown or hidden (`visible`).
 */
export const handles = pgTable(
  'handles',
  {
    /** Stable: the item's own address (`/user/{u}/{platform}-{id}`) and QR code keep working when others move. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fieldname: text('fieldname').notNull(),
    handle: text('handle').notNull(),
    /** An optional note beside the value ("main", "EU server"); empty for none. */
    label: text('label').notNull().default(''),
    /** A custom link's title; empty for none (the page then shows the host). */
    title: text('title').notNull().default(''),
    position: integer('position').notNull().default(0),
    /** A hidden item stays saved and editable, and appears nowhere public. */
    visible: boolean('visible').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A copy of the owner's `users.created_at`, kept by triggers (migration 0005) on every insert here and
     * every change there; the default only stands in until the trigger fills it. It lets the home feed's
     * game filter read one game's players in feed order from `handles_game_feed_idx` (decision 008).
     */
    userCreatedAt: timestamp('user_created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * How far the item is known to be its owner's (packages/shared/src/verification.ts): `self`, `linked`
     * or `confirmed`, kept on the row so that a public read costs nothing more. A trigger (migration 0013)
     * sets it back to `self` whenever `fieldname` or `handle` changes.
     */
    verifiedLevel: text('verified_level').notNull().default('self'),
    /** The method that set the level (a key of VERIFICATION_METHODS); null for self. */
    verifiedMethod: text('verified_method'),
    /** The last check that found the proof; null for self. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [
    index('handles_user_platform_idx').on(t.userId, t.fieldname),
    check('handles_verified_level_check', sql`${t.verifiedLevel} in ('self', 'linked', 'confirmed')`),
    index('handles_game_feed_idx')
      .on(t.fieldname, t.userCreatedAt.desc(), t.userId.desc())
      .where(sql`${t.visible}`),
    check('handles_label_length_check', sql`char_length(${t.label}) <= ${sql.raw(String(ITEM_LABEL_MAX))}`),
    check('handles_title_length_check', sql`char_length(${t.title}) <= ${sql.raw(String(LINK_TITLE_MAX))}`),
  ],
);

/**
 * One item's verification record (docs/VERIFICATION.md): its proof token, the evidence of the last check
 * that found the proof, what the last check found, the misses in a row and when the next check is due.
 * The row lives as long as its item; the level itself is on `handles`.
 */
export const itemVerifications = pgTable(
  'item_verifications',
  {
    handleId: bigint('handle_id', { mode: 'number' })
      .primaryKey()
      .references(() => handles.id, { onDelete: 'cascade' }),
    /** The proof code shown to the owner for this item (`hh-` and 16 base32 characters). */
    token: text('token').notNull(),
    method: text('method'),
    /** Where the proof was found (the address read) and what matched there. */
    evidenceWhere: text('evidence_where'),
    evidenceFound: text('evidence_found'),
    firstCheckedAt: timestamp('first_checked_at', { withTimezone: true }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    /** found | missing | unreachable | not-found */
    lastOutcome: text('last_outcome'),
    misses: integer('misses').notNull().default(0),
    /** The next scheduled check of a verified item; null when none is due. */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
  },
  (t) => [
    index('item_verifications_due_idx').on(t.nextCheckAt).where(sql`${t.nextCheckAt} is not null`),
    uniqueIndex('item_verifications_token_idx').on(t.token),
  ],
);

/**
 * A sign-in under way (Steam's OpenID, an OAuth provider): the random `state` sent to the platform, the
 * person and item it is for, and a hash of the browser's own cookie, so that a returned sign-in can only
 * be finished by the browser that started it. Kept ten minutes, used once.
 */
export const verificationFlows = pgTable(
  'verification_flows',
  {
    state: text('state').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    handleId: bigint('handle_id', { mode: 'number' })
      .notNull()
      .references(() => handles.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    browserHash: text('browser_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('verification_flows_expires_idx').on(t.expiresAt)],
);

/** Sessions: only the SHA-256 of the opaque token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    link: text('link').notNull(),
    photoId: uuid('photo_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('products_newest_idx').on(t.createdAt.desc(), t.id.desc()),
    index('products_photo_idx').on(t.photoId),
  ],
);

/** Feedback outlives its sender: deleting the account sets `user_id` to null. */
export const feedback = pgTable('feedback', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  text: text('text').notNull(),
  createdAt: createdAt(),
});

/**
 * Usernames given up, held for 90 days so an old QR code never points at a stranger; at most 3 per
 * identity at a time (probe M1: the oldest hold is released first).
 */
export const heldUsernames = pgTable(
  'held_usernames',
  {
    username: text('username').primaryKey(),
    /** The identity that gave it up; only it may take the name back while it is held. */
    formerIdentity: text('former_identity').notNull(),
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
  },
  (t) => [index('held_usernames_identity_idx').on(t.formerIdentity, t.heldUntil)],
);

/**
 * Username changes of the last 24 hours, one row each, so a user makes at most 3 a day (probe M1,
 * core/username-limits.ts); older rows are dropped as new ones come.
 */
export const usernameChanges = pgTable(
  'username_changes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('username_changes_user_idx').on(t.userId, t.changedAt)],
);

/** Facts about the database itself, e.g. that demo content was added once. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Insights for a profile's owner: one counter per user, day and metric — `view`, `qr` (a scan of the
 * profile's QR code) or `click:{fieldname}` (a copy or open of one handle). No visitor data at all.
 */
export const insightCounts = pgTable(
  'insight_counts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    metric: text('metric').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.metric] })],
);

/** Reports of a profile by visitors (no sign-in needed), waiting for an operator in the moderation CLI. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    /** The item reported, for "This handle is not theirs"; null for a report of the whole profile. */
    handleId: bigint('handle_id', { mode: 'number' }).references(() => handles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: text('resolution'),
  },
  (t) => [index('reports_open_idx').on(t.createdAt).where(sql`${t.resolvedAt} is null`)],
);

/** Every operator action of the moderation CLI, kept for audit. */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    detail: text('detail').notNull().default(''),
    createdAt: createdAt(),
  },
  // Every sign-in asks for the operator's last word on the user's shop role (shopRoleSetByOperator).
  (t) => [index('moderation_log_target_idx').on(t.target, t.createdAt.desc())],
);
