// Renders the install icons of the web app manifest from the app's logo (apps/web/public/favicon.svg):
// "any" icons keep the logo's rounded corners; maskable and Apple touch icons fill the square, since the
// launcher cuts its own shape (the letter sits well inside the maskable safe zone, a circle of 80%).
// Usage: node scripts/make-app-icons.mjs (then commit the PNGs under apps/web/public/icons/).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const publicDir = join(import.meta.dirname, '..', 'apps', 'web', 'public');
const logo = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
const fullBleed = logo.replace(/\s+rx="[^"]*"/, '');
if (fullBleed === logo) throw new Error('favicon.svg changed shape: expected a rounded <rect rx="…">');

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  { file: 'maskable-192.png', size: 192, svg: fullBleed },
  { file: 'maskable-512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed },
];

for (const icon of ICONS) {
  // The logo is drawn on a 64-unit canvas: render it at the target size, not scaled up from 64 px.
  await sharp(Buffer.from(icon.svg), { density: (72 * icon.size) / 64 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(join(publicDir, 'icons', icon.file));
  console.log(`apps/web/public/icons/${icon.file} ${icon.size}x${icon.size}`);
}
