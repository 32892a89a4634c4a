import { MESSAGES, PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS } from '@handlehub/shared';
import sharp, { type Metadata } from 'sharp';
import { HttpError, payloadTooLarge } from '../../lib/http-error.js';
import { PHOTO_SIZES } from './media-url.js';

export interface PhotoVariant {
  size: number;
  bytes: Buffer;
}

type ImageType = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

/** The image type from the file's first bytes (JPEG, PNG, WebP, GIF, AVIF), never from its name or declared type. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.toString('latin1', 0, 6))) return 'gif';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 4, 8) === 'ftyp' &&
    /^avi[fs]$/.test(bytes.toString('latin1', 8, 12))
  ) {
    return 'avif';
  }
  return null;
}

const unsupported = () => new HttpError(415, MESSAGES.photoNotImage);
const unreadable = () => new HttpError(400, MESSAGES.photoUnreadable);

/**
 * Checks an uploaded photo and re-encodes it to square WebP at the fixed sizes, with every metadata
 * block (EXIF, GPS, ICC, XMP) left behind. Throws an HttpError a person can read for anything else.
 */
export async function processPhoto(bytes: Buffer): Promise<PhotoVariant[]> {
  if (bytes.length > PHOTO_MAX_BYTES) throw payloadTooLarge(MESSAGES.photoTooLarge);
  if (bytes.length === 0 || !sniffImageType(bytes)) throw unsupported();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (!meta.width || !meta.height) throw unreadable();
  if (meta.width * meta.height > PHOTO_MAX_PIXELS) throw new HttpError(400, MESSAGES.photoTooManyPixels);
  if ((meta.pages ?? 1) > 1) throw new HttpError(400, MESSAGES.photoNotImage);
  try {
    const source = sharp(bytes, {
      limitInputPixels: PHOTO_MAX_PIXELS,
      failOn: 'error',
      sequentialRead: true,
    }).rotate();
    return await Promise.all(
      Object.values(PHOTO_SIZES).map(async (size) => ({
        size,
        bytes: await source.clone().resize(size, size, { fit: 'cover' }).webp({ quality: 80 }).toBuffer(),
      })),
    );
  } catch {
    throw unreadable();
  }
}
