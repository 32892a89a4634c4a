import { z } from 'zod';
import { REPORT_NOTE_MAX } from './limits.js';
import { MESSAGES } from './messages.js';
import { hasInvisibleChars } from './text.js';
import { usernameKey } from './username.js';
import { VERIFICATION_LEVELS } from './verification-keys.js';

/**
 * Reports of a profile and the operators' admin API behind `npm run admin`
 * (docs/decisions/009-reports-moderation-export.md).
 */

/** Why a visitor reports a profile; the labels are what the Report dialog shows. */
export const REPORT_REASONS = [
  'impersonation',
  'spam',
  'offensive',
  'inappropriate_photo',
  // One item of the page is someone else's (the report names it: `itemId`).
  'not_theirs',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** A stored reason as one of the list: a reason no longer in it reads as 'other'. */
export const asReportReason = (value: string): ReportReason =>
  (REPORT_REASONS as readonly string[]).includes(value) ? (value as ReportReason) : 'other';

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  impersonation: 'Pretends to be someone else',
  spam: 'Spam or a scam',
  offensive: 'Hateful, harassing or offensive',
  inappropriate_photo: 'Inappropriate photo',
  not_theirs: 'This handle is not theirs',
  other: 'Something else',
};

/**
 * Every control character except the line feed (a note may have several lines; `\r\n` becomes `\n`).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters
const NOTE_CONTROL_CHARS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/;

/** A free-text note (a reporter's, or an operator's when resolving): trimmed, at most 500 characters. */
export const moderationNote = z
  .string({ error: MESSAGES.reportNoteInvalid })
  .transform((value) => value.replace(/\r\n?/g, '\n').trim())
  .superRefine((value, ctx) => {
    if (value.length > REPORT_NOTE_MAX) ctx.addIssue({ code: 'custom', message: MESSAGES.reportNoteTooLong });
    else if (NOTE_CONTROL_CHARS.test(value))
      ctx.addIssue({ code: 'custom', message: MESSAGES.reportNoteInvalid });
    else if (hasInvisibleChars(value, { lines: true }))
      ctx.addIssue({ code: 'custom', message: MESSAGES.textInvisible });
  });

/** `POST /api/report`: no sign-in needed; the username is the profile's, as in its address. */
export const reportInput = z.object(
  {
    username: z
      .string({ error: MESSAGES.userNotFound })
      .max(100, MESSAGES.userNotFound)
      .transform(usernameKey),
    reason: z.enum(REPORT_REASONS, { error: MESSAGES.reportReasonMissing }),
    note: moderationNote.optional().default(''),
    /** The shown item a `not_theirs` report is about (the page's item id). */
    itemId: z
      .number({ error: MESSAGES.reportItemMissing })
      .int(MESSAGES.reportItemMissing)
      .positive(MESSAGES.reportItemMissing)
      .max(Number.MAX_SAFE_INTEGER, MESSAGES.reportItemMissing)
      .optional(),
  },
  { error: MESSAGES.invalidRequest },
);
export type ReportInput = z.input<typeof reportInput>;

/** A `not_theirs` report names the item it is about (one of the page's shown items): the problem, or null. */
export function reportItemProblem(input: {
  reason: ReportReason | null;
  itemId?: number | undefined;
}): string | null {
  return input.reason === 'not_theirs' && input.itemId === undefined ? MESSAGES.reportItemMissing : null;
}

// ---- Admin API (`/api/admin/...`, `admin-token` header; hidden from the public OpenAPI document) ----

/** The header that carries ADMIN_TOKEN, and the optional one naming the operator for the audit log. */
export const ADMIN_TOKEN_HEADER = 'admin-token';
export const ADMIN_ACTOR_HEADER = 'admin-actor';

export const adminUsernameParam = z.object({
  username: z
    .string()
    .max(100, MESSAGES.userNotFound)
    // Operators may write the name as it is shown, with its '@'.
    .transform((value) => usernameKey(value.trim().replace(/^@/, ''))),
});

/** The answer of every admin command that changes a user: what was done and where the user stands now. */
export const adminUserResult = z.object({
  msg: z.string(),
  changed: z.boolean(),
  user: z.object({
    username: z.string(),
    isBlocked: z.boolean(),
    isShopOwner: z.boolean(),
  }),
});

export const adminFeedbackQuery = z.object({
  limit: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return 50;
      const n = Number(value);
      if (/^\d{1,3}$/.test(value) && n >= 1 && n <= 500) return n;
      ctx.addIssue({ code: 'custom', message: MESSAGES.adminLimitInvalid });
      return z.NEVER;
    }),
});

const adminFeedbackItem = z.object({
  id: z.string(),
  /** null once the sender deleted their account (feedback outlives the account). */
  username: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
});
export const adminFeedbackList = z.object({ feedback: z.array(adminFeedbackItem) });

export const adminReportsQuery = z.object({
  all: z
    .enum(['true', 'false', '1', '0'], { error: MESSAGES.invalidRequest })
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});

const adminReport = z.object({
  id: z.string(),
  username: z.string(),
  reason: z.enum(REPORT_REASONS),
  note: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolution: z.string().nullable(),
  /**
   * The reported item, as it is now, with its verification: its level, the method and last check that set
   * it, and what was found where. null for a report of the whole profile, or once the item was deleted.
   */
  item: z
    .object({
      id: z.number().int(),
      platform: z.string(),
      value: z.string(),
      level: z.enum(VERIFICATION_LEVELS),
      method: z.string().nullable(),
      checkedAt: z.string().nullable(),
      evidence: z.object({ where: z.string(), found: z.string() }).nullable(),
    })
    .nullable()
    .default(null),
});
export const adminReportList = z.object({ reports: z.array(adminReport) });
export type AdminReport = z.infer<typeof adminReport>;

export const reportIdParam = z.object({ id: z.uuid({ error: MESSAGES.reportIdInvalid }) });

export const resolveReportInput = z.object(
  { note: moderationNote.optional().default('') },
  { error: MESSAGES.invalidRequest },
);

export const adminResolveResult = z.object({ msg: z.string(), report: adminReport });

const adminCounts = z.object({
  users: z.number().int(),
  blockedUsers: z.number().int(),
  lockedUsers: z.number().int(),
  shopOwners: z.number().int(),
  handles: z.number().int(),
  products: z.number().int(),
  feedback: z.number().int(),
  openReports: z.number().int(),
  resolvedReports: z.number().int(),
});
export const adminCountsResponse = z.object({ counts: adminCounts });
export type AdminCounts = z.infer<typeof adminCounts>;
