import { QR_DOWNLOAD_SIZE, type QrDownloadFormat } from '@handlehub/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf } from '../lib/etag.js';
import { CardCache } from './card-cache.js';
import { qrPng, qrSvg } from './qr-code.js';

const CONTENT_TYPE: Record<QrDownloadFormat, string> = {
  svg: 'image/svg+xml; charset=utf-8',
  png: 'image/png',
};
/** QR files kept per instance: a few KB for an SVG, up to about 25 KB for a 2048 px PNG. */
const FILES_KEPT = 200;

export interface QrFile {
  /** The address the code opens (PUBLIC_URL and a path of this site). */
  url: string;
  format: QrDownloadFormat;
  /** `?size=`, if given; a PNG without one is drawn at the default size. */
  size: number | undefined;
  /** The download's file name, extension included. */
  filename: string;
}

/**
 * QR codes as files to print or save (the profile's and each handle's): answered with an ETag of what is
 * drawn, and drawn once per distinct file while it is asked for, since a printed code is fetched again and
 * again.
 */
export class QrDownloads {
  readonly #drawn = new CardCache(FILES_KEPT);

  send(request: FastifyRequest, reply: FastifyReply, file: QrFile): Promise<FastifyReply> | FastifyReply {
    const { url, format, filename } = file;
    const size = file.size ?? (format === 'png' ? QR_DOWNLOAD_SIZE.default : undefined);
    const etag = etagOf(`${format}\n${size ?? ''}\n${url}`);
    // Revalidated every time, so a lock, a new username or a removed handle takes effect at once; a 304
    // costs no drawing.
    reply
      .header('cache-control', 'no-cache')
      .header('etag', etag)
      .header('content-disposition', `attachment; filename="${filename}"`);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    let drawn = this.#drawn.get(etag);
    if (!drawn) {
      drawn = format === 'svg' ? qrSvg(url, size).then((svg) => Buffer.from(svg)) : qrPng(url, size!);
      this.#drawn.set(etag, drawn);
    }
    return drawn.then((body) => reply.type(CONTENT_TYPE[format]).send(body));
  }
}
