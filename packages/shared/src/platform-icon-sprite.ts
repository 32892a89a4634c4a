import { PLATFORM_ICON_NAMES, PLATFORM_ICON_PATHS } from './platform-icons.js';

/**
 * Every platform icon as one SVG sprite, a `<symbol>` per icon named by its PlatformIconName. The web app
 * draws icons with `<use>` from this file (apps/web/src/assets/platform-icons.svg, written from here by
 * `npm run icons`), so their artwork is one cacheable file rather than part of every screen's script; the
 * `<svg>` that uses a symbol sets its stroke, which the paths inherit.
 */
export function platformIconSprite(): string {
  const symbols = PLATFORM_ICON_NAMES.map(
    (name) =>
      `<symbol id="${name}" viewBox="0 0 24 24">${PLATFORM_ICON_PATHS[name].map((d) => `<path d="${d}"/>`).join('')}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}
