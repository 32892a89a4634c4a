/**
 * How the sign-ins talk to a platform's server: through the safe fetcher (core/safe-fetch), pinned to the
 * platform's own hosts. Only the shape the sign-ins use is named here.
 */
export interface PlatformRequest {
  method?: 'GET' | 'POST';
  headers?: Readonly<Record<string, string>>;
  body?: string;
  accept?: string;
  allowHosts?: readonly string[];
}

export type PlatformAnswer =
  | { status: number; headers: Readonly<Record<string, string>>; text: string }
  | { failed: string; detail: string };

export type PlatformFetch = (url: string, request?: PlatformRequest) => Promise<PlatformAnswer>;

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
