import { QR_ERROR_CORRECTION, QR_MARGIN } from '@handlehub/shared';
import QRCode from 'qrcode';
import sharp from 'sharp';

const OPTIONS = { errorCorrectionLevel: QR_ERROR_CORRECTION, margin: QR_MARGIN } as const;

/** The QR code of `text` as SVG: vector, for print at any size; `size` sets its width and height in px. */
export function qrSvg(text: string, size?: number): Promise<string> {
  return QRCode.toString(text, { ...OPTIONS, type: 'svg', ...(size ? { width: size } : {}) });
}

/**
 * The QR code of `text` as a black-and-white PNG `size` px wide. qrcode's own PNG writer is plain
 * JavaScript and takes about half a second for 2048 px; here the module matrix (one pixel per module,
 * quiet zone included) is scaled by libvips with nearest-neighbour sampling, which keeps the edges sharp.
 */
export async function qrPng(text: string, size: number): Promise<Buffer> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: OPTIONS.errorCorrectionLevel });
  const side = modules.size + 2 * OPTIONS.margin;
  const pixels = Buffer.alloc(side * side, 255);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) pixels[(row + OPTIONS.margin) * side + col + OPTIONS.margin] = 0;
    }
  }
  return sharp(pixels, { raw: { width: side, height: side, channels: 1 } })
    .resize(size, size, { kernel: 'nearest' })
    .toColourspace('b-w')
    .png({ compressionLevel: 9 })
    .toBuffer();
}
