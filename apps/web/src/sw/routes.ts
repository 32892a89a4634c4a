import { authPaths } from '@handlehub/shared/api/auth.paths';
import { handlesPaths } from '@handlehub/shared/api/handles.paths';
import { insightsPaths } from '@handlehub/shared/api/insights.paths';
import { profilePaths } from '@handlehub/shared/api/profile.paths';
import { SESSION_HEADER } from '@handlehub/shared/session-header';

/**
 * What the service worker does with each request (docs/decisions/010-installable-and-offline.md).
 * Pure functions, so the rules are unit-tested apart from the worker's events.
 */

/** The built HTML shell: any screen's fallback when the network is away. */
export const SHELL_URL = '/index.html';
/** How long a navigation (or a kept API answer) waits for the network before the copy is used. */
export const NETWORK_TIMEOUT_MS = 4000;
/** Photos kept for offline use; the oldest go first. */
export const MEDIA_CACHE_LIMIT = 60;

/**
 * GET answers kept for offline use: what `/profile` (with its insights section) and its QR modal need.
 * Per-user ones need a session.
 */
export const OFFLINE_API: Readonly<Record<string, 'per-user' | 'shared'>> = {
  [profilePaths.user.path]: 'per-user',
  [handlesPaths.get.path]: 'per-user',
  [handlesPaths.items.path]: 'per-user',
  [insightsPaths.insights.path]: 'per-user',
  [authPaths.config.path]: 'shared',
};

export type Strategy =
  /** Network first; the cached shell when offline (after a timeout unless the page prefers the network). */
  | { kind: 'navigate'; waitForNetwork: boolean }
  /** A file of this build: from the precache, the network only if it is missing. */
  | { kind: 'precache' }
  /** Network first, the kept copy when offline. */
  | { kind: 'api'; perUser: boolean }
  | { kind: 'media' };

export interface RequestFacts {
  method: string;
  url: string;
  mode: RequestMode | string;
}

/** Which strategy answers a request; null leaves it to the browser (never cached). */
export function strategyFor(
  request: RequestFacts,
  origin: string,
  precached: ReadonlySet<string>,
): Strategy | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  const path = url.pathname;
  if (/^\/(api|media)(\/|$)/.test(path)) {
    const api = OFFLINE_API[path];
    if (api) return { kind: 'api', perUser: api === 'per-user' };
    if (path.startsWith('/media/') && request.mode !== 'navigate') return { kind: 'media' };
    return null;
  }
  // Server-rendered public profiles are worth the wait: the shell would draw them without their data.
  if (request.mode === 'navigate') return { kind: 'navigate', waitForNetwork: path.startsWith('/user/') };
  if (precached.has(path)) return { kind: 'precache' };
  return null;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The cache key of an API answer: the URL, plus for per-user answers a hash of the session token, so one
 * person's copy is never served to another session. Null when a per-user answer has no session to key it.
 */
export async function apiCacheKey(url: string, headers: Headers, perUser: boolean): Promise<string | null> {
  const key = new URL(url);
  key.hash = '';
  if (!perUser) return key.href;
  const token = headers.get(SESSION_HEADER);
  if (!token) return null;
  key.searchParams.append('handlehub-session', await sha256Hex(token));
  return key.href;
}
