import { z } from 'zod';
import { handleItem } from './handle-item-schemas.js';
import { socialAccount } from './handles.js';
import { BIO_MAX, NAME_MAX, NAME_MIN, USERNAME_MAX, USERNAME_MIN } from './limits.js';
import { MESSAGES } from './messages.js';
import { gameQuery, pageQuery } from './paging.js';
import { PAGE_BACKGROUNDS, PAGE_BUTTONS, PROFILE_THEME_IDS } from './profile-themes.js';
import { hasInvisibleChars, singleLineTextProblem } from './text.js';
import { usernameKey } from './username.js';

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/**
 * Names nobody may take: every top-level route, API and asset prefixes, and words that would mislead.
 * Kept here so the server and the sign-up form refuse the same names.
 */
const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  'login',
  'logout',
  'signup',
  'home',
  'profile',
  'addaccount',
  'editprofile',
  'info',
  'shop',
  'search',
  'settings',
  'termsandconditions',
  'privacypolicy',
  'user',
  'users',
  'api',
  'admin',
  'administrator',
  'media',
  'assets',
  'static',
  'public',
  'www',
  'help',
  'support',
  'me',
  'null',
  'undefined',
  'root',
  'system',
  'healthz',
  'readyz',
  'docs',
  'about',
  'contact',
  'handlehub',
  'official',
  'moderator',
  'security',
  'status',
  'qr',
  'feed',
  'explore',
  'terms',
  'privacy',
  'favicon.ico',
  'robots.txt',
  'manifest.webmanifest',
  'sw.js',
  'index.html',
]);

/**
 * What is typed into a username box: its key (usernameKey) with every space removed, as the forms do
 * while typing (the product spec: "lower-cased and spaces removed as typed").
 */
export function toUsernameInput(value: string): string {
  return usernameKey(value).replace(/\s+/g, '');
}

/** The characters a username is made of (and nothing else): a text with any other character names nobody. */
export const USERNAME_CHARS = /^[a-z0-9._]+$/;

/** Checks the username rules after the "missing" and "too short" checks of the calling form. */
function usernameRules(value: string, ctx: z.RefinementCtx): void {
  if (value.length > USERNAME_MAX) ctx.addIssue({ code: 'custom', message: MESSAGES.usernameTooLong });
  else if (hasInvisibleChars(value)) ctx.addIssue({ code: 'custom', message: MESSAGES.textInvisible });
  else if (!USERNAME_CHARS.test(value)) ctx.addIssue({ code: 'custom', message: MESSAGES.usernameChars });
  else if (!/^[a-z0-9]/.test(value)) ctx.addIssue({ code: 'custom', message: MESSAGES.usernameStart });
  else if (RESERVED_USERNAMES.has(value))
    ctx.addIssue({ code: 'custom', message: MESSAGES.usernameReserved });
}

/**
 * True when `value` has the shape every username has (length, characters, first character): a path that
 * fails it names nobody, and is refused before any query. Reserved names are a sign-up rule, not checked.
 */
export function hasUsernameShape(value: string): boolean {
  return value.length >= USERNAME_MIN && value.length <= USERNAME_MAX && /^[a-z0-9][a-z0-9._]*$/.test(value);
}

function makeUsername(missing: string) {
  return z
    .string({ error: missing })
    .transform(toUsernameInput)
    .superRefine((value, ctx) => {
      if (value.length === 0) ctx.addIssue({ code: 'custom', message: missing });
      else if (value.length < USERNAME_MIN)
        ctx.addIssue({ code: 'custom', message: MESSAGES.usernameTooShort });
      else usernameRules(value, ctx);
    });
}

/** Username as the sign-up dialog checks it ('Username cannot be blank' first). */
export const signupUsername = makeUsername(MESSAGES.usernameBlank);
/** Username as Edit Profile checks it ('Please provide your username' first). */
export const profileUsername = makeUsername(MESSAGES.usernameMissing);

export const gender = z.enum(GENDERS, { error: MESSAGES.genderMissing });

export const personName = z
  .string({ error: MESSAGES.nameMissing })
  .transform((v) => v.trim())
  .superRefine((value, ctx) => {
    if (value.length === 0) ctx.addIssue({ code: 'custom', message: MESSAGES.nameMissing });
    else if (value.length < NAME_MIN) ctx.addIssue({ code: 'custom', message: MESSAGES.nameTooShort });
    else if (value.length > NAME_MAX) ctx.addIssue({ code: 'custom', message: MESSAGES.nameTooLong });
    else {
      const problem = singleLineTextProblem(value);
      if (problem)
        ctx.addIssue({ code: 'custom', message: lineProblemMessage(problem, MESSAGES.nameInvalid) });
    }
  });

/** The message for a line of text's problem: its own for control characters, the shared one for invisible ones. */
const lineProblemMessage = (problem: 'control' | 'invisible', control: string) =>
  problem === 'control' ? control : MESSAGES.textInvisible;

/**
 * The optional bio of Edit Profile: trimmed, at most BIO_MAX characters, one line with no control or
 * invisible characters (the names' rule, text.ts). The empty string means no bio.
 */
export const profileBio = z
  .string({ error: MESSAGES.bioInvalid })
  .transform((v) => v.trim())
  .superRefine((value, ctx) => {
    if (value.length > BIO_MAX) return ctx.addIssue({ code: 'custom', message: MESSAGES.bioTooLong });
    const problem = singleLineTextProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: lineProblemMessage(problem, MESSAGES.bioInvalid) });
  });

/** A page theme's id, as Edit Profile sends it: one of the six (profile-themes.ts). */
export const profileThemeId = z.enum(PROFILE_THEME_IDS, { error: MESSAGES.themeInvalid });
/** The page's ground, as Edit Profile sends it (profile-themes.ts PAGE_BACKGROUNDS). */
export const pageBackground = z.enum(PAGE_BACKGROUNDS, { error: MESSAGES.pageBackgroundInvalid });
/** The link rows' shape, as Edit Profile sends it (profile-themes.ts PAGE_BUTTONS). */
export const pageButtons = z.enum(PAGE_BUTTONS, { error: MESSAGES.pageButtonsInvalid });

const themeColors = z.object({
  accent: z.string(),
  accentText: z.string(),
  background: z.string(),
  surface: z.string(),
  text: z.string(),
  muted: z.string(),
});
/** The page theme as the public profile carries it: the id, both schemes' colours and the page style. */
const profileThemeColorsJson = z.object({
  id: z.enum(PROFILE_THEME_IDS),
  light: themeColors,
  dark: themeColors,
  background: z.enum(PAGE_BACKGROUNDS),
  buttons: z.enum(PAGE_BUTTONS),
});

/** The user as the signed-in person's own screens see it. Never carries e-mail or Google ids. */
export const userJson = z.object({
  name: z.string(),
  username: z.string(),
  gender: z.enum(GENDERS),
  photo: z.string().nullable(),
  isShopOwner: z.boolean(),
  /** The line under the name, or null. */
  bio: z.string().nullable(),
  /** The public page's theme (profile-themes.ts). */
  theme: z.enum(PROFILE_THEME_IDS),
  /** The public page's ground and link rows (profile-themes.ts). */
  background: z.enum(PAGE_BACKGROUNDS),
  buttons: z.enum(PAGE_BUTTONS),
});
export type UserJson = z.infer<typeof userJson>;

/**
 * A card in the home feed or search results: what a card shows, and the flags the spec gives users
 * in lists. Lists only ever hold people who are not locked or blocked and may be found, so the flags are
 * constants; a client filters on them (the original client drew no search result without them).
 */
const userCard = userJson.pick({ name: true, username: true, photo: true }).extend({
  isLocked: z.literal(false),
  isBlocked: z.literal(false),
  isSearchable: z.literal(true),
  /** At least one of the person's shown items is verified (linked back or confirmed); absent otherwise. */
  verified: z.literal(true).optional(),
});
export type UserCard = z.infer<typeof userCard>;

export const usersPage = z.object({ users: z.array(userCard) });

/**
 * `verified=1`: only people with at least one verified shown item (of the chosen game, in "find players").
 * Anything else, or nothing, lists everyone.
 */
const verifiedQuery = z
  .string({ error: MESSAGES.invalidRequest })
  .max(8, MESSAGES.invalidRequest)
  .optional()
  .transform((value) => value === '1' || value === 'true');

export const homeQuery = z.object({ page: pageQuery, game: gameQuery, verified: verifiedQuery });
export const searchQuery = z.object({
  q: z.string().max(100).optional().default(''),
  page: pageQuery,
  game: gameQuery,
  verified: verifiedQuery,
});

/**
 * What a visitor sees of a profile: name, username, photo, the lock and the handles (gender is the owner's
 * alone).
 */
const publicProfileVisible = z.object({
  name: z.string(),
  username: z.string(),
  photo: z.string().nullable(),
  /** The line under the name, or null. */
  bio: z.string().nullable(),
  /** The page's colours, light and dark (profile-themes.ts). */
  theme: profileThemeColorsJson,
  isLocked: z.literal(false),
  /** The spec's entries: the shown items of the 13 spec keys, in the owner's order (the original client reads these). */
  accounts: z.array(socialAccount),
  /** Every shown item, in the owner's order (decision 027). */
  items: z.array(handleItem),
});
const publicProfileLocked = z.object({ username: z.string(), isLocked: z.literal(true) });
export const publicProfile = z.union([publicProfileVisible, publicProfileLocked]);
export type PublicProfile = z.infer<typeof publicProfile>;
export type VisiblePublicProfile = z.infer<typeof publicProfileVisible>;

/** `GET /api/user/{username}`: an empty list for unknown or blocked users, only the lock for a locked one. */
export const publicProfileResponse = z.object({ user: z.array(publicProfile).max(1) });
export type PublicProfileResponse = z.infer<typeof publicProfileResponse>;

/**
 * The profile the server embeds in the HTML of `/user/{username}` (`<script type="application/json"
 * id="profile-data">`), so the page draws without a second request. `username` is the one asked for.
 */
export const embeddedProfile = z.object({ username: z.string(), response: publicProfileResponse });
export type EmbeddedProfile = z.infer<typeof embeddedProfile>;

export const usernameParam = z.object({ username: z.string().max(100) });
