import type { FastifyMultipartBaseOptions } from '@fastify/multipart';
import { MESSAGES } from '@handlehub/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest, HttpError, payloadTooLarge } from '../../lib/http-error.js';

// Supported by @fastify/multipart's parts() at run time, though missing from its parts() typings.
const keepReadingPastLimit: FastifyMultipartBaseOptions = { throwFileSizeLimit: false };

/** A photo form's text fields as `fields` parsed them, and its photo's bytes, if one was sent. */
export interface PhotoForm<T> {
  fields: T;
  /** Undefined when no file was chosen (the browser then sends a nameless empty part). */
  photo: Buffer | undefined;
}

/**
 * Reads a multipart form of text fields and at most one file, `photo` (Edit Profile, Add Product), in one
 * order for both (docs/decisions/012): not multipart → 415; a file under any other name → 400; then the
 * text fields, checked with `fields` (400 with its first message); then the photo's size (413, the spec's
 * message). A photo over the limit is skipped as it arrives, never held, so the fields can still be
 * checked first. What the photo is made of is processPhoto's to check.
 */
export async function readPhotoForm<S extends z.ZodType>(
  request: FastifyRequest,
  fields: S,
): Promise<PhotoForm<z.output<S>>> {
  if (!request.isMultipart()) throw new HttpError(415, MESSAGES.unsupportedMediaType);
  const text: Record<string, string> = {};
  let photo: Buffer | undefined;
  let photoTooLarge = false;
  for await (const part of request.parts(keepReadingPastLimit)) {
    if (part.type === 'field') {
      // A field sent as JSON arrives parsed; only text is a form field.
      if (typeof part.value === 'string') text[part.fieldname] = part.value;
      continue;
    }
    if (part.fieldname !== 'photo') throw badRequest(MESSAGES.invalidRequest);
    const bytes = await part.toBuffer();
    photoTooLarge = part.file.truncated;
    // A form whose file input was left empty sends a nameless empty part: that is "no photo".
    photo = photoTooLarge || (bytes.length === 0 && !part.filename) ? undefined : bytes;
  }
  const parsed = fields.safeParse(text);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? MESSAGES.invalidRequest);
  if (photoTooLarge) throw payloadTooLarge(MESSAGES.photoTooLarge);
  return { fields: parsed.data, photo };
}
