import type { AuthConfig } from '@handlehub/shared';
import { z } from 'zod';
import { parseStandIn } from './core/safe-fetch/stand-in.js';

const bool = (name: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return undefined;
      if (['1', 'true', 'on', 'yes'].includes(value.toLowerCase())) return true;
      if (['0', 'false', 'off', 'no'].includes(value.toLowerCase())) return false;
      ctx.addIssue({ code: 'custom', message: `${name} must be true or false (got '${value}')` });
      return z.NEVER;
    });

const url = (name: string, protocols: string[]) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return undefined;
      try {
        const parsed = new URL(value);
        if (protocols.includes(parsed.protocol)) return value;
      } catch {}
      ctx.addIssue({
        code: 'custom',
        message: `${name} must be a ${protocols.join(' or ')} URL (got '${value}')`,
      });
      return z.NEVER;
    });

/** The level the app logs at when LOG_LEVEL is not set: info, one access line per request. */
export const DEFAULT_LOG_LEVEL = 'info';

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: (iss) => `NODE_ENV must be development, production or test (got '${String(iss.input)}')`,
    })
    .default('development'),
  PORT: z
    .string()
    .default('3000')
    .transform((value, ctx) => {
      const port = Number(value);
      if (/^\d+$/.test(value) && port >= 0 && port <= 65535) return port;
      ctx.addIssue({
        code: 'custom',
        message: `PORT must be a whole number from 0 to 65535 (got '${value}')`,
      });
      return z.NEVER;
    }),
  HOST: z.string().min(1, 'HOST must not be empty').default('127.0.0.1'),
  PUBLIC_URL: url('PUBLIC_URL', ['http:', 'https:']),
  DATABASE_URL: url('DATABASE_URL', ['postgres:', 'postgresql:']),
  DATA_DIR: z.string().min(1, 'DATA_DIR must not be empty').default('./data'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URI: url('GOOGLE_JWKS_URI', ['http:', 'https:']),
  GITHUB_CLIENT_ID: z.string().optional(),
  GITHUB_CLIENT_SECRET: z.string().optional(),
  TWITCH_CLIENT_ID: z.string().optional(),
  TWITCH_CLIENT_SECRET: z.string().optional(),
  DISCORD_CLIENT_ID: z.string().optional(),
  DISCORD_CLIENT_SECRET: z.string().optional(),
  AUTH_DEV_LOGIN: bool('AUTH_DEV_LOGIN'),
  SHOP_OWNER_EMAILS: z.string().optional(),
  REDIS_URL: url('REDIS_URL', ['redis:', 'rediss:']),
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: (iss) =>
        `LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got '${String(iss.input)}')`,
    })
    .default(DEFAULT_LOG_LEVEL),
  DEMO_CONTENT: bool('DEMO_CONTENT'),
  WEB_DIST: z.string().optional(),
  RATE_LIMITS: bool('RATE_LIMITS'),
  ADMIN_TOKEN: z
    .string()
    .optional()
    .refine(
      (value) => !value || /^[\x21-\x7e]{32,200}$/.test(value),
      'ADMIN_TOKEN must be 32 to 200 printable characters without spaces',
    ),
  ADMIN_ALLOW_REMOTE: bool('ADMIN_ALLOW_REMOTE'),
  API_DOCS: bool('API_DOCS'),
  PEOPLE_LISTS: bool('PEOPLE_LISTS'),
  VERIFICATION_RECHECKS: bool('VERIFICATION_RECHECKS'),
  VERIFICATION_STAND_IN: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const parsed = parseStandIn(value ?? '');
      if (!('problem' in parsed)) return parsed;
      ctx.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    }),
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const origins: string[] = [];
      for (const entry of (value ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        try {
          const url = new URL(entry);
          if (
            (url.protocol === 'http:' || url.protocol === 'https:') &&
            url.origin === entry.replace(/\/+$/, '')
          ) {
            origins.push(url.origin);
            continue;
          }
        } catch {}
        ctx.addIssue({
          code: 'custom',
          message: `CORS_ORIGINS must be a comma-separated list of origins like https://app.example.com (got '${entry}')`,
        });
        return z.NEVER;
      }
      return origins;
    }),
});

/** Whether `host` (HOST) is a loopback address: only this machine can reach a server listening there. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return (
    h === 'localhost' ||
    h === '::1' ||
    /^127(?:\.\d{1,3}){3}$/.test(h) ||
    /^::ffff:127(?:\.\d{1,3}){3}$/.test(h)
  );
}

/** What dev sign-in means, in each refusal to start with it by default. */
const DEV_SIGN_IN = 'without GOOGLE_CLIENT_ID anyone can sign in as anyone (dev sign-in)';

/**
 * Why the server is reachable from other machines, one line per variable that says so (empty: only from
 * this machine): a HOST other than loopback, a PUBLIC_URL on another host than this one, or TRUST_PROXY
 * (a reverse proxy, often on this same machine, forwards visitors to a loopback HOST).
 */
function exposure(e: { HOST: string; PUBLIC_URL?: string | undefined; TRUST_PROXY?: string | undefined }) {
  const reasons: string[] = [];
  if (!isLoopbackHost(e.HOST)) {
    reasons.push(
      `HOST: ${DEV_SIGN_IN}, so the server listens only on a loopback address such as 127.0.0.1 (got '${e.HOST}')`,
    );
  }
  if (e.PUBLIC_URL && !isLoopbackHost(new URL(e.PUBLIC_URL).hostname)) {
    reasons.push(
      `PUBLIC_URL: ${DEV_SIGN_IN}, so the server is published only at localhost or a loopback address (got '${e.PUBLIC_URL}')`,
    );
  }
  if (e.TRUST_PROXY?.trim()) {
    reasons.push(
      `TRUST_PROXY: ${DEV_SIGN_IN}, so the server runs only without a reverse proxy in front (got '${e.TRUST_PROXY}')`,
    );
  }
  return reasons;
}

/**
 * Server timeouts (probe L1, slow-loris): a request must arrive whole within `requestMs` (headers within
 * `headersMs`), an idle kept-alive connection closes after `keepAliveMs`, and Node checks every open
 * connection against these every `checkIntervalMs`. A client trickling a byte every 10 s is therefore
 * cut off within `requestMs + checkIntervalMs`.
 */
export interface ServerTimeouts {
  requestMs: number;
  headersMs: number;
  keepAliveMs: number;
  /** A socket with no traffic at all (no request, no answer being written) is closed after this. */
  idleMs: number;
  checkIntervalMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  requestMs: 25_000,
  headersMs: 10_000,
  keepAliveMs: 5_000,
  idleMs: 30_000,
  checkIntervalMs: 2_000,
};

/** How long one search may keep the database busy before it answers 503 (probe M4). */
export const SEARCH_TIMEOUT_MS = 2_000;

/** Feed and search pages are served again for this long (decision 011). */
export const PAGE_CACHE_MS = 1000;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  /** `undefined` = embedded PGlite in `dataDir`; `memory://` for tests. */
  databaseUrl: string | undefined;
  dataDir: string;
  googleClientId: string | undefined;
  googleJwksUri: string;
  /**
   * OAuth apps of the sign-ins that confirm an item (features/verification/sign-in): a sign-in is offered
   * only when both its client id and secret are set.
   */
  githubClientId: string | undefined;
  githubClientSecret: string | undefined;
  twitchClientId: string | undefined;
  twitchClientSecret: string | undefined;
  discordClientId: string | undefined;
  discordClientSecret: string | undefined;
  devLogin: boolean;
  shopOwnerEmails: ReadonlySet<string>;
  redisUrl: string | undefined;
  trustProxy: string[] | false;
  logLevel: string;
  /** Adds demo users and products to an empty database on start; never in production. */
  demoContent: boolean;
  /** Folder of the built web app; `undefined` serves no web app (API-only tests). */
  webDist: string | undefined;
  /** Rate limits (plugins/rate-limits.ts); only a non-production run may turn them off, for end-to-end tests. */
  rateLimits: boolean;
  /**
   * The secret of the admin API (`admin-token` header, used by `npm run admin`). Unset with the embedded
   * database: server.ts makes one at start and writes it to `DATA_DIR/admin-token`; unset with
   * PostgreSQL: the admin API is off.
   */
  adminToken: string | undefined;
  /** The admin API answers callers other than this machine (loopback) only when this is on. */
  adminAllowRemote: boolean;
  /**
   * How long a feed or search page is served again (decision 011); 0 keeps nothing. API suites that
   * write rows directly (bypassing the routes that announce changes) run with 0.
   */
  pageCacheMs: number;
  /** `/api/docs` (OpenAPI page and JSON): on outside production, in production only with API_DOCS=true. */
  apiDocs: boolean;
  /** Other origins whose pages may call the API (CORS); empty = same origin only. */
  corsOrigins: readonly string[];
  timeouts: ServerTimeouts;
  /** The time bound of one search (PostgreSQL cancels the statement; past it the answer is 503). */
  searchTimeoutMs: number;
  /**
   * The home feed and search answered from lists in this instance's memory (core/people-lists, decision
   * 018); off, from PostgreSQL (the same SQL that serves them until the lists are built). docs/PERFORMANCE.md
   * gives their memory and build time per million people.
   */
  peopleLists: boolean;
  /**
   * Re-checks of verified items on a schedule (features/verification/recheck.ts), one instance at a time in a
   * cluster. On by default, off in tests (which run them by hand); VERIFICATION_RECHECKS=false turns them off.
   */
  verificationRechecks: boolean;
  /**
   * Test only: platform hosts that the verifier's safe fetcher asks a loopback stand-in for instead
   * (VERIFICATION_STAND_IN, `host=http://127.0.0.1:port,…`); always empty in production.
   */
  verificationStandIn: ReadonlyMap<string, string>;
}

/**
 * What of the configuration the browser may know (`authApi.config`): the sign-in this deployment offers and
 * its public address. The API answers it, and the server-drawn pages carry it so the app needs no fetch.
 */
export function publicAuthConfig(config: Config): AuthConfig {
  return {
    googleClientId: config.googleClientId ?? null,
    devLogin: config.devLogin,
    publicUrl: config.publicUrl,
  };
}

/** Lines the server logs at `warn` when it starts, for settings that weaken it on purpose. */
export function startupWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.devLogin) {
    warnings.push(
      `dev sign-in is ON: anyone who can reach ${config.host}:${config.port} can sign in as anyone by typing an e-mail address; set GOOGLE_CLIENT_ID (and NODE_ENV=production) for real use`,
    );
  }
  return warnings;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the configuration; throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${String(i.path[0] ?? '')}: ${i.message}`));
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const devLogin = e.AUTH_DEV_LOGIN ?? (!e.GOOGLE_CLIENT_ID && !production);
  if (devLogin && production) {
    throw new ConfigError(['AUTH_DEV_LOGIN: dev login cannot be on when NODE_ENV is production']);
  }
  if (production && e.VERIFICATION_STAND_IN.size > 0) {
    throw new ConfigError([
      'VERIFICATION_STAND_IN: stand-ins replace the platforms that verification reads and are for tests only; unset it when NODE_ENV is production',
    ]);
  }
  if (production && !e.GOOGLE_CLIENT_ID) {
    throw new ConfigError(['GOOGLE_CLIENT_ID: production needs Google sign-in configured']);
  }
  // Dev sign-in by default is for one's own machine: reachable from elsewhere only when asked for by name.
  // A reverse proxy on this machine forwards the world to a loopback HOST, so a public PUBLIC_URL or a
  // TRUST_PROXY (there is a proxy to trust) counts as reachable from elsewhere too.
  const exposedBy = exposure(e);
  if (devLogin && e.AUTH_DEV_LOGIN !== true && exposedBy.length > 0) {
    throw new ConfigError(
      exposedBy.map((reason) => `${reason}; set GOOGLE_CLIENT_ID, or AUTH_DEV_LOGIN=true to allow it anyway`),
    );
  }
  const port = e.PORT;
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port || 3000}`).replace(/\/+$/, ''),
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    googleClientId: e.GOOGLE_CLIENT_ID || undefined,
    googleJwksUri: e.GOOGLE_JWKS_URI ?? 'https://www.googleapis.com/oauth2/v3/certs',
    githubClientId: e.GITHUB_CLIENT_ID || undefined,
    githubClientSecret: e.GITHUB_CLIENT_SECRET || undefined,
    twitchClientId: e.TWITCH_CLIENT_ID || undefined,
    twitchClientSecret: e.TWITCH_CLIENT_SECRET || undefined,
    discordClientId: e.DISCORD_CLIENT_ID || undefined,
    discordClientSecret: e.DISCORD_CLIENT_SECRET || undefined,
    devLogin,
    shopOwnerEmails: new Set(
      (e.SHOP_OWNER_EMAILS ?? '')
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY
      ? e.TRUST_PROXY.split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : false,
    logLevel: e.LOG_LEVEL,
    // Demo people are for trying the app on one's own machine: not by default where others can reach it.
    demoContent: !production && (e.DEMO_CONTENT ?? exposedBy.length === 0),
    webDist: e.WEB_DIST,
    rateLimits: production ? true : (e.RATE_LIMITS ?? true),
    adminToken: e.ADMIN_TOKEN || undefined,
    adminAllowRemote: e.ADMIN_ALLOW_REMOTE ?? false,
    pageCacheMs: PAGE_CACHE_MS,
    apiDocs: e.API_DOCS ?? !production,
    corsOrigins: e.CORS_ORIGINS,
    timeouts: SERVER_TIMEOUTS,
    searchTimeoutMs: SEARCH_TIMEOUT_MS,
    peopleLists: e.PEOPLE_LISTS ?? true,
    verificationRechecks: e.VERIFICATION_RECHECKS ?? e.NODE_ENV !== 'test',
    verificationStandIn: e.VERIFICATION_STAND_IN,
  };
}

/** A configuration for tests and tools: defaults plus overrides, without reading the environment. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', AUTH_DEV_LOGIN: 'true', DEMO_CONTENT: 'false' }),
    databaseUrl: 'memory://',
    pageCacheMs: 0,
    ...overrides,
  };
}
