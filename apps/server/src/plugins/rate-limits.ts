import { normalizeIP } from '@fastify/rate-limit';
import { RATE_LIMITS } from '@handlehub/shared';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { currentUser } from './auth.js';

/**
 * The rate limits (per address and per user; docs/decisions/003), in one place. Each limit is one budget shared by
 * every route that uses it (60 writes a minute in all, not 60 per route), counted in the app's store:
 * memory, or Redis when REDIS_URL is set so that several instances share the counts.
 *
 * Use them as a route's first `onRequest` hook, so a refused request costs no body parsing:
 *
 *   r.route({ ...routeOf(someApi.write, docs), onRequest: writeLimit(app), handler })
 *
 * The client address is Fastify's `request.ip`: X-Forwarded-For is believed only from TRUST_PROXY
 * addresses, so a rotating header resets nothing. IPv6 addresses count per /64, as one host gets a /64.
 */

type Bucket = 'signIn' | 'writes' | 'photos' | 'beacons' | 'images' | 'reports';

/** Requests each budget allows per window: a minute, unless WINDOW_MS gives another. */
const PER_MINUTE: Record<Bucket, number> = {
  signIn: RATE_LIMITS.signInPerMinutePerAddress,
  writes: RATE_LIMITS.writesPerMinutePerUser,
  photos: RATE_LIMITS.photoUpdatesPerMinutePerUser,
  beacons: RATE_LIMITS.beaconsPerMinutePerAddress,
  images: RATE_LIMITS.imagesPerMinutePerAddress,
  reports: RATE_LIMITS.reportsPerHourPerAddress,
};

const WINDOW_MS: Partial<Record<Bucket, number>> = { reports: 3_600_000 };

const address = (request: FastifyRequest) => `ip:${normalizeIP(request.ip)}`;

/** The signed-in user, else the client address (a request with a dead token counts against its address). */
async function userOrAddress(request: FastifyRequest): Promise<string> {
  const user = await currentUser(request);
  return user ? `user:${user.id}` : address(request);
}

const KEYS: Record<Bucket, (request: FastifyRequest) => Promise<string> | string> = {
  signIn: address,
  writes: userOrAddress,
  photos: userOrAddress,
  beacons: address,
  images: address,
  reports: address,
};

const hooks = new WeakMap<FastifyInstance, Map<Bucket, onRequestAsyncHookHandler>>();

function limit(app: FastifyInstance, bucket: Bucket): onRequestAsyncHookHandler {
  const made = hooks.get(app) ?? new Map<Bucket, onRequestAsyncHookHandler>();
  hooks.set(app, made);
  let hook = made.get(bucket);
  if (!hook) {
    const key = KEYS[bucket];
    hook = app.rateLimit({
      // Only a non-production run may turn limits off (config.ts), for end-to-end and property tests.
      max: app.config.rateLimits ? PER_MINUTE[bucket] : 1_000_000,
      timeWindow: WINDOW_MS[bucket] ?? 60_000,
      // The bucket name keeps the budgets apart: the plugin stores every shared limiter under one prefix.
      keyGenerator: async (request) => `${bucket}:${await key(request)}`,
    }) as onRequestAsyncHookHandler;
    made.set(bucket, hook);
  }
  return hook;
}

/** Sign-in and sign-up: 10 a minute per client address. */
export const signInLimit = (app: FastifyInstance) => limit(app, 'signIn');
/** Every other write: 60 a minute per user (per address without a live session). */
export const writeLimit = (app: FastifyInstance) => limit(app, 'writes');
/** Writes that carry a photo (profile and product updates): 30 a minute per user. */
export const photoLimit = (app: FastifyInstance) => limit(app, 'photos');
/** Insights beacons (views, handle copies and opens): 120 a minute per client address. */
export const beaconLimit = (app: FastifyInstance) => limit(app, 'beacons');
/** Generated images (QR downloads, link-preview cards not yet cached): 60 a minute per client address. */
export const imageLimit = (app: FastifyInstance) => limit(app, 'images');
/** Profile reports (no sign-in needed): 5 an hour per client address. */
export const reportLimit = (app: FastifyInstance) => limit(app, 'reports');
