import type { PublicProfile, VisiblePublicProfile } from '@handlehub/shared';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Who may see what of a person: every rule in one place (docs/decisions/012-one-rule-one-place.md).
 * A person has three switches (`isPublic`, `isSearchable`, `isLocked`); operators have one (`isBlocked`).
 *
 * - Blocked: gone from everywhere, as if the username did not exist. No home feed, no search, no public
 *   profile (`{user: []}`), no QR code, no link preview, no insights, nothing to report, no sign-in.
 * - Locked: the profile's address still answers, with the username and the lock and nothing else; no home
 *   feed, no search, no QR code, no link preview, and visits are not counted.
 * - Not public: not on the home feed. Not searchable: not in search. Either way the profile itself shows.
 *
 * The SQL rules take the `users` columns, so `db/schema.ts` builds its partial indexes from the very
 * expressions the queries use, and the planner can match one to the other.
 */

interface HomeColumns {
  isPublic: SQLWrapper;
  isLocked: SQLWrapper;
  isBlocked: SQLWrapper;
}
interface SearchColumns {
  isSearchable: SQLWrapper;
  isLocked: SQLWrapper;
  isBlocked: SQLWrapper;
}

// ---- Lists: the home feed and search (SQL; also the predicates of the partial indexes) ----

/** The home feed: public, not locked, not blocked (`users_feed_idx`, `users_home_id_idx`). */
export const shownOnHome = (u: HomeColumns): SQL =>
  sql`${u.isPublic} and not ${u.isLocked} and not ${u.isBlocked}`;

/** Search: searchable, not locked, not blocked (`users_search_username_idx`). */
export const shownInSearch = (u: SearchColumns): SQL =>
  sql`${u.isSearchable} and not ${u.isLocked} and not ${u.isBlocked}`;

// ---- The public profile: GET /api/user/{username} and the HTML of /user/{username} ----

/** What a visitor gets of one profile: nothing (unknown or blocked), only the lock, or the whole profile. */
export type ProfileView = 'none' | 'locked' | 'full';

export function profileView(user: { isBlocked: boolean; isLocked: boolean }): ProfileView {
  if (isGone(user)) return 'none';
  return user.isLocked ? 'locked' : 'full';
}

/** SQL: whether the profile's details (its handles) may be read at all; a locked profile's never are. */
export const detailsShown = (u: { isLocked: SQLWrapper }): SQL => sql`not ${u.isLocked}`;

/** The profile as shown in full, or null when the visitor gets only the lock notice (or nothing). */
export const shownInFull = (profile: PublicProfile | null): VisiblePublicProfile | null =>
  profile && !profile.isLocked ? profile : null;

// ---- What hangs off a public profile ----

// Rows of a platform key the catalogue does not have are their owner's only (docs/decisions/033): the
// public profile read model takes its items through `presentItems`, which leaves them out, and every
// surface here (page, JSON, per-item pages and QR codes, vCard, JSON-LD, cards) reads that model.

/** SQL: a person's photo is served (`/media/…`) only while their profile is shown in full. */
export const photoServed = (u: { isLocked: SQLWrapper; isBlocked: SQLWrapper }): SQL =>
  sql`${detailsShown(u)} and ${notGone(u)}`;

/** QR code downloads (`/api/qr/{username}.svg|png`): only for a profile shown in full, like its link. */
export const qrCodeFor = shownInFull;

/** The link-preview card and its `og:image` tags: only for a profile shown in full. */
export const linkPreviewFor = shownInFull;

/** Insights count a visit or a handle use only of a profile shown in full; a locked one's are not counted. */
export const countsInsights = (profile: PublicProfile): profile is VisiblePublicProfile => !profile.isLocked;

// ---- Blocked: the account itself ----

/** Blocked by an operator: gone from everywhere (no profile, no session, no sign-in, nothing to report). */
export const isGone = (user: { isBlocked: boolean }): boolean => user.isBlocked;

/** SQL: the account is not blocked (a live session belongs only to such an account). */
export const notGone = (u: { isBlocked: SQLWrapper }): SQL => sql`not ${u.isBlocked}`;

// ---- "Download my data": the owner only, everything about them but others' data and secrets ----

/** These fields only, of whatever has them: a table's columns for a select, or a row. */
const only =
  <const K extends string>(...keys: K[]) =>
  <T extends Record<K, unknown>>(from: T): Pick<T, K> =>
    Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;

/**
 * Of a report about the person, what their export shows: why and when, never who sent it or what they
 * wrote (`.select(reportSeenByItsSubject(reports))`).
 */
export const reportSeenByItsSubject = only('reason', 'createdAt', 'resolvedAt');

/** Of a session, what its owner's export shows: its dates, never its token hash. */
export const sessionSeenByItsOwner = only('createdAt', 'lastUsedAt', 'expiresAt');

/** How the person signs in, as their export shows it: the kind, never the identity's own id. */
export const signInKind = (identity: string): 'google' | 'development' =>
  identity.startsWith('dev:') ? 'development' : 'google';
