/** What the safe fetcher takes and answers (see index.ts for its rules). */

export interface SafeFetchRequest {
  method?: 'GET' | 'POST';
  /** Extra request headers; `cookie`, `host` and `user-agent` are never taken from here. */
  headers?: Readonly<Record<string, string>>;
  body?: string;
  /** The `Accept` header (default `application/json`). */
  accept?: string;
  /**
   * A fixed platform's own hosts (lower case): the address and every redirect must stay on one of them.
   * Absent for a fediverse server or a person's website, which may be any public host.
   */
  allowHosts?: readonly string[];
}

export interface SafeFetchResponse {
  status: number;
  /** Response headers, names in lower case (a repeated header joined with `, `). */
  headers: Readonly<Record<string, string>>;
  text: string;
}

/**
 * Why nothing was read:
 * - `refused`: not https, a host off the allowed list, or an address that is not public (also after a redirect);
 * - `timeout`: the whole exchange, redirects included, took longer than the time cap;
 * - `too-large`: the body passed the size cap;
 * - `network`: the name did not resolve, the connection or TLS failed;
 * - `redirects`: more redirects than allowed, or a redirect without a usable `Location`.
 */
export const SAFE_FETCH_FAILURES = ['refused', 'timeout', 'too-large', 'network', 'redirects'] as const;
export type SafeFetchFailureKind = (typeof SAFE_FETCH_FAILURES)[number];

export interface SafeFetchFailure {
  failed: SafeFetchFailureKind;
  detail: string;
}

export type SafeFetchResult = SafeFetchResponse | SafeFetchFailure;

export type SafeFetch = (url: string, request?: SafeFetchRequest) => Promise<SafeFetchResult>;

/** One resolved address of a host name, as `dns.lookup(name, {all: true})` gives it. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface SafeFetchOptions {
  /** The site's public address, named in the User-Agent so that a platform knows who reads it. */
  publicUrl: string;
  /** Time cap of one call, redirects included (default 5,000 ms). */
  timeoutMs?: number;
  /** Size cap of a body in bytes (default 256 KiB). */
  maxBytes?: number;
  /** Redirects followed at most (default 3). */
  maxRedirects?: number;
  /** Name resolution (default `dns.lookup` with every address); tests inject their own. */
  resolve?: Resolver;
  /**
   * Test only (VERIFICATION_STAND_IN, refused in production): host name → a loopback `http://127.0.0.1:port`
   * origin that answers in its place. A stand-in host is reached over http without the address checks.
   */
  standIn?: ReadonlyMap<string, string>;
}

export const isSafeFetchFailure = (result: SafeFetchResult): result is SafeFetchFailure => 'failed' in result;
