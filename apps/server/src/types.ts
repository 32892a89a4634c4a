import type { Config } from './config.js';
import type { GoogleVerifier } from './core/google-identity.js';
import type { Database, Db } from './db/client.js';
import type { RateLimitCounts } from './plugins/rate-limit-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    google: GoogleVerifier;
    /** Where the rate-limit counts live: Redis (with memory while it is down) or memory (plugins/rate-limit-store.ts). */
    rateLimitCounts: RateLimitCounts;
  }
}
