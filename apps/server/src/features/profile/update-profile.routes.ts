import { errorResponse, MESSAGES, updateProfileFields, updateProfileResponse } from '@handlehub/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest, HttpError, payloadTooLarge } from '../../lib/http-error.js';
import { photoLimit } from '../../plugins/rate-limits.js';
import { authenticate, requireUser } from '../auth/require-user.js';
import { processPhoto } from '../media/photo-pipeline.js';
import { forgetPublicProfile } from '../users/public-profile-cache.js';
import { presentUser } from '../users/user.presenter.js';
import { updateProfile } from '../users/users.queries.js';

interface ProfileForm {
  fields: Record<string, string>;
  photo: Buffer | undefined;
}

/** Reads the multipart form: text fields and at most one file, `photo`, cut off at 5 MB. */
async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  if (!request.isMultipart()) throw new HttpError(415, MESSAGES.unsupportedMediaType);
  const fields: Record<string, string> = {};
  let photo: Buffer | undefined;
  // The size limit can surface from toBuffer() or, when the body arrives in pieces, from the loop itself.
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'photo') throw badRequest(MESSAGES.invalidRequest);
      photo = await part.toBuffer();
      // A form whose file input was left empty sends a nameless empty part: that is "no new photo".
      if (photo.length === 0 && !part.filename) photo = undefined;
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw payloadTooLarge(MESSAGES.photoTooLarge);
    }
    throw error;
  }
  return { fields, photo };
}

/** `POST /api/profile/updateprofile`: name, username, gender and an optional new photo, all or nothing. */
export function registerUpdateProfileRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/profile/updateprofile',
    {
      onRequest: photoLimit(app),
      schema: {
        tags: ['profile'],
        security: [{ session: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: updateProfileResponse, '4xx': errorResponse },
      },
      preValidation: authenticate,
    },
    async (request) => {
      const user = await requireUser(request);
      const { fields, photo } = await readProfileForm(request);
      const parsed = updateProfileFields.safeParse(fields);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? MESSAGES.invalidRequest);
      const variants = photo ? await processPhoto(photo) : undefined;
      const updated = await updateProfile(app.db, user.id, { ...parsed.data, photo: variants });
      forgetPublicProfile(app.db, user.id);
      return { user: presentUser(updated, app.config.publicUrl), msg: MESSAGES.profileUpdated };
    },
  );
}
