import { z } from 'zod';
import { MESSAGES } from './messages.js';
import { gender, personName, profileUsername, userJson } from './users.js';

export const STATUS_FIELDS = ['isPublic', 'isSearchable', 'isLocked'] as const;
export type StatusField = (typeof STATUS_FIELDS)[number];

export const accountStatus = z.object({
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
});
export type UpdateProfileFields = z.input<typeof updateProfileFields>;

export const updateProfileResponse = z.object({ user: userJson, msg: z.string() });
