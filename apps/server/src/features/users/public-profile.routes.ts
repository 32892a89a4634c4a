import { createHash } from 'node:crypto';
import type { PublicProfile } from '@handlehub/shared';
import { usersApi } from '@handlehub/shared/api/users';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { getPublicProfile } from '../../core/public-profile.queries.js';
import { Precompressed } from '../../lib/precompressed.js';
import { routeOf } from '../../lib/route-of.js';
import { profileReadLimit } from '../../plugins/rate-limits.js';

/**
 * `GET /api/user/{username}`: the spec's one-entry list; empty for unknown or blocked users.
 * The answer is serialized and compressed once per cached profile (the response schema documents it), so
 * the route is typed by hand instead of through the Zod type provider.
 */
export function registerPublicProfileRoutes(app: FastifyInstance): void {
  app.route<{ Params: z.output<typeof usersApi.publicProfile.params> }>({
    ...routeOf(usersApi.publicProfile, { tags: ['users'] }),
    onRequest: profileReadLimit(app),
    // Compressed here, once per cached answer, instead of by the app-wide plugin on every request.
    compress: false,
    handler: async (request, reply) => {
      const { payload, etag } = profileAnswer(
        await getPublicProfile(app.db, request.params.username, app.config.publicUrl),
      );
      // A lock must take effect at once: browsers and proxies may keep the answer but must revalidate it.
      reply.header('cache-control', 'no-cache').header('etag', etag).header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      // A JSON content type with a string or bytes body: Fastify sends it as it is, without serializing again.
      reply.type('application/json; charset=utf-8');
      const encoding = payload.encodingFor(request.headers['accept-encoding']);
      if (!encoding) return reply.send(payload.body);
      return reply.header('content-encoding', encoding).send(payload.encoded(encoding));
    },
  });
}

/** The answer of `GET /api/user/{username}`: the serialized body (and its compressed forms) with its ETag. */
export interface ProfileAnswer {
  readonly payload: Precompressed;
  readonly etag: string;
}

const answers = new WeakMap<object, ProfileAnswer>();

/**
 * The answer of `GET /api/user/{username}`, made once per cached profile object, so a popular profile is
 * served without serializing, hashing or compressing again.
 */
export function profileAnswer(profile: PublicProfile | null): ProfileAnswer {
  const known = profile ? answers.get(profile) : undefined;
  if (known) return known;
  const body = JSON.stringify({ user: profile ? [profile] : [] });
  const answer = {
    payload: new Precompressed(body),
    etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
  };
  if (profile) answers.set(profile, answer);
  return answer;
}
