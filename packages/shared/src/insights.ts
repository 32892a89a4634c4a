import { z } from 'zod';
import { ITEM_SLUG } from './item-slug.js';
import { MESSAGES } from './messages.js';
import { profileUsername } from './users.js';

/**
 * Insights for a profile's owner (docs/decisions/006-insights.md): per UTC day, profile views, QR scans
 * and copies/opens per handle. Visitors are never identified; the browser sends beacons and the server
 * keeps one counter per user, day and metric.
 */

/** How a visitor reached the profile: its link, or its QR code (`qrProfilePath`: `/user/{username}?src=qr`). */
const INSIGHT_SOURCES = ['link', 'qr'] as const;
export type InsightSource = (typeof INSIGHT_SOURCES)[number];

/** `POST /api/insights/view`: one visible profile was opened. */
export const viewBeaconInput = z.object(
  {
    username: profileUsername,
    source: z.enum(INSIGHT_SOURCES, { error: MESSAGES.insightSourceInvalid }),
  },
  { error: MESSAGES.invalidRequest },
);
export type ViewBeaconInput = z.input<typeof viewBeaconInput>;

/** `POST /api/insights/click`: one handle of the profile was copied or its link opened. */
export const clickBeaconInput = z.object(
  {
    username: profileUsername,
    /** The item's slug (handle-items.ts): its platform key for the first shown item of a platform, `key-id` after. */
    fieldname: z
      .string({ error: MESSAGES.insightFieldInvalid })
      // Its shape only: the server checks the platform against the catalogue, which beacons do not download.
      .regex(ITEM_SLUG, MESSAGES.insightFieldInvalid),
  },
  { error: MESSAGES.invalidRequest },
);

/** Both beacons answer 204 with no body, whether or not the visit was counted. */
export const beaconAnswer = z
  .null()
  .describe('Counted, or deliberately not counted (a bot, the owner, a locked profile)');

/**
 * One UTC day. `views` counts every opening of the profile, those from the QR code included; `qrScans`
 * is the part of them that came from the QR code. `clicks` holds only handles used at least once.
 */
export const insightDay = z.object({
  date: z.iso.date(),
  views: z.number().int().nonnegative(),
  qrScans: z.number().int().nonnegative(),
  /** By item slug (handle-items.ts). */
  clicks: z.record(z.string(), z.number().int().positive()),
});
export type InsightDay = z.infer<typeof insightDay>;
export type InsightClicks = Record<string, number>;

/** `GET /api/profile/insights`: the last INSIGHT_DAYS days, today included, oldest first, none missing. */
export const insightsResponse = z.object({ days: z.array(insightDay) });
