import { stripControlChars } from '@handlehub/shared';
import {
  PLATFORM_ICON_COLORS,
  PLATFORM_ICON_PATHS,
  PLATFORM_ICON_STROKE,
  type PlatformIconName,
} from '@handlehub/shared/platform-icons';

/** The fonts the drawn cards name: ones the server's renderer (libvips) has, then the usual fallbacks. */
export const SVG_FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

/**
 * A platform's icon, as the apps draw it (24-unit strokes in the platform's colour), placed by `transform`
 * and named by a `<title>` when `titled`.
 */
export function platformIconSvg(icon: PlatformIconName, transform: string, titled = false): string {
  const paths = PLATFORM_ICON_PATHS[icon].map((d) => `<path d="${d}"/>`).join('');
  return `<g transform="${transform}" fill="none" stroke="${PLATFORM_ICON_COLORS[icon]}" stroke-width="${PLATFORM_ICON_STROKE}" stroke-linecap="round" stroke-linejoin="round">${titled ? `<title>${icon}</title>` : ''}${paths}</g>`;
}

/**
 * Text for SVG element content and attributes: markup characters as entities, and the characters
 * XML 1.0 cannot hold at all (controls, lone surrogates, U+FFFE/U+FFFF) dropped, so no string a user
 * typed can end an element, add one, or make the document unreadable.
 */
export function escapeXml(text: string): string {
  return stripControlChars(text)
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]|[\ufffe\uffff]/g, '')
    .replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The text and font size that fit `width`: without font metrics on the server, widths are estimated
 * (`em` of the font size per character, a full em for wide CJK characters and emoji), the size shrinks
 * down to `minSize`, then the text is cut with an ellipsis.
 */
export function fitText(
  text: string,
  options: { width: number; size: number; minSize: number; em: number },
): { text: string; size: number } {
  const chars = Array.from(text);
  const ems = (list: string[]) =>
    list.reduce((sum, c) => sum + ((c.codePointAt(0) ?? 0) >= 0x2e80 ? 1 : options.em), 0);
  const total = ems(chars);
  const size = Math.max(options.minSize, Math.min(options.size, Math.floor(options.width / total)));
  if (total * size <= options.width) return { text, size };
  const room = options.width / size - 1;
  let cut = chars.length;
  while (cut > 0 && ems(chars.slice(0, cut)) > room) cut--;
  return { text: `${chars.slice(0, cut).join('').trimEnd()}…`, size };
}
