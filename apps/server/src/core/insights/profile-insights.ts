import { MESSAGES } from '@handlehub/shared';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/http-error.js';
import { clickMetric } from '../insights.queries.js';
import { getPublicProfile } from '../public-profile.queries.js';
import { countsInsights } from '../visibility.js';
import { isObviousBot } from './bot-filter.js';
import { InsightCounter, type InsightCounterOptions } from './insight-counter.js';

export interface ProfileInsightsOptions extends InsightCounterOptions {
  /** The signed-in visitor of a request, if any: the owner's own visits are not counted. */
  viewerOf: (request: FastifyRequest) => Promise<{ username: string } | null>;
}

/**
 * What counts as a visit or a handle use of a public profile (docs/decisions/006-insights.md), and the
 * counter that writes the counts in batches. One instance per app, made by `buildApp` and handed to every
 * feature that counts (the beacons, the per-handle links), so the dependency is in their signatures.
 */
export class ProfileInsights {
  readonly counter: InsightCounter;
  readonly #db: Db;
  readonly #mediaBase: string;
  readonly #viewerOf: ProfileInsightsOptions['viewerOf'];

  constructor(db: Db, mediaBase: string, log: FastifyBaseLogger, options: ProfileInsightsOptions) {
    this.#db = db;
    this.#mediaBase = mediaBase;
    this.#viewerOf = options.viewerOf;
    this.counter = new InsightCounter(db, log, options);
  }

  /**
   * Counts `metric` for the named profile unless the visit is a bot's or the owner's own; a 404 for an
   * unknown or blocked name, as everywhere else (core/visibility.ts). The profile comes from the public
   * profile cache (decision 005), so a popular profile's beacons read nothing.
   */
  async count(request: FastifyRequest, username: string, metric: string, slug?: string): Promise<void> {
    if (isObviousBot(request.headers['user-agent'])) return;
    const profile = await getPublicProfile(this.#db, username, this.#mediaBase);
    if (!profile) throw notFound(MESSAGES.userNotFound);
    if (!countsInsights(profile)) return;
    // A use of a handle the profile does not show cannot have happened: not counted.
    if (slug && !profile.items.some((item) => item.slug === slug)) return;
    const viewer = await this.#viewerOf(request);
    if (viewer?.username === profile.username) return;
    this.counter.add(profile.username, metric);
  }

  /** Counts one use (a copy, an open, a followed link) of the shown handle `slug`. */
  countHandleUse(request: FastifyRequest, username: string, slug: string): Promise<void> {
    return this.count(request, username, clickMetric(slug), slug);
  }
}
