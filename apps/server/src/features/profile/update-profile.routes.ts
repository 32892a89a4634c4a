import { MESSAGES } from '@handlehub/shared';
import { profileApi } from '@handlehub/shared/api/profile';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readPhotoForm } from '../../core/media/photo-form.js';
import { processPhoto } from '../../core/media/photo-pipeline.js';
import { presentUser } from '../../core/user.presenter.js';
import { updateProfile } from '../../core/users.queries.js';
import { docsOf, routeOf, SIGNED_IN } from '../../lib/route-of.js';
import { authenticate, requireUser } from '../../plugins/auth.js';
import { photoLimit } from '../../plugins/rate-limits.js';

const docs = docsOf('profile', { security: SIGNED_IN });

/**
 * `POST /api/profile/updateprofile`: name, username, gender, the optional bio and page theme (left out: kept)
 * and an optional new photo, all or nothing.
 */
export function registerUpdateProfileRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(profileApi.update, docs()),
    onRequest: photoLimit(app),
    preValidation: authenticate,
    handler: async (request) => {
      const user = await requireUser(request);
      const { fields, photo } = await readPhotoForm(request, profileApi.update.form);
      const variants = photo ? await processPhoto(photo) : undefined;
      const updated = await updateProfile(app.db, user.id, { ...fields, photo: variants });
      return { user: presentUser(updated, app.config.publicUrl), msg: MESSAGES.profileUpdated };
    },
  });
}
