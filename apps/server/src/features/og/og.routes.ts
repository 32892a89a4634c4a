import {
  errorResponse,
  imageFileParam,
  MESSAGES,
  ogImageQuery,
  type VisiblePublicProfile,
} from '@handlehub/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { notFound } from '../../lib/http-error.js';
import { profileReadLimit, spend } from '../../plugins/rate-limits.js';
import { getPhoto } from '../media/media.queries.js';
import { getPublicProfile } from '../users/public-profile.queries.js';
import { OG_IMAGE, ogImageVersion, renderOgImage } from './og-image.js';

const FILE = /^(.+)\.png$/;
/** A photo address of ours (absolute from PUBLIC_URL): the stored photo's id and size. */
const PHOTO_URL = /\/media\/([0-9a-f-]{36})-(\d+)\.webp$/;
/** Cards kept per instance (about 60–80 KB each): the profiles being shared right now. */
const CACHE_ENTRIES = 200;

/**
 * Rendered cards by username and version, least recently used out first. A new version (the profile
 * changed) is a new key; the old card simply ages out. Holds the promise, so a burst of crawlers for a
 * freshly shared profile renders it once.
 */
export class CardCache {
  readonly #cards = new Map<string, Promise<Buffer>>();
  constructor(private readonly max: number) {}

  get(key: string): Promise<Buffer> | undefined {
    const card = this.#cards.get(key);
    if (card) {
      this.#cards.delete(key);
      this.#cards.set(key, card);
    }
    return card;
  }

  set(key: string, card: Promise<Buffer>): void {
    this.#cards.set(key, card);
    if (this.#cards.size > this.max) this.#cards.delete(this.#cards.keys().next().value!);
    // A failed render is not kept: the next request tries again.
    card.catch(() => {
      if (this.#cards.get(key) === card) this.#cards.delete(key);
    });
  }

  get size(): number {
    return this.#cards.size;
  }
}

/**
 * `GET /api/og/{username}.png?v=`: the profile's 1200×630 link-preview card, the `og:image` of
 * `/user/{username}`. Unknown, blocked and locked users have none (404).
 */
export function registerOgRoutes(app: FastifyInstance): void {
  const cards = new CardCache(CACHE_ENTRIES);

  async function render(profile: VisiblePublicProfile): Promise<Buffer> {
    const photo = PHOTO_URL.exec(profile.photo ?? '');
    const bytes = photo ? await getPhoto(app.db, photo[1]!, Number(photo[2])) : null;
    return renderOgImage(profile, bytes, app.config.publicUrl);
  }

  // Typed by hand (the schemas still validate): the answer is image bytes, not a schema-shaped body.
  app.get<{ Params: z.output<typeof imageFileParam>; Querystring: z.output<typeof ogImageQuery> }>(
    '/api/og/:file',
    {
      // Every card counts as a read of the profile; drawing one not yet cached also spends an image.
      onRequest: profileReadLimit(app),
      schema: {
        tags: ['users'],
        summary: "A profile's link-preview card (og:image): {username}.png, 1200×630",
        params: imageFileParam,
        querystring: ogImageQuery,
        response: { '4xx': errorResponse },
      },
    },
    async (request, reply) => {
      const match = FILE.exec(request.params.file);
      const profile = match ? await getPublicProfile(app.db, match[1]!, app.config.publicUrl) : null;
      if (!match || !profile || profile.isLocked) throw notFound(MESSAGES.userNotFound);
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
  );
}
