import { profilePath, type VisiblePublicProfile } from '@handlehub/shared';
import { defaultAvatarSvg } from '@handlehub/shared/avatars';
import type { PlatformIconName } from '@handlehub/shared/platform-icons';
import sharp, { type Sharp } from 'sharp';
import { cardIcons, OG_IMAGE } from '../../core/og-link.js';
import { escapeXml, fitText, platformIconSvg, SVG_FONT } from '../../core/svg-text.js';

const FONT = SVG_FONT;
const PHOTO = { size: 300, left: 118, top: 120 } as const;
const TEXT_LEFT = 480;
const TEXT_WIDTH = 1104 - TEXT_LEFT;
const TILE = { size: 76, gap: 14, icon: 44, top: 330 } as const;

/**
 * The name on one line when it fits at 48 px or more, else on two lines broken between words at 36 px or
 * more, else on one line at 36 px cut with an ellipsis (one very long word).
 */
export function nameLines(name: string): { lines: string[]; size: number } {
  const fit = (text: string, size: number, minSize: number) =>
    fitText(text, { width: TEXT_WIDTH, size, minSize, em: 0.66 });
  const one = fit(name, 64, 48);
  if (one.text === name) return { lines: [name], size: one.size };
  const words = name.split(/\s+/);
  let best: { lines: string[]; size: number } | undefined;
  for (let split = 1; split < words.length; split++) {
    const parts = [words.slice(0, split).join(' '), words.slice(split).join(' ')];
    const fitted = parts.map((part) => fit(part, 48, 36));
    const size = Math.min(...fitted.map((f) => f.size));
    const whole = parts.every((part) => fit(part, size, size).text === part);
    if (whole && (!best || size > best.size)) best = { lines: parts, size };
  }
  if (best) return best;
  const cut = fit(name, 48, 36);
  return { lines: [cut.text], size: cut.size };
}

function iconTiles(icons: PlatformIconName[]): string {
  const scale = TILE.icon / 24;
  const inset = (TILE.size - TILE.icon) / 2;
  return icons
    .map((icon, i) => {
      const x = TEXT_LEFT + i * (TILE.size + TILE.gap);
      return `<g transform="translate(${x} ${TILE.top})">
  <rect width="${TILE.size}" height="${TILE.size}" rx="20" fill="#f8f9fa" stroke="#e9ecef" stroke-width="2"/>
  ${platformIconSvg(icon, `translate(${inset} ${inset}) scale(${scale})`)}
</g>`;
    })
    .join('\n');
}

/** `#rrggbb` mixed with black: `amount` 0 keeps it, 1 is black. */
export function darken(hex: string, amount: number): string {
  const channel = (i: number) =>
    Math.round(Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) * (1 - amount))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

/**
 * Everything on the card but the photo, as SVG, in the colours of the profile's page theme (its light
 * scheme: previews show on light and dark apps alike). Every string from a user goes through {@link escapeXml}.
 */
export function cardSvg(profile: VisiblePublicProfile, publicUrl: string): string {
  const colors = profile.theme.light;
  const name = nameLines(profile.name);
  const handle = fitText(`@${profile.username}`, { width: TEXT_WIDTH, size: 38, minSize: 28, em: 0.62 });
  const link = `${new URL(publicUrl).host}${profilePath(profile.username)}`;
  const address = fitText(link, { width: 560, size: 26, minSize: 18, em: 0.6 });
  const icons = cardIcons(profile);
  const { width, height } = OG_IMAGE;
  const ring = PHOTO.size / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="ground" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="${colors.accent}"/><stop offset="1" stop-color="${darken(colors.accent, 0.35)}"/>
</linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#ground)"/>
<rect x="48" y="48" width="1104" height="534" rx="40" fill="${colors.surface}"/>
<circle cx="${PHOTO.left + ring}" cy="${PHOTO.top + ring}" r="${ring + 12}" fill="${colors.background}"/>
<text font-family="${FONT}" font-weight="700" font-size="${name.size}" fill="${colors.text}">${name.lines
    .map((line, i) => {
      const y = 225 - (name.lines.length - 1 - i) * Math.round(name.size * 1.15);
      return `<tspan x="${TEXT_LEFT}" y="${y}">${escapeXml(line)}</tspan>`;
    })
    .join('')}</text>
<text x="${TEXT_LEFT}" y="290" font-family="${FONT}" font-size="${handle.size}" fill="${colors.accent}">${escapeXml(handle.text)}</text>
${
  icons.length > 0
    ? iconTiles(icons)
    : `<text x="${TEXT_LEFT}" y="380" font-family="${FONT}" font-size="24" fill="#868e96">One link for all social media and gaming handles</text>`
}
<line x1="96" y1="470" x2="1104" y2="470" stroke="#e9ecef" stroke-width="2"/>
<g transform="translate(96 494)"><rect width="56" height="56" rx="12" fill="${colors.accent}"/>
  <path transform="scale(0.875)" d="M18 16h8v12h12V16h8v32h-8V36H26v12h-8z" fill="${colors.accentText}"/></g>
<text x="168" y="534" font-family="${FONT}" font-weight="700" font-size="36" fill="${colors.text}">HandleHub</text>
<text x="1104" y="532" text-anchor="end" font-family="${FONT}" font-size="${address.size}" fill="#868e96">${escapeXml(address.text)}</text>
</svg>`;
}

const CIRCLE = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO.size}" height="${PHOTO.size}"><circle cx="${PHOTO.size / 2}" cy="${PHOTO.size / 2}" r="${PHOTO.size / 2}"/></svg>`,
);

/** The photo (or the default avatar) cut to a circle, as PNG. */
async function roundPhoto(photo: Buffer | null, name: string): Promise<Buffer> {
  const cut = (image: Sharp) =>
    image
      .resize(PHOTO.size, PHOTO.size, { fit: 'cover' })
      .composite([{ input: CIRCLE, blend: 'dest-in' }])
      .png()
      .toBuffer();
  if (photo) {
    try {
      return await cut(sharp(photo));
    } catch {
      // A stored photo that cannot be decoded must not cost the profile its preview.
    }
  }
  // The avatar's view box is 128 units wide: render it at the photo's size, not scaled up from 128 px.
  return cut(sharp(Buffer.from(defaultAvatarSvg(name)), { density: (72 * PHOTO.size) / 128 }));
}

/** The 1200×630 PNG link-preview card of a profile: photo, name, @username, platform icons, branding. */
export async function renderOgImage(
  profile: VisiblePublicProfile,
  photo: Buffer | null,
  publicUrl: string,
): Promise<Buffer> {
  const face = await roundPhoto(photo, profile.name);
  return sharp(Buffer.from(cardSvg(profile, publicUrl)))
    .composite([{ input: face, left: PHOTO.left, top: PHOTO.top }])
    .png({ compressionLevel: 8 })
    .toBuffer();
}
