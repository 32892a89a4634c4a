import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import {
  Precompressed,
  preferredEncoding,
  type SendOptions,
  sendPrecompressed,
  USES_BEFORE_BEST,
} from './precompressed.js';

describe('preferredEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.5', 'br'],
    ['gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['deflate', undefined],
  ])('%j → %j', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

/** Page-like text: words of a small vocabulary in an order a seeded generator picks. */
function pageLike(seed: number): string {
  const words = [
    'handle',
    'profile',
    'gamer',
    'stream',
    'qr',
    'link',
    'card',
    'instagram',
    'minecraft',
    'div',
  ];
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31);
  return Array.from({ length: 6000 }, () => `<p class="w${next() % 97}">${words[next() % 10]}</p>`).join('');
}

describe('Precompressed', () => {
  const big = JSON.stringify({ items: Array.from({ length: 100 }, (_, i) => ({ i, text: 'handle' })) });

  it('compresses once per encoding, and each form decodes to the body', () => {
    const payload = new Precompressed(big);
    const br = payload.encoded('br');
    expect(payload.encoded('br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(big);
    expect(gunzipSync(payload.encoded('gzip')).toString()).toBe(big);
    expect(br.length).toBeLessThan(big.length);
  });

  it('keeps the body as UTF-8 bytes, made once', () => {
    const payload = new Precompressed('{"name":"Zoë 🎮"}');
    expect(payload.body).toBe(payload.body);
    expect(payload.body.toString('utf8')).toBe('{"name":"Zoë 🎮"}');
  });

  it('answers the same encoding for a header seen before, many headers later too', () => {
    const payload = new Precompressed(big);
    for (let i = 0; i < 600; i++) expect(payload.encodingFor(`gzip;q=0.${(i % 9) + 1}, x-${i}`)).toBe('gzip');
    expect(payload.encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(payload.encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(payload.encodingFor('identity')).toBeUndefined();
    expect(payload.encodingFor('identity')).toBeUndefined();
  });

  it('compresses a popular body again at the best quality, in the background, and sends that once ready', async () => {
    const page = pageLike(7);
    const payload = new Precompressed(page);
    const quick = payload.encoded('br');
    for (let use = 2; use < USES_BEFORE_BEST; use++) expect(payload.encoded('br')).toBe(quick);
    // The hundredth use starts the best compression and is still answered with the quick form.
    expect(payload.encoded('br')).toBe(quick);
    // Best-quality brotli of this page takes well over a second on a loaded 2-core machine.
    await vi.waitFor(() => expect(payload.encoded('br')).not.toBe(quick), { timeout: 20_000, interval: 50 });
    const best = payload.encoded('br');
    expect(best.length).toBeLessThan(quick.length);
    expect(brotliDecompressSync(best).toString()).toBe(page);
  });

  it('compresses one popular body at a time: another that turns popular meanwhile asks again later', async () => {
    const first = new Precompressed(pageLike(11));
    const second = new Precompressed(pageLike(13));
    const firstQuick = first.encoded('br');
    const secondQuick = second.encoded('br');
    const started = Date.now();
    for (let use = 2; use <= USES_BEFORE_BEST; use++) {
      first.encoded('br');
      second.encoded('br');
    }
    await vi.waitFor(() => expect(first.encoded('br')).not.toBe(firstQuick), { timeout: 10_000 });
    // The second body turned popular while the first was being compressed: it was not started then (had it
    // been, on another thread, it would be done after as long again).
    await new Promise((resolve) => setTimeout(resolve, 2 * (Date.now() - started) + 50));
    expect(second.encoded('br')).toBe(secondQuick);
    // Counting again from that refusal, its hundredth use starts its own best compression.
    for (let use = 2; use < USES_BEFORE_BEST; use++) expect(second.encoded('br')).toBe(secondQuick);
    await vi.waitFor(() => expect(second.encoded('br')).not.toBe(secondQuick), { timeout: 10_000 });
    expect(brotliDecompressSync(second.encoded('br')).toString()).toBe(pageLike(13));
  });

  it('leaves a small body uncompressed', () => {
    expect(new Precompressed('{"user":[]}').encodingFor('gzip, br')).toBeUndefined();
    expect(new Precompressed(big).encodingFor('gzip, br')).toBe('br');
  });
});

describe('sendPrecompressed', () => {
  const body = new Precompressed(pageLike(21));

  /** One answer of a bare app that sends `body` with `options`, at `status`. */
  async function answer(headers: Record<string, string>, options?: SendOptions, status = 200) {
    const app = Fastify();
    app.get('/', (request, reply) => sendPrecompressed(request, reply.code(status), body, options));
    try {
      return await app.inject({ method: 'GET', url: '/', headers });
    } finally {
      await app.close();
    }
  }

  it('sends the encoding the request takes, and says the answer varies by it', async () => {
    const br = await answer({ 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(pageLike(21));
    const plain = await answer({});
    expect([plain.headers['content-encoding'], plain.headers.vary]).toEqual([undefined, 'accept-encoding']);
    expect(plain.body).toBe(pageLike(21));
    expect(plain.headers.etag).toBeUndefined();
  });

  it('varies by the headers named besides', async () => {
    const res = await answer({}, { varyBy: ['user-agent'] });
    expect(res.headers.vary).toBe('accept-encoding, user-agent');
  });

  it('with `etag`, sends it, and answers 304 without a body to a 200 request that holds it', async () => {
    const first = await answer({}, { etag: true });
    expect(first.headers.etag).toBe(body.etag);
    const again = await answer({ 'if-none-match': body.etag }, { etag: true });
    expect([again.statusCode, again.body, again.headers.vary]).toEqual([304, '', 'accept-encoding']);
    const other = await answer({ 'if-none-match': '"other"' }, { etag: true });
    expect(other.statusCode).toBe(200);
    // Only a 200 answer is revalidated: another status is sent whole.
    const missing = await answer({ 'if-none-match': body.etag }, { etag: true }, 404);
    expect([missing.statusCode, missing.body]).toEqual([404, pageLike(21)]);
  });
});
