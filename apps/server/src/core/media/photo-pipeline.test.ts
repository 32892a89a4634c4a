import { MESSAGES, PHOTO_MAX_BYTES } from '@handlehub/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  CAMERA_MAKE,
  decompressionBombPng,
  exifIfd0Tags,
  GPS_IFD_TAG,
  jpegWithExifAndGps,
  metadataLeft,
  png,
  svg,
  textFile,
  webp,
} from '../../../test/photo-fixtures.js';
import { HttpError } from '../../lib/http-error.js';
import { PHOTO_SIZES } from './media-url.js';
import { processPhoto, sniffImageType } from './photo-pipeline.js';

async function refusal(bytes: Buffer): Promise<{ status: number; message: string }> {
  const error = await processPhoto(bytes).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return { status: (error as HttpError).statusCode, message: (error as HttpError).message };
}

describe('photo pipeline', () => {
  it('re-encodes a JPEG carrying EXIF and GPS to WebP at the fixed sizes with no metadata left', async () => {
    const source = await jpegWithExifAndGps();
    const sourceMeta = await sharp(source).metadata();
    expect(sourceMeta.exif?.includes(CAMERA_MAKE)).toBe(true);
    expect(exifIfd0Tags(sourceMeta.exif!)).toContain(GPS_IFD_TAG);

    const variants = await processPhoto(source);
    expect(variants.map((v) => v.size).sort((a, b) => a - b)).toEqual(
      Object.values(PHOTO_SIZES).sort((a, b) => a - b),
    );
    for (const variant of variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([variant.size, variant.size]);
      expect(await metadataLeft(variant.bytes)).toEqual([]);
    }
  });

  it('accepts PNG (with transparency) and WebP', async () => {
    for (const source of [await png(), await webp()]) {
      const variants = await processPhoto(source);
      expect(variants).toHaveLength(Object.keys(PHOTO_SIZES).length);
      expect((await sharp(variants[0]!.bytes).metadata()).format).toBe('webp');
    }
  });

  it('tells the type from the magic bytes, never from anything else', async () => {
    expect(sniffImageType(await jpegWithExifAndGps(8, 8))).toBe('jpeg');
    expect(sniffImageType(await png(8, 8))).toBe('png');
    expect(sniffImageType(await webp(8, 8))).toBe('webp');
    expect(sniffImageType(svg())).toBeNull();
    expect(sniffImageType(textFile())).toBeNull();
  });

  it('refuses SVG and text with 415', async () => {
    expect(await refusal(svg())).toEqual({ status: 415, message: MESSAGES.photoNotImage });
    expect(await refusal(textFile())).toEqual({ status: 415, message: MESSAGES.photoNotImage });
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const bomb = decompressionBombPng();
    expect(bomb.length).toBeLessThan(2000);
    expect(await refusal(bomb)).toEqual({ status: 400, message: MESSAGES.photoTooManyPixels });
  });

  it('refuses more than 5 MB with 413 and the spec message', async () => {
    const tooBig = Buffer.concat([await jpegWithExifAndGps(8, 8), Buffer.alloc(PHOTO_MAX_BYTES)]);
    expect(await refusal(tooBig.subarray(0, PHOTO_MAX_BYTES + 1))).toEqual({
      status: 413,
      message: MESSAGES.photoTooLarge,
    });
  });

  it('refuses a file that starts like a JPEG but is not one', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), textFile()]);
    expect(await refusal(fake)).toEqual({ status: 400, message: MESSAGES.photoUnreadable });
  });
});
