import { CARD_IMAGE, type VisiblePublicProfile } from '@handlehub/shared';
import { defaultAvatarSvg } from '@handlehub/shared/avatars';
import type { PlatformIconName } from '@handlehub/shared/platform-icons';
import sharp from 'sharp';
import { cardIcons } from '../../core/og-link.js';
import { escapeXml, fitText, platformIconSvg, SVG_FONT } from '../../core/svg-text.js';

const FONT = SVG_FONT;
const PHOTO = { size: 112, left: 24, top: 24 } as const;
/** Pixels of the embedded photo: twice its size on the card, for sharp screens. */
const PHOTO_PIXELS = PHOTO.size * 2;
const TEXT_LEFT = 156;
const TEXT_WIDTH = CARD_IMAGE.width - TEXT_LEFT - 24;
const ICON = { size: 26, gap: 10, top: 100 } as const;

function icons(kinds: PlatformIconName[]): string {
  const scale = ICON.size / 24;
  return kinds
    .map((icon, i) => {
      const x = TEXT_LEFT + i * (ICON.size + ICON.gap);
      return platformIconSvg(icon, `translate(${x} ${ICON.top}) scale(${scale})`, true);
    })
    .join('');
}

/**
 * The photo for embedding in the card: a data: URL, since an SVG shown as an image loads nothing from
 * elsewhere. JPEG (every image decoder reads it) at twice the drawn size; the default avatar as SVG.
 */
export async function cardPhoto(photo: Buffer | null, name: string): Promise<string> {
  if (photo) {
    try {
      const jpeg = await sharp(photo)
        .resize(PHOTO_PIXELS, PHOTO_PIXELS, { fit: 'cover' })
        .jpeg({ quality: 78, mozjpeg: true })
        .toBuffer();
      return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
    } catch {
      // A stored photo that cannot be decoded must not cost the person their card.
    }
  }
  return `data:image/svg+xml;base64,${Buffer.from(defaultAvatarSvg(name)).toString('base64')}`;
}

/**
 * The HandleHub mark in the card's foot, right-aligned: the word ends a fixed margin before the icon, and
 * the icon sits 16 px inside the border, whatever width the viewer's font gives the word.
 */
function brandMark(width: number, height: number, c: { accent: string; accentText: string; text: string }) {
  const iconLeft = width - 16 - 18;
  return `<g transform="translate(0 ${height - 34})"><text x="${iconLeft - 6}" y="14" text-anchor="end" font-family="${FONT}" font-weight="700" font-size="14" fill="${c.text}">HandleHub</text><rect x="${iconLeft}" width="18" height="18" rx="4" fill="${c.accent}"/><path transform="translate(${iconLeft} 0) scale(0.28)" d="M18 16h8v12h12V16h8v32h-8V36H26v12h-8z" fill="${c.accentText}"/></g>`;
}

/**
 * The embeddable card (about 480×160) in the colours of the profile's page theme (its light scheme, as the
 * link-preview card): the photo in a circle, the name, @username and one icon per kind of shown account,
 * the HandleHub mark. Every user string goes through `escapeXml`, so a name such as `</text><script>`
 * stays text.
 */
export function profileCardSvg(profile: VisiblePublicProfile, photo: string): string {
  const { width, height } = CARD_IMAGE;
  const name = fitText(profile.name, { width: TEXT_WIDTH, size: 26, minSize: 18, em: 0.64 });
  const handle = fitText(`@${profile.username}`, { width: TEXT_WIDTH, size: 18, minSize: 14, em: 0.62 });
  const kinds = cardIcons(profile);
  const r = PHOTO.size / 2;
  const label = `${profile.name} (@${profile.username}) on HandleHub`;
  const c = profile.theme.light;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">
<title>${escapeXml(label)}</title>
<defs><clipPath id="photo"><circle cx="${PHOTO.left + r}" cy="${PHOTO.top + r}" r="${r}"/></clipPath></defs>
<rect x="1" y="1" width="${width - 2}" height="${height - 2}" rx="20" fill="${c.surface}" stroke="${c.background}" stroke-width="2"/>
<circle cx="${PHOTO.left + r}" cy="${PHOTO.top + r}" r="${r + 4}" fill="${c.background}"/>
<image x="${PHOTO.left}" y="${PHOTO.top}" width="${PHOTO.size}" height="${PHOTO.size}" preserveAspectRatio="xMidYMid slice" clip-path="url(#photo)" href="${photo}"/>
<text x="${TEXT_LEFT}" y="58" font-family="${FONT}" font-weight="700" font-size="${name.size}" fill="${c.text}">${escapeXml(name.text)}</text>
<text x="${TEXT_LEFT}" y="84" font-family="${FONT}" font-size="${handle.size}" fill="${c.accent}">${escapeXml(handle.text)}</text>
${kinds.length > 0 ? icons(kinds) : `<text x="${TEXT_LEFT}" y="118" font-family="${FONT}" font-size="14" fill="${c.muted}">One link for all social media and gaming handles</text>`}
${brandMark(width, height, c)}
</svg>
`;
}
