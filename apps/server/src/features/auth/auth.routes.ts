import { type GoogleUser, MESSAGES, NAME_MAX, NAME_MIN, stripInvisibleChars } from '@handlehub/shared';
import { authApi } from '@handlehub/shared/api/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicAuthConfig } from '../../config.js';
import { createSession, revokeAllSessions, revokeSession } from '../../core/sessions.queries.js';
import { presentUser } from '../../core/user.presenter.js';
import {
  createUser,
  getUserByIdentity,
  isUsernameFree,
  setShopOwner,
  shopRoleSetByOperator,
} from '../../core/users.queries.js';
import { isGone } from '../../core/visibility.js';
import { forbidden, unauthorized } from '../../lib/http-error.js';
import { docsOf, routeOf } from '../../lib/route-of.js';
import { currentUser, requireUser, sessionToken } from '../../plugins/auth.js';
import { discoveryLimit, signInLimit, writeLimit } from '../../plugins/rate-limits.js';

/** The identity of a dev sign-in: this prefix and the e-mail address typed in. */
const DEV_IDENTITY = 'dev:';

interface Identity {
  identity: string;
  email: string;
  name: string;
}

const docs = docsOf('auth');

export function registerAuthRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = app.config;

  async function identify(
    request: FastifyRequest,
    credential: string | undefined,
    dev?: { email: string; name?: string | undefined },
  ): Promise<Identity> {
    if (credential) {
      const google = await app.google.verify(credential);
      return { identity: google.sub, email: google.email, name: google.name };
    }
    if (config.devLogin && dev) {
      const email = dev.email.toLowerCase();
      return { identity: `${DEV_IDENTITY}${email}`, email, name: dev.name?.trim() || email.split('@')[0]! };
    }
    request.log.info('sign-in refused: no credential');
    throw unauthorized(config.devLogin ? MESSAGES.invalidCredential : MESSAGES.devLoginOff);
  }

  // A dev sign-in proves nothing about its e-mail address, so SHOP_OWNER_EMAILS never applies to it
  // (probe M2); an operator may still grant the role (npm run admin).
  const isShopOwner = (who: Identity) =>
    !who.identity.startsWith(DEV_IDENTITY) && config.shopOwnerEmails.has(who.email.toLowerCase());

  r.route({
    ...routeOf(authApi.config, docs()),
    handler: async () => publicAuthConfig(config),
  });

  r.route({
    ...routeOf(authApi.login, docs()),
    onRequest: signInLimit(app),
    handler: async (request) => {
      const body = request.body;
      const who = await identify(
        request,
        'credential' in body ? body.credential : undefined,
        'email' in body ? body : undefined,
      );
      let user = await getUserByIdentity(app.db, who.identity);
      if (!user) {
        const googleUser: GoogleUser = { googleId: who.identity, email: who.email, name: who.name };
        return { loggedIn: false as const, googleUser };
      }
      if (isGone(user)) throw forbidden(MESSAGES.accountBlocked);
      // The role follows SHOP_OWNER_EMAILS as it is now, so removing an address takes the role away,
      // unless an operator granted or revoked it (npm run admin): that decision outlasts the list.
      const owner = (await shopRoleSetByOperator(app.db, user.id)) ?? isShopOwner(who);
      if (owner !== user.isShopOwner) {
        user = { ...user, isShopOwner: owner };
        await setShopOwner(app.db, user.id, owner);
      }
      const authToken = await createSession(app.db, user.id);
      return { loggedIn: true as const, user: presentUser(user, config.publicUrl), authToken };
    },
  });

  r.route({
    ...routeOf(authApi.signup, docs()),
    onRequest: signInLimit(app),
    handler: async (request, reply) => {
      const { username, gender, credential, googleUser } = request.body;
      const who = await identify(request, credential, googleUser);
      // A blocked person hears why, not "already signed up" (which would send them to a login that refuses).
      const known = await getUserByIdentity(app.db, who.identity);
      if (known && isGone(known)) throw forbidden(MESSAGES.accountBlocked);
      const user = await createUser(app.db, {
        identity: who.identity,
        email: who.email,
        name: displayName(who.name, who.email),
        username,
        gender,
        isShopOwner: isShopOwner(who),
      });
      const authToken = await createSession(app.db, user.id);
      return reply.status(201).send({ user: presentUser(user, config.publicUrl), authToken });
    },
  });

  // Usernames are public (every profile link shows one), so this tells nothing a visitor could not find;
  // it spends from the anonymous-read budget of feed and search.
  r.route({
    ...routeOf(authApi.usernameAvailable, docs()),
    onRequest: discoveryLimit(app),
    handler: async (request) => {
      const { username } = request.query;
      const user = await currentUser(request);
      return { username, available: await isUsernameFree(app.db, username, user?.identity ?? null) };
    },
  });

  r.route({
    ...routeOf(authApi.logout, docs()),
    onRequest: writeLimit(app),
    handler: async (request) => {
      await requireUser(request);
      await revokeSession(app.db, sessionToken(request)!);
      return { msg: MESSAGES.loggedOut };
    },
  });

  // 'Log out of all devices' (probe L4): every session of the user ends, this one included.
  r.route({
    ...routeOf(authApi.logoutAll, docs()),
    onRequest: writeLimit(app),
    handler: async (request) => {
      const user = await requireUser(request);
      await revokeAllSessions(app.db, user.id);
      return { msg: MESSAGES.loggedOutEverywhere };
    },
  });
}

/** A Google name fitted to the profile-name rules (3–50 characters, nothing invisible). */
function displayName(name: string, email: string): string {
  let clean = stripInvisibleChars(name).trim().slice(0, NAME_MAX).trim();
  if (clean.length < NAME_MIN) clean = `${clean} ${email.split('@')[0]}`.trim().slice(0, NAME_MAX);
  return clean.length >= NAME_MIN ? clean : clean.padEnd(NAME_MIN, '_');
}
