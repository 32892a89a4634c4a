import { imageFileParam, qrDownloadQuery } from '../qr.js';
import { endpoints } from './define.js';
import { qrPaths } from './qr.paths.js';

export const qrApi = endpoints(qrPaths, {
  /** An SVG or PNG file to print. */
  download: { params: imageFileParam, query: qrDownloadQuery, answer: null },
});
