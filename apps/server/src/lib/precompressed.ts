import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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
const encodingByHeader = new Map<string, ContentEncoding | undefined>();
const REMEMBERED_HEADERS = 256;

function rememberedEncoding(header: string | undefined): ContentEncoding | undefined {
  if (!header) return undefined;
  if (encodingByHeader.has(header)) return encodingByHeader.get(header);
  const encoding = preferredEncoding(header);
  if (encodingByHeader.size >= REMEMBERED_HEADERS) encodingByHeader.clear();
  encodingByHeader.set(header, encoding);
  return encoding;
}

/**
 * A response body with its compressed forms, each made once on first use: a cached answer served again
 * and again is encoded (UTF-8, and each compression) once, not once per request.
 */
export class Precompressed {
  readonly #encoded = new Map<ContentEncoding, Buffer>();
  /** The body's UTF-8 bytes, sent as they are to clients that take no compression. */
  readonly body: Buffer;

  constructor(text: string) {
    this.body = Buffer.from(text);
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
    return bytes;
  }
}
