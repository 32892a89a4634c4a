import { normalizeIP } from '@fastify/rate-limit';
import { MESSAGES, RATE_LIMITS } from '@handlehub/shared';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { boundedMemo } from '../lib/bounded-memo.js';
import { HttpError } from '../lib/http-error.js';
import { currentUser } from './auth.js';

/**
 * The rate limits (per address and per user; docs/decisions/003), in one place. Each limit is one budget shared by
 * every route that uses it (60 writes a minute in all, not 60 per route), counted in the app's store:
 * memory, or Redis when REDIS_URL is set so that several instances share the counts.
 *
 * Use them as a route's first `onRequest` hook, so a refused request costs no body parsing:
 *
 *   r.route({ ...routeOf(someApi.write, docs('…')), onRequest: writeLimit(app), handler })
 *
 * The client address is Fastify's `request.ip`: X-Forwarded-For is believed only from TRUST_PROXY
 * addresses, so a rotating header resets nothing. IPv6 addresses count per /64, as one host gets a /64.
 */

export type Bucket =
  | 'signIn'
  | 'writes'
  | 'photos'
  | 'beacons'
  | 'images'
  | 'reports'
  | 'discovery'
  | 'profileReads'
  | 'verificationChecks'
  | 'itemChecks';

/** Requests each budget allows per window: a minute, unless WINDOW_MS gives another. */
const PER_MINUTE: Record<Bucket, number> = {
  signIn: RATE_LIMITS.signInPerMinutePerAddress,
  writes: RATE_LIMITS.writesPerMinutePerUser,
  photos: RATE_LIMITS.photoUpdatesPerMinutePerUser,
  beacons: RATE_LIMITS.beaconsPerMinutePerAddress,
  images: RATE_LIMITS.imagesPerMinutePerAddress,
  reports: RATE_LIMITS.reportsPerHourPerAddress,
  discovery: RATE_LIMITS.discoveryPerMinutePerAddress,
  profileReads: RATE_LIMITS.profileReadsPerMinutePerAddress,
  verificationChecks: RATE_LIMITS.verificationChecksPerHourPerUser,
  itemChecks: RATE_LIMITS.verificationChecksPerHourPerItem,
};

const WINDOW_MS: Partial<Record<Bucket, number>> = {
  reports: 3_600_000,
  verificationChecks: 3_600_000,
  itemChecks: 3_600_000,
};

/** Each address's key, remembered: every request of a busy client would run normalizeIP's IPv6 pattern again. */
const addressKey = boundedMemo(10_000, (ip: string) => `ip:${normalizeIP(ip)}`);
const address = (request: FastifyRequest): string => addressKey(request.ip);

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
  discovery: address,
  profileReads: address,
  verificationChecks: userOrAddress,
  // Spent in the handler, once the body (the item's id) is parsed and the item is known to be the caller's.
  itemChecks: (request) => `item:${(request.body as { id: number }).id}`,
};

/** The plugin's options for a bucket: its budget, window and key. */
const optionsOf = (app: FastifyInstance, bucket: Bucket) => {
  const key = KEYS[bucket];
  return {
    // Only a non-production run may turn limits off (config.ts), for end-to-end and property tests and the
    // benchmark. Off, the count still runs (its cost stays measured) against a budget nothing can spend: a
    // million a minute was spent by the benchmark's own load, which then measured cheap 429s.
    max: app.config.rateLimits ? PER_MINUTE[bucket] : Number.MAX_SAFE_INTEGER,
    timeWindow: WINDOW_MS[bucket] ?? 60_000,
    // The bucket name keeps the budgets apart: the plugin stores every shared limiter under one prefix.
    // Synchronous for the address budgets (no promise per request); a session lookup stays asynchronous.
    keyGenerator: (request: FastifyRequest) => {
      const found = key(request);
      return typeof found === 'string' ? `${bucket}:${found}` : found.then((k) => `${bucket}:${k}`);
    },
  };
};

type Check = ReturnType<FastifyInstance['createRateLimit']>;
/**
 * The checks made, per app: keyed by the plugin's `createRateLimit`, which the app's scopes (the forms
 * scope of the photo routes and the shop) share, so a bucket is one count in every scope of the app.
 */
const checks = new WeakMap<FastifyInstance['createRateLimit'], Map<Bucket, Check>>();
/** The buckets each request has spent from: a request costs one from a bucket however many rules ask. */
const spent = new WeakMap<FastifyRequest, Set<Bucket>>();

/**
 * Takes one request from `bucket`, refusing with 429 and Retry-After once it is spent. One counter per
 * bucket and app (the plugin's memory store keeps one per limiter it makes), so a route hook and a handler
 * spending from the same bucket share its count; a request may spend from several buckets, once from each
 * (a write with a dead token is counted by its route's hook, and not again when its session is refused).
 */
export async function spend(app: FastifyInstance, bucket: Bucket, request: FastifyRequest): Promise<void> {
  const already = spent.get(request) ?? new Set<Bucket>();
  if (already.has(bucket)) return;
  already.add(bucket);
  spent.set(request, already);
  const made = checks.get(app.createRateLimit) ?? new Map<Bucket, Check>();
  checks.set(app.createRateLimit, made);
  let check = made.get(bucket);
  if (!check) {
    check = app.createRateLimit(optionsOf(app, bucket));
    made.set(bucket, check);
  }
  const result = await check(request);
  // `isAllowed` only says the request is not on an allow-list; the count decides.
  if (!result.isAllowed && result.isExceeded) {
    throw new HttpError(429, MESSAGES.tooManyRequests, { 'retry-after': String(result.ttlInSeconds) });
  }
}

const limit =
  (app: FastifyInstance, bucket: Bucket): onRequestAsyncHookHandler =>
  (request) =>
    spend(app, bucket, request);

/** Sign-in and sign-up: 10 a minute per client address. */
export const signInLimit = (app: FastifyInstance) => limit(app, 'signIn');
/**
 * Every other write: 60 a minute per user (per address without a live session). A request whose token finds
 * no session spends from its address's count on every session route, reads too (plugins/auth.ts).
 */
export const writeLimit = (app: FastifyInstance) => limit(app, 'writes');
/** Writes that carry a photo (profile and product updates): 30 a minute per user. */
export const photoLimit = (app: FastifyInstance) => limit(app, 'photos');
/** Insights beacons (views, handle copies and opens): 120 a minute per client address. */
export const beaconLimit = (app: FastifyInstance) => limit(app, 'beacons');
/** Generated images (QR downloads, link-preview cards not yet cached): 60 a minute per client address. */
export const imageLimit = (app: FastifyInstance) => limit(app, 'images');
/** Profile reports (no sign-in needed): 5 an hour per client address. */
export const reportLimit = (app: FastifyInstance) => limit(app, 'reports');
/**
 * Anonymous reads that reach the database with whatever a visitor types (probe M4): home feed, search and
 * shop pages, 120 a minute per client address, one budget for all.
 */
export const discoveryLimit = (app: FastifyInstance) => limit(app, 'discovery');
/**
 * Anonymous reads of one profile (probe M4): its page, `/api/user/{username}`, its link-preview card, its
 * embeddable SVG card (every request, drawn or not), and photos asked for that do not exist (a miss is a
 * lookup of whatever was typed; a photo that exists is not counted, a feed page shows dozens): 240 a
 * minute per client address, one budget.
 */
export const profileReadLimit = (app: FastifyInstance) => limit(app, 'profileReads');
/**
 * "Check now" of an item's verification: 20 an hour per person, and 5 an hour per item (spent in the
 * handler with `spend(app, 'itemChecks', request)` once the item is known to be the caller's).
 */
export const verificationCheckLimit = (app: FastifyInstance) => limit(app, 'verificationChecks');
