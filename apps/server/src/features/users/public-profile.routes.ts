import type { PublicProfile } from '@handlehub/shared';
import { usersApi } from '@handlehub/shared/api/users';
import type { FastifyInstance } from 'fastify';
import { getPublicProfile } from '../../core/public-profile.queries.js';
import { memoOnProfile } from '../../core/public-profile-cache.js';
import { Precompressed, sendPrecompressed } from '../../lib/precompressed.js';
import { docsOf, type RequestTypes, routeOf } from '../../lib/route-of.js';
import { profileReadLimit } from '../../plugins/rate-limits.js';

const docs = docsOf('users');

/**
 * `GET /api/user/{username}`: the spec's one-entry list; empty for unknown or blocked users.
 * The answer is serialized and compressed once per cached profile (the response schema documents it), so
 * the route is typed by hand instead of through the Zod type provider.
 */
export function registerPublicProfileRoutes(app: FastifyInstance): void {
  app.route<RequestTypes<typeof usersApi.publicProfile>>({
    ...routeOf(usersApi.publicProfile, docs()),
    onRequest: profileReadLimit(app),
    // Compressed here, once per cached answer, instead of by the app-wide plugin on every request.
    compress: false,
    handler: async (request, reply) => {
      const answer = profileAnswer(
        await getPublicProfile(app.db, request.params.username, app.config.publicUrl),
      );
      // A lock must take effect at once: browsers and proxies may keep the answer but must revalidate it.
      reply.header('cache-control', 'no-cache').header('etag', answer.etag).header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
      // A JSON content type with a string or bytes body: Fastify sends it as it is, without serializing again.
      reply.type('application/json; charset=utf-8');
      return sendPrecompressed(request, reply, answer);
    },
  });
}

/** The answer for an unknown or blocked name. */
const NO_PROFILE = new Precompressed(JSON.stringify({ user: [] }));

/**
 * The answer of `GET /api/user/{username}` (the serialized body, its compressed forms and its ETag), made
 * once per cached profile object, so a popular profile is served without serializing, hashing or
 * compressing again.
 */
const answerOf = memoOnProfile(
  (profile: PublicProfile) => new Precompressed(JSON.stringify({ user: [profile] })),
);
const profileAnswer = (profile: PublicProfile | null): Precompressed =>
  profile ? answerOf(profile) : NO_PROFILE;
