import { MESSAGES } from '@handlehub/shared';
import { createLocalJWKSet, errors, type JSONWebKeySet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { Config } from '../../config.js';
import type { GoogleVerifier } from '../../core/google-identity.js';
import { unauthorized, unavailable } from '../../lib/http-error.js';

export interface KeySetOptions {
  /** Keys are refetched after this long even when every `kid` is known. */
  maxAgeMs?: number;
  /** An unknown `kid` refetches the key set only if the last fetch is at least this old (limits abuse). */
  refetchCooldownMs?: number;
  timeoutMs?: number;
}

const ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/** The key set could not be fetched or read: answered with 503, never with a guess. */
class KeySetUnavailable extends Error {}

/**
 * Google's signing keys, cached. jose's own remote key set treats a non-200 or malformed key set like a
 * bad token (401); we need to tell "Google is unreachable" (503) from "this token is wrong" (401).
 */
export function createKeySet(uri: string, options: KeySetOptions = {}): JWTVerifyGetKey {
  const { maxAgeMs = 10 * 60_000, refetchCooldownMs = 30_000, timeoutMs = 5000 } = options;
  let local: ReturnType<typeof createLocalJWKSet> | undefined;
  let fetchedAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<void> | undefined;

  const load = () => {
    pending ??= (async () => {
      try {
        const response = await fetch(uri, {
          signal: AbortSignal.timeout(timeoutMs),
          headers: { accept: 'application/json' },
          redirect: 'error',
        });
        if (response.status !== 200) throw new Error(`key set answered ${response.status}`);
        // createLocalJWKSet checks the shape itself and throws on anything that is not a key set.
        local = createLocalJWKSet((await response.json()) as JSONWebKeySet);
        fetchedAt = Date.now();
      } catch (cause) {
        throw new KeySetUnavailable('key set unavailable', { cause });
      } finally {
        pending = undefined;
      }
    })();
    return pending;
  };

  return async (header, token) => {
    const fetchedNow = !local || Date.now() - fetchedAt > maxAgeMs;
    if (fetchedNow) await load();
    try {
      return await local!(header, token);
    } catch (error) {
      const coolingDown = Date.now() - fetchedAt < refetchCooldownMs;
      if (!(error instanceof errors.JWKSNoMatchingKey) || fetchedNow || coolingDown) throw error;
      // Google rotates keys: one refetch for a `kid` we have not seen, never a loop.
      await load();
      return local!(header, token);
    }
  };
}

export function createGoogleVerifier(
  config: Pick<Config, 'googleClientId' | 'googleJwksUri'>,
  options: KeySetOptions = {},
): GoogleVerifier {
  const keys = createKeySet(config.googleJwksUri, options);
  return {
    async verify(credential) {
      if (!config.googleClientId) throw unauthorized(MESSAGES.devLoginOff);
      let payload: Record<string, unknown>;
      try {
        ({ payload } = await jwtVerify(credential, keys, {
          audience: config.googleClientId,
          issuer: ISSUERS,
          algorithms: ['RS256'],
          clockTolerance: 60,
          requiredClaims: ['sub', 'exp', 'iat'],
        }));
      } catch (error) {
        if (error instanceof KeySetUnavailable) throw unavailable(MESSAGES.keySetUnavailable);
        throw unauthorized(MESSAGES.invalidCredential);
      }
      if (payload.email_verified !== true || typeof payload.email !== 'string') {
        throw unauthorized(MESSAGES.emailNotVerified);
      }
      if (typeof payload.sub !== 'string' || payload.sub.length === 0 || payload.sub.length > 255) {
        throw unauthorized(MESSAGES.invalidCredential);
      }
      const email = payload.email.toLowerCase();
      const name =
        typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : email.split('@')[0]!;
      return { sub: payload.sub, email, name };
    },
  };
}
