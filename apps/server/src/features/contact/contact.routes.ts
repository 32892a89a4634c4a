import { createHash } from 'node:crypto';
import {
  CARD_IMAGE,
  hasUsernameShape,
  MESSAGES,
  type PublicProfile,
  type VisiblePublicProfile,
} from '@handlehub/shared';
import { contactApi } from '@handlehub/shared/api/contact';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { CardCache } from '../../core/card-cache.js';
// Shared with the link-preview card and the public profile (to move below these features): the photo
// bytes, the card cache, the card version, and the one visibility rule.
import { getPhoto } from '../../core/media/media.queries.js';
import { photoOfUrl } from '../../core/media/media-url.js';
import { ogImageVersion } from '../../core/og-link.js';
import { getPublicProfile } from '../../core/public-profile.queries.js';
import { shownInFull } from '../../core/visibility.js';
import { notFound } from '../../lib/http-error.js';
import { routeOf } from '../../lib/route-of.js';
import { imageLimit, profileReadLimit } from '../../plugins/rate-limits.js';
import { cardPhoto, profileCardSvg } from './profile-card.js';
import { buildVcard } from './vcard.js';

/** The stored photo size the card is drawn from: it shows the photo at 112 px, embedded at 224 px. */
const CARD_PHOTO_SOURCE = 512;
/** Cards kept per instance (10–30 KB each). */
const CACHE_ENTRIES = 500;

/**
 * The visible profile named by `file` (`{username}.{extension}`), or a 404 for unknown, blocked and
 * locked users, as the profile QR and the link-preview card answer. The name is checked before any query.
 */
async function visibleProfileOf(
  app: FastifyInstance,
  file: string,
  extension: string,
): Promise<VisiblePublicProfile> {
  const username = file.endsWith(`.${extension}`) ? file.slice(0, -extension.length - 1).toLowerCase() : '';
  const profile = hasUsernameShape(username)
    ? shownInFull(await getPublicProfile(app.db, username, app.config.publicUrl))
    : null;
  if (!profile) throw notFound(MESSAGES.userNotFound);
  return profile;
}

/**
 * Take the profile along (docs/decisions/013-play-together.md): `GET /api/vcard/{username}.vcf`, a
 * vCard 4.0 of the visible profile, and `GET /api/card/{username}.svg?v=`, the embeddable card.
 */
export function registerContactRoutes(app: FastifyInstance): void {
  const cards = new CardCache(CACHE_ENTRIES);
  const limit = imageLimit(app);
  /** vCards by cached profile object (decision 005 hands out one object per change). */
  const vcards = new WeakMap<PublicProfile, { body: string; etag: string }>();

  async function renderCard(profile: VisiblePublicProfile): Promise<Buffer> {
    const photo = photoOfUrl(profile.photo);
    const bytes = photo ? await getPhoto(app.db, photo.id, CARD_PHOTO_SOURCE) : null;
    return Buffer.from(profileCardSvg(profile, await cardPhoto(bytes, profile.name)));
  }

  const { vcard: vcardEndpoint, card: cardEndpoint } = contactApi;
  app.route<{ Params: z.output<typeof vcardEndpoint.params> }>({
    ...routeOf(vcardEndpoint, {
      tags: ['users'],
      summary: 'A public profile as a contact: {username}.vcf, vCard 4.0',
    }),
    onRequest: limit,
    handler: async (request, reply) => {
      const profile = await visibleProfileOf(app, request.params.file, 'vcf');
      let vcard = vcards.get(profile);
      if (!vcard) {
        const body = buildVcard(profile, app.config.publicUrl);
        vcard = { body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"` };
        vcards.set(profile, vcard);
      }
      const { body, etag } = vcard;
      // Revalidated every time, like the profile itself: a lock or a removed handle takes effect at once.
      reply
        .header('cache-control', 'no-cache')
        .header('etag', etag)
        .header('content-disposition', `attachment; filename="${profile.username}.vcf"`);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('text/vcard; charset=utf-8').send(body);
    },
  });

  app.route<{
    Params: z.output<typeof cardEndpoint.params>;
    Querystring: z.output<typeof cardEndpoint.query>;
  }>({
    ...routeOf(cardEndpoint, {
      tags: ['users'],
      summary: 'The embeddable card of a public profile: {username}.svg, about 480×160',
    }),
    // Every request looks the name up, so every one spends from the profile-read budget (per address: a
    // busy forum page showing the card is many visitors, each with an address of their own).
    onRequest: profileReadLimit(app),
    handler: async function (request, reply) {
      const profile = await visibleProfileOf(app, request.params.file, 'svg');
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
