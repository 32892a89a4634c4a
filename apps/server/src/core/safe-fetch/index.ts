/**
 * The verifier's only way out to the internet. Whoever adds an item names the host that a check reads (a
 * fediverse server, a person's website), so every call is held to the same rules:
 * - https only, no credentials in the address;
 * - the host is resolved once and every address it has must be public unicast (address-rules.ts); the
 *   connection goes to the address that was checked (a pinned `lookup`), so a second answer of the name
 *   server cannot point it elsewhere;
 * - a fixed platform's calls may name its hosts (`allowHosts`): nothing else is reached;
 * - redirects are followed by hand, at most 3, each target checked as the first;
 * - a size cap (256 KiB, the body stops being read) and a time cap (5 s for the whole call);
 * - no cookies sent or kept, and a User-Agent that names the product and the site.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { isPublicAddress } from './address-rules.js';
import type {
  ResolvedAddress,
  Resolver,
  SafeFetch,
  SafeFetchFailure,
  SafeFetchFailureKind,
  SafeFetchOptions,
  SafeFetchRequest,
  SafeFetchResponse,
  SafeFetchResult,
} from './types.js';

export { isPublicAddress } from './address-rules.js';
export * from './types.js';

export const SAFE_FETCH_LIMITS = { timeoutMs: 5_000, maxBytes: 256 * 1024, maxRedirects: 3 } as const;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Request headers a caller may not set: the fetcher owns them (no cookies ever leave). */
const OWN_HEADERS = new Set([
  'cookie',
  'cookie2',
  'host',
  'user-agent',
  'accept',
  'accept-encoding',
  'connection',
]);

const fail = (failed: SafeFetchFailureKind, detail: string): SafeFetchFailure => ({ failed, detail });

const systemResolve: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map(
    (entry): ResolvedAddress => ({ address: entry.address, family: entry.family === 6 ? 6 : 4 }),
  );

/**
 * A `lookup` for the socket that answers the checked address whatever it is asked: the name is never
 * resolved a second time. Node asks with `all: true` when it may try several families.
 */
export function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) (callback as (e: null, a: ResolvedAddress[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/** Where one hop connects: the checked address (or a stand-in), and the URL it asks for. */
interface Target {
  url: URL;
  protocol: 'https:' | 'http:';
  hostname: string;
  port: number;
  address: string;
  family: 4 | 6;
}

function hostOf(url: URL): string {
  const host = url.hostname.toLowerCase();
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

export function createSafeFetch(options: SafeFetchOptions): SafeFetch {
  const timeoutMs = options.timeoutMs ?? SAFE_FETCH_LIMITS.timeoutMs;
  const maxBytes = options.maxBytes ?? SAFE_FETCH_LIMITS.maxBytes;
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_LIMITS.maxRedirects;
  const resolve = options.resolve ?? systemResolve;
  const standIn = options.standIn ?? new Map<string, string>();
  const userAgent = `HandleHub-Verifier/1.0 (+${options.publicUrl})`;

  async function check(
    url: URL,
    allowHosts: readonly string[] | undefined,
    signal: AbortSignal,
  ): Promise<Target | SafeFetchFailure> {
    const host = hostOf(url);
    if (url.username || url.password) return fail('refused', `${url.origin}: an address with credentials`);
    if (allowHosts && !allowHosts.includes(host))
      return fail('refused', `${host} is not one of this platform's hosts`);
    if (url.protocol !== 'https:') return fail('refused', `${url.protocol}//${host}: only https is read`);
    const stand = standIn.get(host);
    if (stand !== undefined) {
      const origin = new URL(stand);
      const target: Target = {
        url,
        protocol: origin.protocol === 'https:' ? 'https:' : 'http:',
        hostname: hostOf(origin),
        port: Number(origin.port) || (origin.protocol === 'https:' ? 443 : 80),
        address: hostOf(origin),
        family: isIP(hostOf(origin)) === 6 ? 6 : 4,
      };
      return target;
    }
    const port = Number(url.port) || 443;
    if (isIP(host)) {
      if (!isPublicAddress(host)) return fail('refused', `${host} is not a public address`);
      return {
        url,
        protocol: 'https:',
        hostname: host,
        port,
        address: host,
        family: isIP(host) === 6 ? 6 : 4,
      };
    }
    if (signal.aborted) return fail('timeout', `${host}: no answer within ${timeoutMs} ms`);
    let addresses: ResolvedAddress[];
    try {
      addresses = await Promise.race([
        resolve(host),
        new Promise<never>((_, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
        ),
      ]);
    } catch (error) {
      if (signal.aborted) return fail('timeout', `${host}: no answer within ${timeoutMs} ms`);
      return fail('network', `${host} did not resolve (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
    if (addresses.length === 0) return fail('network', `${host} has no address`);
    // Every address must be public: a name with one private address among public ones is refused, as the
    // connection could otherwise be steered to it.
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused) return fail('refused', `${host} resolves to ${refused.address}, not a public address`);
    const first = addresses[0]!;
    return { url, protocol: 'https:', hostname: host, port, address: first.address, family: first.family };
  }

  function exchange(
    target: Target,
    method: 'GET' | 'POST',
    body: string | undefined,
    request: SafeFetchRequest,
    signal: AbortSignal,
  ): Promise<SafeFetchResponse | SafeFetchFailure | { redirect: string | undefined; status: number }> {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers ?? {})) {
      if (!OWN_HEADERS.has(name.toLowerCase())) headers[name.toLowerCase()] = value;
    }
    headers.host = target.url.host;
    headers['user-agent'] = userAgent;
    headers.accept = request.accept ?? 'application/json';
    headers['accept-encoding'] = 'identity';
    if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
    const send = target.protocol === 'https:' ? https.request : http.request;
    return new Promise((settle) => {
      let done = false;
      const finish = (result: Awaited<ReturnType<typeof exchange>>) => {
        if (done) return;
        done = true;
        settle(result);
      };
      const onError = (error: NodeJS.ErrnoException) => {
        if (signal.aborted) finish(fail('timeout', `${target.url.host}: no answer within ${timeoutMs} ms`));
        else finish(fail('network', `${target.url.host}: ${error.code ?? error.message}`));
      };
      const req = send(
        {
          protocol: target.protocol,
          hostname: target.hostname,
          port: target.port,
          path: `${target.url.pathname}${target.url.search}`,
          method,
          headers,
          agent: false,
          lookup: pinnedLookup(target.address, target.family),
          ...(target.protocol === 'https:' && !isIP(target.hostname) ? { servername: target.hostname } : {}),
          signal,
        },
        (res) => {
          const status = res.statusCode ?? 0;
          if (REDIRECTS.has(status)) {
            finish({ redirect: res.headers.location, status });
            res.destroy();
            return;
          }
          const declared = Number(res.headers['content-length']);
          if (Number.isFinite(declared) && declared > maxBytes) {
            finish(fail('too-large', `${target.url.host}: ${declared} bytes, more than ${maxBytes}`));
            res.destroy();
            return;
          }
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > maxBytes) {
              // Settled first: destroying the response reports it aborted at once.
              finish(fail('too-large', `${target.url.host}: more than ${maxBytes} bytes`));
              res.destroy();
              return;
            }
            chunks.push(chunk);
          });
          res.on('end', () => {
            const responseHeaders: Record<string, string> = {};
            for (const [name, value] of Object.entries(res.headers)) {
              if (value !== undefined)
                responseHeaders[name] = Array.isArray(value) ? value.join(', ') : value;
            }
            finish({ status, headers: responseHeaders, text: Buffer.concat(chunks).toString('utf8') });
          });
          res.on('error', onError);
          // A connection cut before the body's end: nothing complete was read.
          res.on('close', () => {
            if (!res.complete) onError(Object.assign(new Error('cut off'), { code: 'ECONNRESET' }));
          });
        },
      );
      req.on('error', onError);
      req.end(body);
    });
  }

  return async (address, request = {}) => {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      return fail('refused', 'not an address');
    }
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error('time cap')), timeoutMs);
    const allowHosts = request.allowHosts?.map((host) => host.toLowerCase());
    let method = request.method ?? 'GET';
    let body = request.body;
    try {
      for (let redirects = 0; ; redirects++) {
        const target = await check(url, allowHosts, controller.signal);
        if ('failed' in target) return target;
        const answer: SafeFetchResult | { redirect: string | undefined; status: number } = await exchange(
          target,
          method,
          body,
          request,
          controller.signal,
        );
        if (!('redirect' in answer)) return answer;
        if (redirects >= maxRedirects) return fail('redirects', `more than ${maxRedirects} redirects`);
        if (!answer.redirect) return fail('redirects', `${url.host}: a redirect without a Location`);
        try {
          url = new URL(answer.redirect, url);
        } catch {
          return fail('redirects', `${url.host}: a redirect to something that is not an address`);
        }
        // As browsers do: 303, and 301/302 after a POST, go on with a GET without the body.
        if (
          answer.status === 303 ||
          (method === 'POST' && (answer.status === 301 || answer.status === 302))
        ) {
          method = 'GET';
          body = undefined;
        }
      }
    } finally {
      clearTimeout(timer);
    }
  };
}
