import type { SafeFetch, SafeFetchResult } from '../../../core/safe-fetch/index.js';

/**
 * How the sign-ins talk to a platform's server: the safe fetcher (core/safe-fetch), each call pinned to
 * the platform's own hosts (`allowHosts`).
 */
export type PlatformFetch = SafeFetch;
type PlatformAnswer = SafeFetchResult;

/** The body of a 2xx answer, or null for anything else (a failure, a refusal, an error page). */
export function okText(answer: PlatformAnswer): string | null {
  if ('failed' in answer) return null;
  return answer.status >= 200 && answer.status < 300 ? answer.text : null;
}

/** The JSON of a 2xx answer, or null when there is none or it does not parse. */
export function okJson(answer: PlatformAnswer): unknown {
  const text = okText(answer);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** An `application/x-www-form-urlencoded` body. */
export function formBody(fields: Readonly<Record<string, string>>): string {
  return new URLSearchParams(fields).toString();
}

export const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' } as const;
