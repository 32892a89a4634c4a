import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  exportJWK,
  type GenerateKeyPairResult,
  generateKeyPair,
  type JWK,
  type JWTPayload,
  SignJWT,
} from 'jose';

type SigningKey = { kid: string; privateKey: GenerateKeyPairResult['privateKey']; jwk: JWK };

export const TEST_GOOGLE_CLIENT_ID = 'test-client.apps.googleusercontent.com';

export interface TokenOptions {
  /** Sign with this key instead of the first published one (e.g. one from `newKey()` that is not published). */
  key?: SigningKey;
  /** Seconds from now until `exp`; negative for an expired token. */
  expiresIn?: number;
}

/**
 * A stand-in for Google's certs endpoint: an HTTP server on 127.0.0.1 publishing RS256 keys made by
 * jose, and a signer for ID tokens with Google's claims. Point GOOGLE_JWKS_URI at `uri`.
 */
export interface GoogleKeys {
  uri: string;
  clientId: string;
  /** How many times the key set was fetched. */
  readonly fetches: number;
  /** An ID token for `claims` over sensible defaults (verified e-mail, right aud and iss, 1 h lifetime). */
  sign(claims?: JWTPayload & Record<string, unknown>, options?: TokenOptions): Promise<string>;
  /** A new RS256 key that is not published (yet). */
  newKey(): Promise<SigningKey>;
  /** Publishes `key` from now on (key rotation). */
  publish(key: SigningKey): void;
  /** Makes the endpoint answer with this status (e.g. 500) instead of the key set; `null` to recover. */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

async function makeKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = `test-${Math.random().toString(36).slice(2, 10)}`;
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { kid, privateKey, jwk };
}

export async function startGoogleKeys(): Promise<GoogleKeys> {
  const published: SigningKey[] = [await makeKey()];
  let fetches = 0;
  let failure: number | null = null;
  const server: Server = createServer((_request, response) => {
    fetches++;
    if (failure !== null) {
      response.writeHead(failure).end('unavailable');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: published.map((k) => k.jwk) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    uri: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    clientId: TEST_GOOGLE_CLIENT_ID,
    get fetches() {
      return fetches;
    },
    async sign(claims = {}, options = {}) {
      const key = options.key ?? published[0]!;
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({
        iss: 'https://accounts.google.com',
        aud: TEST_GOOGLE_CLIENT_ID,
        sub: '1234567890',
        email: 'person@gmail.com',
        email_verified: true,
        name: 'Test Person',
        iat: now,
        exp: now + (options.expiresIn ?? 3600),
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
        .sign(key.privateKey);
    },
    newKey: makeKey,
    publish(key) {
      published.push(key);
    },
    failWith(status) {
      failure = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A token with `alg: none` and no signature, carrying otherwise valid claims. */
export function unsignedToken(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}
