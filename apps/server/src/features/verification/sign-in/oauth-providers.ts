import type { Config } from '../../../config.js';
import { FORM_HEADERS, formBody, okJson, type PlatformFetch } from './platform-fetch.js';

/**
 * The OAuth 2.0 sign-ins (authorization code grant) that confirm items: where the browser is sent, how
 * the code becomes a token, and what the token says about the person. Endpoints as each platform
 * documents them (docs/VERIFICATION.md, "Sign-ins").
 */
export type OAuthMethod = 'github-oauth' | 'twitch' | 'discord';

/** What a platform said about the person who signed in. */
export interface SignedInAccount {
  /** Accounts by catalogue platform: the values (compared without case) that are this person's. */
  names: { platform: string; value: string }[];
  /** SteamID64s the platform vouches for (Discord's verified Steam connection). */
  steamIds: string[];
  /** What the evidence says was found: "GitHub login octocat". */
  found: string;
}

interface Client {
  id: string;
  secret: string;
}

interface Provider {
  authorize: string;
  token: string;
  hosts: readonly string[];
  scope: string;
  credentials(config: Config): Client | null;
  /** Reads the person's accounts with the access token; null when the platform did not answer as documented. */
  identify(fetch: PlatformFetch, token: string, client: Client): Promise<SignedInAccount | null>;
}

const both = (id: string | undefined, secret: string | undefined): Client | null =>
  id && secret ? { id, secret } : null;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null;

const GITHUB: Provider = {
  authorize: 'https://github.com/login/oauth/authorize',
  token: 'https://github.com/login/oauth/access_token',
  hosts: ['github.com', 'api.github.com'],
  // No scope: the public profile (GET /user) is all that is read.
  scope: '',
  credentials: (c) => both(c.githubClientId, c.githubClientSecret),
  async identify(fetch, token) {
    const user = okJson(
      await fetch('https://api.github.com/user', {
        headers: bearer(token),
        accept: 'application/vnd.github+json',
        allowHosts: ['api.github.com'],
      }),
    );
    const login = isRecord(user) ? text(user.login) : null;
    return login
      ? { names: [{ platform: 'github', value: login }], steamIds: [], found: `GitHub login ${login}` }
      : null;
  },
};

const TWITCH: Provider = {
  authorize: 'https://id.twitch.tv/oauth2/authorize',
  token: 'https://id.twitch.tv/oauth2/token',
  hosts: ['id.twitch.tv', 'api.twitch.tv'],
  // Get Users with a user token and no scope answers the signed-in user (without e-mail).
  scope: '',
  credentials: (c) => both(c.twitchClientId, c.twitchClientSecret),
  async identify(fetch, token, client) {
    const users = okJson(
      await fetch('https://api.twitch.tv/helix/users', {
        headers: { ...bearer(token), 'client-id': client.id },
        allowHosts: ['api.twitch.tv'],
      }),
    );
    const first = isRecord(users) && Array.isArray(users.data) ? (users.data[0] as unknown) : null;
    const login = isRecord(first) ? text(first.login) : null;
    return login
      ? { names: [{ platform: 'twitch', value: login }], steamIds: [], found: `Twitch login ${login}` }
      : null;
  },
};

/**
 * Discord's connection `type` → our catalogue platform (Discord's "connection object services"). A Steam
 * connection's `id` is the SteamID64; the others are matched by the account `name`.
 */
const DISCORD_SERVICES: Readonly<Record<string, string>> = {
  xbox: 'xbox',
  playstation: 'psn',
  battlenet: 'battlenet',
  epicgames: 'epic',
  riotgames: 'riot',
};

const DISCORD_API = 'https://discord.com/api/v10';

const DISCORD: Provider = {
  authorize: 'https://discord.com/oauth2/authorize',
  token: 'https://discord.com/api/oauth2/token',
  hosts: ['discord.com'],
  scope: 'identify connections',
  credentials: (c) => both(c.discordClientId, c.discordClientSecret),
  async identify(fetch, token) {
    const request = { headers: bearer(token), allowHosts: ['discord.com'] };
    const me = okJson(await fetch(`${DISCORD_API}/users/@me`, request));
    const username = isRecord(me) ? text(me.username) : null;
    if (!username) return null;
    const account: SignedInAccount = {
      names: [{ platform: 'discord', value: username }],
      steamIds: [],
      found: `Discord user ${username}`,
    };
    const connections = okJson(await fetch(`${DISCORD_API}/users/@me/connections`, request));
    if (!Array.isArray(connections)) return account;
    const named: string[] = [];
    for (const connection of connections.slice(0, 100) as unknown[]) {
      // Only connections Discord verified with the platform, and not revoked since, count.
      if (!isRecord(connection) || connection.verified !== true || connection.revoked === true) continue;
      const type = text(connection.type);
      if (type === 'steam') {
        const id = text(connection.id);
        if (id) account.steamIds.push(id);
      } else if (type && Object.hasOwn(DISCORD_SERVICES, type)) {
        const name = text(connection.name);
        if (name) account.names.push({ platform: DISCORD_SERVICES[type] as string, value: name });
      } else continue;
      named.push(type);
    }
    if (named.length > 0) account.found += ` with ${named.join(', ')} connections`;
    return account;
  },
};

const PROVIDERS: Record<OAuthMethod, Provider> = { 'github-oauth': GITHUB, twitch: TWITCH, discord: DISCORD };

export function isOAuthMethod(method: string): method is OAuthMethod {
  return method === 'github-oauth' || method === 'twitch' || method === 'discord';
}

/** Whether the operator switched this sign-in on (both its client id and secret are set). */
export function oauthOffered(method: OAuthMethod, config: Config): boolean {
  return PROVIDERS[method].credentials(config) !== null;
}

export const oauthRedirectUri = (publicUrl: string, method: OAuthMethod) =>
  `${publicUrl}/verify/${method}/return`;

/** The platform's consent page for this flow (authorization request, RFC 6749 §4.1.1). */
export function oauthSignInUrl(method: OAuthMethod, config: Config, state: string): string | null {
  const provider = PROVIDERS[method];
  const client = provider.credentials(config);
  if (!client) return null;
  const params = new URLSearchParams({
    client_id: client.id,
    redirect_uri: oauthRedirectUri(config.publicUrl, method),
    response_type: 'code',
    scope: provider.scope,
    state,
  });
  return `${provider.authorize}?${params.toString()}`;
}

/**
 * Exchanges the code for an access token (POST, form-encoded, the client's secret in the body; GitHub
 * answers JSON when asked to) and reads who signed in. Null when any step did not answer as documented.
 */
export async function oauthAccount(
  method: OAuthMethod,
  config: Config,
  fetch: PlatformFetch,
  code: string,
): Promise<SignedInAccount | null> {
  const provider = PROVIDERS[method];
  const client = provider.credentials(config);
  if (!client) return null;
  const answer = okJson(
    await fetch(provider.token, {
      method: 'POST',
      headers: FORM_HEADERS,
      body: formBody({
        client_id: client.id,
        client_secret: client.secret,
        code,
        grant_type: 'authorization_code',
        redirect_uri: oauthRedirectUri(config.publicUrl, method),
      }),
      accept: 'application/json',
      allowHosts: provider.hosts,
    }),
  );
  const token = isRecord(answer) ? text(answer.access_token) : null;
  if (!token) return null;
  return provider.identify(fetch, token, client);
}
