import { z } from 'zod';
import { QR_DOWNLOAD_SIZE } from './limits.js';
import { MESSAGES } from './messages.js';

/**
 * QR downloads and link-preview cards (docs/decisions/007-qr-downloads-and-link-preview.md).
 * The file names are validated in the routes: `{username}.svg`, `{username}.png`.
 */
export const imageFileParam = z.object({ file: z.string().max(100) });

/** `/api/qr/{username}/{platform}.{svg|png}`: one handle's QR code (docs/decisions/013-play-together.md). */
export const platformQrParams = z.object({ username: z.string().max(100), file: z.string().max(100) });

export const QR_DOWNLOAD_FORMATS = ['svg', 'png'] as const;
export type QrDownloadFormat = (typeof QR_DOWNLOAD_FORMATS)[number];

/** `?size=` of `GET /api/qr/{username}.{svg|png}`: whole pixels from 128 to 2048, default 1024. */
export const qrDownloadQuery = z.object({
  size: z
    .string({ error: MESSAGES.qrSizeInvalid })
    .regex(/^\d{1,5}$/, MESSAGES.qrSizeInvalid)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(QR_DOWNLOAD_SIZE.min, MESSAGES.qrSizeInvalid)
        .max(QR_DOWNLOAD_SIZE.max, MESSAGES.qrSizeInvalid),
    )
    .optional(),
});

/** `?v=` of `GET /api/og/{username}.png`: the profile version the page linked to (only for caching). */
export const ogImageQuery = z.object({ v: z.string().max(64).optional() });
