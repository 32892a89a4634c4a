import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Test photos made on the spot, so every fixture's content is visible in the test that uses it. */

export const CAMERA_MAKE = 'SecretCam 3000';

/** A JPEG with EXIF (camera make) and a GPS block, as phones write them. */
export function jpegWithExifAndGps(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withExif({
      IFD0: { Make: CAMERA_MAKE, Copyright: 'Private Person' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 26/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 39/1',
      },
    })
    .toBuffer();
}

export const png = (width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 4, background: '#2980b980' } })
    .png()
    .toBuffer();

export const webp = (width = 256, height = 256) =>
  sharp({ create: { width, height, channels: 3, background: '#27ae60' } })
    .webp()
    .toBuffer();

export const svg = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
  );

export const textFile = () => Buffer.from('this is a text file pretending to be a photo\n');

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few hundred bytes that declares 20000×20000 pixels (400 megapixels once decoded). */
export function decompressionBombPng(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter, no interlace
  const firstRows = deflateSync(Buffer.alloc((side + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', firstRows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Tags of the first IFD of an EXIF block (`Exif\0\0` + TIFF); 0x8825 points at the GPS block. */
export function exifIfd0Tags(exif: Buffer): number[] {
  const tiff = exif.subarray(exif.toString('latin1', 0, 4) === 'Exif' ? 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  return Array.from({ length: u16(ifd) }, (_, i) => u16(ifd + 2 + i * 12));
}

export const GPS_IFD_TAG = 0x8825;

/** The four-letter chunk types of a WebP file (RIFF), e.g. VP8, VP8L, VP8X, EXIF, XMP, ICCP. */
export function webpChunks(bytes: Buffer): string[] {
  const chunks: string[] = [];
  for (let at = 12; at + 8 <= bytes.length; ) {
    chunks.push(bytes.toString('latin1', at, at + 4).trim());
    const size = bytes.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
  }
  return chunks;
}

/**
 * What a photo still tells of where it was taken: the metadata sharp reads (EXIF, XMP, ICC), the WebP chunks
 * that carry them, and the camera's make anywhere in its bytes. Empty for a photo fit to serve.
 */
export async function metadataLeft(bytes: Buffer): Promise<string[]> {
  const meta = await sharp(bytes).metadata();
  return [
    ...(['exif', 'xmp', 'icc'] as const).filter((key) => meta[key] !== undefined),
    ...webpChunks(bytes).filter((chunk) => ['EXIF', 'XMP', 'ICCP'].includes(chunk)),
    ...(bytes.includes(CAMERA_MAKE) ? [CAMERA_MAKE] : []),
  ];
}

/** A multipart body for `app.inject`, built by the platform's own FormData encoder. */
export async function multipart(
  fields: Record<string, string>,
  file?: { name?: string; filename: string; type: string; bytes: Buffer },
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) {
    form.append(
      file.name ?? 'photo',
      new Blob([new Uint8Array(file.bytes)], { type: file.type }),
      file.filename,
    );
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}
