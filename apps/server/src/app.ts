import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { JSON_BODY_LIMIT, PHOTO_MAX_BYTES } from '@handlehub/shared';
import { API_DOCS_PATH } from '@handlehub/shared/api/docs.paths';
import Fastify, { type FastifyHttpOptions, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { GoogleVerifier } from './core/google-identity.js';
import { ProfileInsights } from './core/insights/profile-insights.js';
import { keepPeopleLists } from './core/people-lists/people-lists.js';
import { attachPublicProfileCache } from './core/public-profile-cache.js';
import { createUserChanges, listenForUserChanges } from './core/user-changes.js';
import { type Database, openDatabase } from './db/client.js';
import { registerAuthRoutes } from './features/auth/auth.routes.js';
import { createGoogleVerifier } from './features/auth/google.js';
import { registerContactRoutes } from './features/contact/contact.routes.js';
import { seedDemoContent } from './features/demo/seed-demo.js';
import { registerFeedbackRoutes } from './features/feedback/feedback.routes.js';
import { registerHandlesRoutes } from './features/handles/handles.routes.js';
import { registerHealthRoutes } from './features/health/health.routes.js';
import { registerInsightsRoutes } from './features/insights/insights.routes.js';
import { registerMediaRoutes } from './features/media/media.routes.js';
import { registerModerationRoutes } from './features/moderation/moderation.routes.js';
import { registerOgRoutes } from './features/og/og.routes.js';
import { registerPlatformLinkRoutes } from './features/platform-links/platform-links.routes.js';
import { registerAccountRoutes } from './features/profile/account.routes.js';
import { registerExportRoutes } from './features/profile/export.routes.js';
import { registerUpdateProfileRoutes } from './features/profile/update-profile.routes.js';
import { registerQrRoutes } from './features/qr/qr.routes.js';
import { registerReportRoutes } from './features/reports/reports.routes.js';
import { registerShopRoutes } from './features/shop/shop.routes.js';
import { registerFeedRoutes } from './features/users/feed.routes.js';
import { publicProfileShell } from './features/users/public-profile.html.js';
import { registerPublicProfileRoutes } from './features/users/public-profile.routes.js';
import { registerSearchRoutes } from './features/users/search.routes.js';
import { type ProofChecker, proofCheckerOf } from './features/verification/proof-checker.js';
import { registerSignInRoutes } from './features/verification/sign-in/sign-in.routes.js';
import { registerVerificationRoutes } from './features/verification/verification.routes.js';
import { defaultWebDist } from './lib/paths.js';
import { currentUser, registerSessionAnswers } from './plugins/auth.js';
import { registerCors } from './plugins/cors.js';
import { closeConnectionsWhileClosing } from './plugins/drain.js';
import { answerFrameworkError, registerErrorHandling, registerJsonNotFound } from './plugins/errors.js';
import { AccessLog, keepLogWritten, type LogStream, logDestination } from './plugins/logging.js';
import { memoryCounts, redisCounts } from './plugins/rate-limit-store.js';
import { requestLogger, serializeRequest } from './plugins/request-logger.js';
import { screenPagesShell } from './plugins/screen-pages.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { loadSsrBuild } from './plugins/ssr-build.js';
import { pageShell, registerWeb, webScriptHashes } from './plugins/web.js';
import './types.js';

export interface AppDependencies {
  /** An open database (tests share one); otherwise opened from the config and closed with the app. */
  database?: Database;
  google?: GoogleVerifier;
  /** Prefix of the rate-limit keys in Redis (tests use one per run so parallel runs never share counts). */
  rateLimitNamespace?: string;
  /** Where the structured logs go instead of stdout (tests read them back). */
  logStream?: LogStream;
  /** Reads a platform's profile for an item's proof (tests give one outcome at a time, without the network). */
  checkProof?: ProofChecker;
}

/** Content-Security-Policy that admits our own code and Google Identity Services, nothing else. */
const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client'],
  styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
  imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'],
  connectSrc: ["'self'", 'https://accounts.google.com/gsi/'],
  frameSrc: ['https://accounts.google.com/gsi/'],
  fontSrc: ["'self'", 'data:'],
  // The service worker (/sw.js) and the web app manifest: named, not left to default-src.
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/** Fastify's own options: the log, request ids, the proxy, body and time limits. */
function fastifyOptions(config: Config, logStream: LogStream): FastifyHttpOptions<Server> {
  return {
    logger: {
      level: config.logLevel,
      redact: [
        'req.headers["user-token"]',
        'req.headers["admin-token"]',
        'req.headers.authorization',
        'req.headers.cookie',
      ],
      stream: logStream,
      // The sign-ins' secrets (an OAuth code, an OpenID assertion) never reach a request's error line.
      serializers: { req: serializeRequest },
    },
    // One access line per request, at its end (plugins/logging.ts), instead of Fastify's two; each
    // request's child logger made only if something logs through it (plugins/request-logger.ts).
    logController: new AccessLog(),
    childLoggerFactory: requestLogger,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    return503OnClosing: true,
    frameworkErrors: answerFrameworkError,
    forceCloseConnections: 'idle',
    // Slow-loris (probe L1): a request must arrive whole in time, however slowly its bytes trickle in.
    requestTimeout: config.timeouts.requestMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    connectionTimeout: config.timeouts.idleMs,
    http: {
      requestTimeout: config.timeouts.requestMs,
      headersTimeout: config.timeouts.headersMs,
      connectionsCheckingInterval: config.timeouts.checkIntervalMs,
    },
  };
}

/**
 * Opens (or takes) the database, brings its schema up to date, and starts the change feed with its
 * listeners, subscribed before it goes live: the profile cache, then the feed and search lists (read from
 * SQL instead when PEOPLE_LISTS is off); the page cache reads its count.
 */
async function attachDatabase(app: FastifyInstance, config: Config, deps: AppDependencies): Promise<void> {
  const database =
    deps.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }));
  if (!deps.database) app.addHook('onClose', () => database.close());
  await database.migrate();
  app.decorate('database', database);
  app.decorate('db', database.db);
  const userChanges = createUserChanges(database);
  attachPublicProfileCache(database.db, userChanges);
  const stopPeopleLists = config.peopleLists
    ? keepPeopleLists(database.db, userChanges, config.pageCacheMs)
    : () => {};
  app.addHook('onClose', await listenForUserChanges(database, userChanges, app.log));
  app.addHook('onClose', async () => stopPeopleLists());
}

/**
 * The security headers. Inline scripts run only by their hashes: the shell's colour-scheme script, and the
 * web build's boot scripts (the app loader, the game ID page's).
 */
async function registerHeaders(app: FastifyInstance, config: Config, webDist: string | undefined) {
  const inlineScripts = webDist === undefined ? [] : webScriptHashes(webDist);
  await registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        ...CSP,
        scriptSrc: [...CSP.scriptSrc, ...inlineScripts],
        // Photo addresses are absolute from PUBLIC_URL, which a page reached by another name also loads.
        imgSrc: [...CSP.imgSrc, new URL(config.publicUrl).origin],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // As CSP's frame-ancestors 'none' says, for browsers that only read the older header.
    frameguard: { action: 'deny' },
    // Headers no browser in use reads any more, sent on every page for nothing (decision 024): the XSS
    // auditor that X-XSS-Protection turns off is gone from every browser, IE 8 was the last to read
    // X-Download-Options, and cross-domain policy files were Flash's (this server has none to refuse).
    xXssProtection: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
  });
}

/**
 * Compression of answers. A request without a body has nothing to decompress: routes that take only GET (and
 * their HEAD) skip the compression plugin's per-request decompression hook, which the profile and page reads
 * paid for nothing.
 */
async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (route.decompress === undefined && methods.every((m) => m === 'GET' || m === 'HEAD')) {
      route.decompress = false;
    }
  });
  await app.register(fastifyCompress, { threshold: 1024 });
}

/**
 * The rate limits' counts. Redis (REDIS_URL) shares them between instances; while it does not answer, each
 * instance counts in its own memory rather than wait for it or fail the request (plugins/rate-limit-store.ts).
 */
async function registerRateLimits(app: FastifyInstance, config: Config, deps: AppDependencies) {
  const counts = config.redisUrl
    ? redisCounts(
        config.redisUrl,
        deps.rateLimitNamespace ?? 'handlehub-rl-',
        app.log.child({ store: 'redis' }),
      )
    : memoryCounts();
  app.decorate('rateLimitCounts', counts);
  app.addHook('onClose', () => counts.close());
  await app.register(fastifyRateLimit, {
    global: false,
    store: counts.Store,
    // The store never fails (it falls back to memory): an error here is a bug, answered as one.
    skipOnError: false,
    errorResponseBuilder: (_req, context) => ({ statusCode: context.statusCode, error: 'rate limited' }),
  });
}

/** The OpenAPI page: on outside production, in production only with API_DOCS=true. */
async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'HandleHub API',
        version: '1.0.0',
        description: 'One link for all your social media and gaming handles',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'header', name: 'user-token' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: API_DOCS_PATH, staticCSP: true });
}

/**
 * Multipart forms only where photos are uploaded: @fastify/multipart adds an onRequest and an onResponse hook
 * (and a listener) to every request of its scope, which the public profile and the feed have no use for.
 * Elsewhere a multipart body is refused with 415.
 */
async function registerPhotoForms(app: FastifyInstance): Promise<void> {
  await app.register(async (forms) => {
    await forms.register(fastifyMultipart, {
      limits: {
        fileSize: PHOTO_MAX_BYTES,
        files: 1,
        fields: 10,
        parts: 12,
        fieldSize: 4096,
        headerPairs: 50,
      },
    });
    registerUpdateProfileRoutes(forms);
    registerShopRoutes(forms);
  });
}

/** Every feature's routes, and the web app's pages (or a JSON 404 without a web build). */
async function registerFeatures(
  app: FastifyInstance,
  config: Config,
  webDist: string | undefined,
  deps: AppDependencies,
) {
  // The web build's server-side pages, loaded from the start so the first visitor does not wait for them.
  const ssr = webDist === undefined ? Promise.resolve(null) : loadSsrBuild(webDist, app.log);
  registerHealthRoutes(app);
  registerAuthRoutes(app);
  registerAccountRoutes(app);
  registerFeedbackRoutes(app);
  registerMediaRoutes(app);
  registerHandlesRoutes(app);
  await registerPhotoForms(app);
  registerPublicProfileRoutes(app);
  registerFeedRoutes(app);
  registerSearchRoutes(app);
  registerQrRoutes(app);
  registerOgRoutes(app);
  registerReportRoutes(app);
  registerExportRoutes(app);
  registerModerationRoutes(app);
  registerVerificationRoutes(app, deps.checkProof ?? proofCheckerOf(config));
  // Counted by the beacons and by the per-handle links alike.
  const insights = new ProfileInsights(app.db, config.publicUrl, app.log, { viewerOf: currentUser });
  // onClose hooks run last-registered first: this one writes the pending counts before the database closes.
  app.addHook('onClose', () => insights.counter.close());
  registerInsightsRoutes(app, insights);
  registerPlatformLinkRoutes(app, insights, pageShell(webDist), ssr);
  registerContactRoutes(app);
  registerSignInRoutes(app);

  const servesWeb =
    webDist !== undefined &&
    (await registerWeb(app, webDist, [publicProfileShell(app, ssr), screenPagesShell(app, ssr)]));
  if (!servesWeb) registerJsonNotFound(app);
}

/** Builds the whole application for a configuration: plugins in order, then one register() per feature. */
export async function buildApp(config: Config, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const logStream = deps.logStream ?? logDestination();
  const app = Fastify(fastifyOptions(config, logStream));
  // First of the onClose hooks, so that it runs last: the lines of every other hook are written too.
  keepLogWritten(app, logStream);
  // A stop (SIGTERM) ends each connection with the answer in flight on it, so the process exits at once.
  closeConnectionsWhileClosing(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  await attachDatabase(app, config, deps);
  app.decorate('google', deps.google ?? createGoogleVerifier(config));

  const webDist = config.webDist === undefined ? undefined : config.webDist || defaultWebDist();
  await registerHeaders(app, config, webDist);
  registerCors(app, config.corsOrigins);
  await registerCompression(app);
  await registerRateLimits(app, config, deps);
  if (config.apiDocs) await registerApiDocs(app);
  registerErrorHandling(app);
  registerSessionAnswers(app);

  await registerFeatures(app, config, webDist, deps);
  if (config.demoContent) await seedDemoContent(app.db, app.log);
  return app;
}
