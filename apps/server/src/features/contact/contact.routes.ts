import { CARD_IMAGE, type VisiblePublicProfile } from '@handlehub/shared';
import { contactApi } from '@handlehub/shared/api/contact';
import type { FastifyInstance } from 'fastify';
import { CardCache } from '../../core/card-cache.js';
import { getPhoto } from '../../core/media/media.queries.js';
import { photoOfUrl } from '../../core/media/media-url.js';
import { ogImageVersion } from '../../core/og-link.js';
import { profileOfFile } from '../../core/public-profile.queries.js';
import { memoOnProfile } from '../../core/public-profile-cache.js';
import { etagOf } from '../../lib/etag.js';
import { docsOf, type RequestTypes, routeOf } from '../../lib/route-of.js';
import { imageLimit, profileReadLimit } from '../../plugins/rate-limits.js';
import { cardPhoto, profileCardSvg } from './profile-card.js';
import { buildVcard } from './vcard.js';

/** The stored photo size the card is drawn from: it shows the photo at 112 px, embedded at 224 px. */
const CARD_PHOTO_SOURCE = 512;
/** Cards kept per instance (10–30 KB each). */
const CACHE_ENTRIES = 500;

const docs = docsOf('users');

/**
 * Take the profile along (docs/decisions/013-play-together.md): `GET /api/vcard/{username}.vcf`, a
 * vCard 4.0 of the visible profile, and `GET /api/card/{username}.svg?v=`, the embeddable card.
 */
export function registerContactRoutes(app: FastifyInstance): void {
  const cards = new CardCache(CACHE_ENTRIES);
  const limit = imageLimit(app);
  const vcardOf = memoOnProfile((profile: VisiblePublicProfile) => {
    const body = buildVcard(profile, app.config.publicUrl);
    return { body, etag: etagOf(body) };
  });

  async function renderCard(profile: VisiblePublicProfile): Promise<Buffer> {
    const photo = photoOfUrl(profile.photo);
    const bytes = photo ? await getPhoto(app.db, photo.id, CARD_PHOTO_SOURCE) : null;
    return Buffer.from(profileCardSvg(profile, await cardPhoto(bytes, profile.name)));
  }

  const { vcard: vcardEndpoint, card: cardEndpoint } = contactApi;
  app.route<RequestTypes<typeof vcardEndpoint>>({
    ...routeOf(vcardEndpoint, docs('A public profile as a contact: {username}.vcf, vCard 4.0')),
    onRequest: limit,
    handler: async (request, reply) => {
      const { profile } = await profileOfFile(app, request.params.file, ['vcf']);
      const { body, etag } = vcardOf(profile);
      // Revalidated every time, like the profile itself: a lock or a removed handle takes effect at once.
      reply
        .header('cache-control', 'no-cache')
        .header('etag', etag)
        .header('content-disposition', `attachment; filename="${profile.username}.vcf"`);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('text/vcard; charset=utf-8').send(body);
    },
  });

  app.route<RequestTypes<typeof cardEndpoint>>({
    ...routeOf(cardEndpoint, docs('The embeddable card of a public profile: {username}.svg, about 480×160')),
    // Every request looks the name up, so every one spends from the profile-read budget (per address: a
    // busy forum page showing the card is many visitors, each with an address of their own).
    onRequest: profileReadLimit(app),
    handler: async function (request, reply) {
      const { profile } = await profileOfFile(app, request.params.file, ['svg']);
      const version = ogImageVersion(profile);
      const etag = `"card-${version}"`;
      reply
        // The versioned address never shows another card, so caches may keep it five minutes (a lock
        // reaches them that soon); any other address is revalidated every time, as for the link preview.
        .header('cache-control', request.query.v === version ? 'public, max-age=300' : 'no-cache')
        .header('etag', etag)
        // Made to be shown on other sites (forums, READMEs, overlays), which browsers allow only with this.
        .header('cross-origin-resource-policy', 'cross-origin')
        // The API's policy, plus the card's own photo (a data: URL) when the file is opened by itself.
        .header('content-security-policy', "default-src 'none';img-src data:;frame-ancestors 'none'");
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const key = `${profile.username}\n${version}`;
      let card = cards.get(key);
      if (!card) {
        // Drawing also spends from the image budget: cards already drawn cost no more than the lookup.
        await limit.call(this, request, reply);
        card = renderCard(profile);
        cards.set(key, card);
      }
      return reply.type(CARD_IMAGE.type).send(await card);
    },
  });
}
