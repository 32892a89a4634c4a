import { request } from 'node:http';

/**
 * HTTP from chosen loopback addresses: the server counts its per-address budgets by the client's address,
 * and all of 127.0.0.0/8 reaches this machine, so each client of a check can be a stranger of its own.
 */

export interface Answer {
  /** 0 when no answer came in time (`error` says why). */
  status: number;
  /** Milliseconds from sending to the answer's last byte (or to giving up). */
  ms: number;
  /** Bytes of the answer's body. */
  bytes: number;
  /** The body, kept only when short (tokens, ids, refusals). */
  body: string;
  error?: string;
}

const KEEP_BODY = 64 * 1024;

/** Hands out 127.{octet}.x.y addresses, a new one each call. */
export function addresses(octet: number): () => string {
  let next = 0;
  return () => {
    next += 1;
    return `127.${octet}.${Math.floor(next / 250) % 250}.${(next % 250) + 1}`;
  };
}

export interface Sent {
  answer: Promise<Answer>;
  /** Gives up on the request now: the answer is `status: 0` with the time waited so far. */
  abort(): void;
}

/** One request on a connection of its own from `from`; given up after `timeoutMs`. */
export function send(
  base: string,
  options: {
    method?: string;
    path: string;
    from: string;
    headers?: Record<string, string>;
    body?: string;
    timeoutMs: number;
  },
): Sent {
  const url = new URL(options.path, base);
  const payload = options.body === undefined ? undefined : Buffer.from(options.body);
  const started = performance.now();
  let abort = () => {};
  const answer = new Promise<Answer>((resolve) => {
    let done = false;
    const finish = (answer: Omit<Answer, 'ms'>) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve({ ...answer, ms: Math.round(performance.now() - started) });
    };
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: options.method ?? (payload ? 'POST' : 'GET'),
        localAddress: options.from,
        agent: false,
        headers: {
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': String(payload.length) }
            : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes <= KEEP_BODY) chunks.push(chunk);
        });
        res.on('end', () =>
          finish({ status: res.statusCode ?? 0, bytes, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', (error) => finish({ status: 0, bytes, body: '', error: error.message }));
      },
    );
    const giveUp = (why: string) => {
      finish({ status: 0, bytes: 0, body: '', error: why });
      req.destroy();
    };
    const timer = setTimeout(() => giveUp(`no answer in ${options.timeoutMs} ms`), options.timeoutMs);
    abort = () => giveUp('still waiting when the check ended');
    req.on('error', (error) => finish({ status: 0, bytes: 0, body: '', error: error.message }));
    req.end(payload);
  });
  return { answer, abort: () => abort() };
}
