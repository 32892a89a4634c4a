import { errorResponse, MESSAGES, updateProfileFields, updateProfileResponse } from '@handlehub/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readPhotoForm } from '../../core/media/photo-form.js';
import { processPhoto } from '../../core/media/photo-pipeline.js';
import { presentUser } from '../../core/user.presenter.js';
import { updateProfile } from '../../core/users.queries.js';
import { authenticate, requireUser } from '../../plugins/auth.js';
import { photoLimit } from '../../plugins/rate-limits.js';

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
      const { fields, photo } = await readPhotoForm(request, updateProfileFields);
      const variants = photo ? await processPhoto(photo) : undefined;
      const updated = await updateProfile(app.db, user.id, { ...fields, photo: variants });
      return { user: presentUser(updated, app.config.publicUrl), msg: MESSAGES.profileUpdated };
    },
  );
}
