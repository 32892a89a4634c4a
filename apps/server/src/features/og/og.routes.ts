import type { VisiblePublicProfile } from '@handlehub/shared';
import { ogApi } from '@handlehub/shared/api/og';
import type { FastifyInstance } from 'fastify';
import { CardCache } from '../../core/card-cache.js';
import { getPhoto } from '../../core/media/media.queries.js';
import { photoOfUrl } from '../../core/media/media-url.js';
import { OG_IMAGE, ogImageVersion } from '../../core/og-link.js';
import { profileOfFile } from '../../core/public-profile.queries.js';
import { linkPreviewFor } from '../../core/visibility.js';
import { docsOf, type RequestTypes, routeOf } from '../../lib/route-of.js';
import { profileReadLimit, spend } from '../../plugins/rate-limits.js';
import { renderOgImage } from './og-image.js';

/** Cards kept per instance (about 60–80 KB each): the profiles being shared right now. */
const CACHE_ENTRIES = 200;

const docs = docsOf('users');

/**
 * `GET /api/og/{username}.png?v=`: the profile's 1200×630 link-preview card, the `og:image` of
 * `/user/{username}`. Unknown, blocked and locked users have none (404).
 */
export function registerOgRoutes(app: FastifyInstance): void {
  const cards = new CardCache(CACHE_ENTRIES);

  async function render(profile: VisiblePublicProfile): Promise<Buffer> {
    const photo = photoOfUrl(profile.photo);
    const bytes = photo ? await getPhoto(app.db, photo.id, photo.size) : null;
    return renderOgImage(profile, bytes, app.config.publicUrl);
  }

  // Typed by hand (the schemas still validate): the answer is image bytes, not a schema-shaped body.
  const { image } = ogApi;
  app.route<RequestTypes<typeof image>>({
    ...routeOf(image, docs("A profile's link-preview card (og:image): {username}.png, 1200×630")),
    // Every card counts as a read of the profile; drawing one not yet cached also spends an image.
    onRequest: profileReadLimit(app),
    handler: async (request, reply) => {
      const { profile } = await profileOfFile(app, request.params.file, ['png'], linkPreviewFor);
      const version = ogImageVersion(profile);
      const etag = `"og-${version}"`;
      // The page links to ?v={version}: that address never shows another card, so caches may keep it for
      // five minutes (a lock or a block reaches shared caches that soon). Any other address is revalidated
      // every time.
      reply
        .header('cache-control', request.query.v === version ? 'public, max-age=300' : 'no-cache')
        .header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const key = `${profile.username}\n${version}`;
      let card = cards.get(key);
      if (!card) {
        // Only drawing costs: cached cards are not counted, so crawlers of shared links are not refused.
        await spend(app, 'images', request);
        card = render(profile);
        cards.set(key, card);
      }
      return reply.type(OG_IMAGE.type).send(await card);
    },
  });
}
