import { randomBytes } from 'node:crypto';
import {
  MESSAGES,
  SIGN_IN_METHODS,
  type SignInMethod,
  type SignInReturnCode,
  VERIFICATION_METHODS,
} from '@handlehub/shared';
import { signInApi } from '@handlehub/shared/api/sign-in';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createSafeFetch } from '../../../core/safe-fetch/index.js';
import { notFound } from '../../../lib/http-error.js';
import { type RequestTypes, routeOf } from '../../../lib/route-of.js';
import { requireUser, sessionToken } from '../../../plugins/auth.js';
import { signInLimit, writeLimit } from '../../../plugins/rate-limits.js';
import { type CheckEvidence, recordConfirmed } from '../verification.queries.js';
import {
  browserCookie,
  browserHash,
  browserSecretOf,
  clearedBrowserCookie,
  newBrowserSecret,
  sameBrowser,
} from './browser-binding.js';
import {
  createFlow,
  FLOW_TTL_MS,
  itemsOfPlatforms,
  ownItem,
  type PersonItem,
  takeFlow,
} from './flows.queries.js';
import {
  isOAuthMethod,
  oauthAccount,
  oauthOffered,
  oauthSignInUrl,
  type SignedInAccount,
} from './oauth-providers.js';
import type { PlatformFetch } from './platform-fetch.js';
import { provenItems } from './proven-items.js';
import { confirmWithSteam, readAssertion, steamReturnTo, steamSignInUrl } from './steam-openid.js';

/**
 * The sign-ins that confirm an item (docs/VERIFICATION.md, "Sign-ins"): the browser itself goes to the
 * platform and comes back to a page of ours.
 *
 * - `GET /verify/{method}/start?item={id}`: for the signed-in owner's item of a platform the method covers,
 *   stores a flow (random state, ten minutes, the hash of a fresh `hh_verify` cookie) and answers the
 *   platform's address, `{location}`: the web app calls it with its session header (which a navigation
 *   cannot carry), the cookie is set by that answer, and the app sends the browser there
 *   (`location.assign`). A navigation without a session is sent back to `/profile?verify=failed`.
 * - `GET /verify/{method}/return`: takes the flow (once), checks the browser and what the platform says,
 *   confirms the item and the person's other items the same account proves, and sends the browser to
 *   `/profile?verify={code}`. Whatever goes wrong, nothing changes.
 */
export function registerSignInRoutes(
  app: FastifyInstance,
  fetch: PlatformFetch = createSafeFetch({
    publicUrl: app.config.publicUrl,
    standIn: app.config.verificationStandIn,
  }),
): void {
  const secure = app.config.publicUrl.startsWith('https:');

  app.route<RequestTypes<typeof signInApi.start>>({
    ...routeOf(signInApi.start, { hide: true }),
    onRequest: writeLimit(app),
    handler: async (request, reply) => {
      const method = signInMethodOf(request);
      if (!method || !offered(app, method)) throw notFound(MESSAGES.notFound);
      // The session travels in a header, which a navigation cannot carry: a browser sent here by a plain
      // link goes back to its profile; the web app calls with its session and goes where it is told.
      if (!sessionToken(request) && !acceptsJson(request)) return backToProfile(reply, 'failed', secure);
      const user = await requireUser(request);
      const itemId = itemIdOf(request);
      const item = itemId === null ? null : await ownItem(app.db, user.id, itemId);
      const platforms = VERIFICATION_METHODS[method].platforms as readonly string[];
      if (!item || !platforms.includes(item.platform)) throw notFound(MESSAGES.itemNotFound);
      const state = randomBytes(24).toString('base64url');
      const secret = newBrowserSecret();
      await createFlow(app.db, {
        state,
        userId: user.id,
        handleId: item.id,
        method,
        browserHash: browserHash(secret),
        now: new Date(),
      });
      const location =
        method === 'steam'
          ? steamSignInUrl(app.config.publicUrl, state)
          : (oauthSignInUrl(method, app.config, state) as string);
      reply
        .header('set-cookie', browserCookie(secret, FLOW_TTL_MS / 1000, secure))
        .header('cache-control', 'no-store');
      return { location };
    },
  });

  app.route<RequestTypes<typeof signInApi.return>>({
    ...routeOf(signInApi.return, { hide: true }),
    onRequest: signInLimit(app),
    handler: async (request, reply) => backToProfile(reply, await finishSignIn(app, fetch, request), secure),
  });
}

/** The sign-ins this server offers: Steam always, the OAuth ones when the operator set their client. */
function offered(app: FastifyInstance, method: SignInMethod): boolean {
  return method === 'steam' || (isOAuthMethod(method) && oauthOffered(method, app.config));
}

function backToProfile(reply: FastifyReply, code: SignInReturnCode, secure: boolean) {
  return reply
    .header('set-cookie', clearedBrowserCookie(secure))
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .redirect(`/profile?verify=${code}`, 302);
}

function acceptsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return typeof accept === 'string' && accept.length < 1000 && accept.includes('application/json');
}

function signInMethodOf(request: FastifyRequest): SignInMethod | null {
  const { method } = request.params as { method?: string };
  return (SIGN_IN_METHODS as readonly string[]).includes(method ?? '') ? (method as SignInMethod) : null;
}

const query = (request: FastifyRequest) => request.query as Record<string, unknown>;

/** A string query field of at most `max` characters, or null. */
function field(request: FastifyRequest, name: string, max: number): string | null {
  const value = query(request)[name];
  return typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;
}

function itemIdOf(request: FastifyRequest): number | null {
  const raw = field(request, 'item', 15);
  if (raw === null) return null;
  for (const c of raw) if (c < '0' || c > '9') return null;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/** What one return from a platform comes to; nothing is written unless it is `confirmed`. */
async function finishSignIn(
  app: FastifyInstance,
  fetch: PlatformFetch,
  request: FastifyRequest,
): Promise<SignInReturnCode> {
  const method = signInMethodOf(request);
  const state = field(request, 'state', 100);
  if (!method || !state) return 'expired';
  const now = new Date();
  const flow = await takeFlow(app.db, state);
  if (!flow || flow.method !== method || flow.expiresAt <= now) return 'expired';
  // Another browser than the one that started it (no cookie, or another one): start again from the item.
  if (!sameBrowser(browserSecretOf(request), flow.browserHash)) return 'expired';
  const said = await whatThePlatformSaid(app, fetch, request, method, state);
  if ('code' in said) return said.code;

  const platforms = VERIFICATION_METHODS[method].platforms as readonly string[];
  const items = await itemsOfPlatforms(app.db, flow.userId, platforms);
  // The flow's own item first, so that it is looked at whatever the per-sign-in read budget.
  const ordered: PersonItem[] = [
    ...items.filter((i) => i.id === flow.handleId),
    ...items.filter((i) => i.id !== flow.handleId),
  ];
  const proven = await provenItems(fetch, said.account, ordered);
  if (!proven.includes(flow.handleId)) return 'no-match';
  await recordConfirmed(app.db, {
    userId: flow.userId,
    handleIds: proven,
    method,
    evidence: said.evidence,
    now,
  });
  return 'confirmed';
}

type PlatformSaid =
  | { account: Pick<SignedInAccount, 'names' | 'steamIds'>; evidence: CheckEvidence }
  | { code: SignInReturnCode };

/** Who the platform says signed in, checked as its protocol asks, or why not. */
async function whatThePlatformSaid(
  app: FastifyInstance,
  fetch: PlatformFetch,
  request: FastifyRequest,
  method: SignInMethod,
  state: string,
): Promise<PlatformSaid> {
  if (method === 'steam') {
    const assertion = readAssertion(query(request), steamReturnTo(app.config.publicUrl, state));
    if (!assertion.ok) return { code: assertion.code };
    if (!(await confirmWithSteam(fetch, assertion.fields))) return { code: 'failed' };
    return {
      account: { names: [], steamIds: [assertion.steamId64] },
      evidence: { where: 'Steam sign-in (OpenID)', found: `SteamID64 ${assertion.steamId64}` },
    };
  }
  if (!isOAuthMethod(method)) return { code: 'failed' };
  // RFC 6749 §4.1.2.1: a person who declined comes back with error=access_denied.
  const error = field(request, 'error', 100);
  if (error) return { code: error === 'access_denied' ? 'cancelled' : 'failed' };
  const code = field(request, 'code', 512);
  if (!code) return { code: 'failed' };
  const account = await oauthAccount(method, app.config, fetch, code);
  if (!account) return { code: 'failed' };
  return {
    account,
    evidence: { where: `${VERIFICATION_METHODS[method].from} sign-in (OAuth)`, found: account.found },
  };
}
