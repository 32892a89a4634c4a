import { z } from 'zod';
import { insightDay } from './insights.js';
import { MESSAGES } from './messages.js';
import { REPORT_REASONS } from './moderation.js';
import { PAGE_BACKGROUNDS, PAGE_BUTTONS, PROFILE_THEME_IDS } from './profile-themes.js';
import {
  GENDERS,
  gender,
  pageBackground,
  pageButtons,
  personName,
  profileBio,
  profileThemeId,
  profileUsername,
  userJson,
} from './users.js';

const STATUS_FIELDS = ['isPublic', 'isSearchable', 'isLocked'] as const;
export type StatusField = (typeof STATUS_FIELDS)[number];

const accountStatus = z.object({
  isPublic: z.boolean(),
  isSearchable: z.boolean(),
  isLocked: z.boolean(),
});
export type AccountStatus = z.infer<typeof accountStatus>;

export const accountStatusResponse = z.object({ status: accountStatus });

export const changeStatusInput = z.strictObject(
  {
    fieldname: z.enum(STATUS_FIELDS, { error: MESSAGES.invalidStatusField }),
    status: z.boolean({ error: MESSAGES.invalidStatusValue }),
  },
  { error: MESSAGES.invalidStatusField },
);
export type ChangeStatusInput = z.infer<typeof changeStatusInput>;

export const changeStatusResponse = z.object({ msg: z.string(), status: accountStatus });

export const userResponse = z.object({ user: userJson });

/** The text fields of `POST /api/profile/updateprofile` (multipart), in the spec's order. */
export const updateProfileFields = z.object({
  name: personName,
  username: profileUsername,
  gender: z.enum(['male', 'female'], { error: MESSAGES.genderInvalid }).pipe(gender),
  /** Optional: left out keeps the current bio, '' removes it. */
  bio: profileBio.optional(),
  /** Optional: left out keeps the current theme. */
  theme: profileThemeId.optional(),
  /** Optional: left out keeps the current page background. */
  background: pageBackground.optional(),
  /** Optional: left out keeps the current shape of the link rows. */
  buttons: pageButtons.optional(),
});
export type UpdateProfileFields = z.input<typeof updateProfileFields>;

export const updateProfileResponse = z.object({ user: userJson, msg: z.string() });

// ---- Download my data (`GET /api/profile/export`) ----

/** Everything HandleHub holds about the signed-in person, as one JSON file. */
export const profileExport = z.object({
  exportedAt: z.string(),
  profile: z.object({
    name: z.string(),
    username: z.string(),
    gender: z.enum(GENDERS),
    email: z.string(),
    /** Absolute URL of the profile photo, or null. */
    photo: z.string().nullable(),
    bio: z.string().nullable(),
    theme: z.enum(PROFILE_THEME_IDS),
    background: z.enum(PAGE_BACKGROUNDS),
    buttons: z.enum(PAGE_BUTTONS),
    publicProfileUrl: z.string(),
    signIn: z.enum(['google', 'development']),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  flags: z.object({
    isPublic: z.boolean(),
    isSearchable: z.boolean(),
    isLocked: z.boolean(),
    isShopOwner: z.boolean(),
  }),
  handles: z.array(
    z.object({
      fieldname: z.string(),
      platform: z.string(),
      handle: z.string(),
      /** The link the profile shows; null for games, which only have an ID. */
      link: z.string().nullable(),
      label: z.string(),
      /** A custom link's title. */
      title: z.string(),
      /** False for an item hidden from the public page. */
      visible: z.boolean(),
      updatedAt: z.string(),
    }),
  ),
  feedback: z.array(z.object({ text: z.string(), createdAt: z.string() })),
  /** Reports filed against this profile: reason and dates only, never who sent them or their notes. */
  reportsAboutYou: z.array(
    z.object({ reason: z.enum(REPORT_REASONS), createdAt: z.string(), resolvedAt: z.string().nullable() }),
  ),
  /** Usernames this person gave up that are still held for them (a name given up is held 90 days). */
  heldUsernames: z.array(z.object({ username: z.string(), heldUntil: z.string() })),
  sessions: z.array(z.object({ createdAt: z.string(), lastUsedAt: z.string(), expiresAt: z.string() })),
  products: z.array(
    z.object({ name: z.string(), description: z.string(), link: z.string(), createdAt: z.string() }),
  ),
  /** Every day with at least one view or handle use, oldest first (insights are kept 400 days). */
  insights: z.array(insightDay),
});
export type ProfileExport = z.infer<typeof profileExport>;

/** The file name "Download my data" saves under. */
export const exportFileName = (username: string) => `handlehub-${username}.json`;
