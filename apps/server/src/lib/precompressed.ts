import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { boundedMemo } from './bounded-memo.js';
import { etagOf } from './etag.js';

export type ContentEncoding = 'br' | 'gzip';

/** Smaller bodies go out as they are, as with the app-wide compression (threshold 1024 bytes). */
const MIN_BYTES = 1024;

/**
 * The encoding to answer with for an `Accept-Encoding` header: brotli, else gzip, else none. A coding
 * listed with `q=0` is refused; `*` admits both.
 */
export function preferredEncoding(header: string | undefined): ContentEncoding | undefined {
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get('*');
  const ok = (coding: ContentEncoding) => (accepted.get(coding) ?? wildcard ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return undefined;
}

/**
 * `preferredEncoding`, remembered per header value: browsers send a handful of distinct values, and a
 * cached answer should not parse the same one on every request. Bounded, in case clients vary it.
 */
const rememberedEncoding = boundedMemo(256, preferredEncoding);

/**
 * A body sent this many times in brotli is popular (a profile on a stream's QR code): it is compressed again at
 * brotli's best quality, 9% fewer bytes for the page, too slow (0.2 s) for a first answer.
 */
export const USES_BEFORE_BEST = 100;
/** At most one best-quality compression at a time, on libuv's thread pool: never the event loop's time. */
let compressingBest = false;

/**
 * A response body with its compressed forms, each made once on first use: a cached answer served again
 * and again is encoded (UTF-8, and each compression) once, not once per request. A popular body's brotli
 * form is then made again at the best quality, in the background, and used once it is ready.
 */
export class Precompressed {
  readonly #encoded = new Map<ContentEncoding, Buffer>();
  #brotliUses = 0;
  /** The body's UTF-8 bytes, sent as they are to clients that take no compression. */
  readonly body: Buffer;

  #etag: string | undefined;

  constructor(text: string) {
    this.body = Buffer.from(text);
  }

  /** A strong validator of the body, made once: a cache that holds the page revalidates it for a 304. */
  get etag(): string {
    this.#etag ??= etagOf(this.body);
    return this.#etag;
  }

  /** The encoding to send this body with for a request's `Accept-Encoding` (none for a small body). */
  encodingFor(acceptEncoding: string | undefined): ContentEncoding | undefined {
    return this.body.length >= MIN_BYTES ? rememberedEncoding(acceptEncoding) : undefined;
  }

  encoded(encoding: ContentEncoding): Buffer {
    let bytes = this.#encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 5,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.body.length,
              },
            })
          : gzipSync(this.body, { level: 6 });
      this.#encoded.set(encoding, bytes);
    }
    if (encoding === 'br' && ++this.#brotliUses === USES_BEFORE_BEST) this.#compressBest(bytes);
    return bytes;
  }

  #compressBest(quick: Buffer): void {
    // Another body is being compressed: this one asks again after as many uses.
    if (compressingBest) {
      this.#brotliUses = 0;
      return;
    }
    compressingBest = true;
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: this.body.length,
    };
    brotliCompress(this.body, { params }, (error, best) => {
      compressingBest = false;
      if (!error && best.length < quick.length) this.#encoded.set('br', best);
    });
  }
}

/** How `sendPrecompressed` answers beyond the body's encoding. */
export interface SendOptions {
  /** Request headers the body varies by besides `accept-encoding` (a page drawn for a user agent). */
  varyBy?: readonly string[];
  /** Sends the body's ETag, and a 304 without the body to a request for a 200 answer that holds it. */
  etag?: boolean;
}

/**
 * Sends `body` in the encoding the request takes, compressed once by the body itself: the route sets
 * `compress: false` so the app-wide plugin does not compress it again. The answer varies by
 * `accept-encoding`, and by the headers `varyBy` names.
 */
export function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Precompressed,
  { varyBy = [], etag = false }: SendOptions = {},
): FastifyReply {
  reply.header('vary', ['accept-encoding', ...varyBy].join(', '));
  if (etag) {
    reply.header('etag', body.etag);
    // A browser or an edge cache revalidating what it holds.
    if (reply.statusCode === 200 && request.headers['if-none-match'] === body.etag)
      return reply.code(304).send();
  }
  const encoding = body.encodingFor(request.headers['accept-encoding']);
  if (!encoding) return reply.send(body.body);
  return reply.header('content-encoding', encoding).send(body.encoded(encoding));
}
