/**
 * The picture of someone without a photo: their initials on a colour of their own, the same on their own
 * screens and on every public one (the web's avatars, the game pages, the link-preview and embeddable
 * cards). It says nothing of gender, which is never public.
 */

/** Colours behind the initials, each at least 4.5:1 against white text (avatars.test.ts). */
export const AVATAR_COLORS = [
  '#6741d9',
  '#1864ab',
  '#0b7285',
  '#087f5b',
  '#3b5bdb',
  '#c92a2a',
  '#a61e4d',
  '#862e9c',
  '#bf400d',
  '#495057',
] as const;

/** Up to two letters: the first of the first and of the last word of the name ('?' when it has none). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = (word: string | undefined) => {
    if (!word) return '';
    const segments = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(word);
    return segments[Symbol.iterator]().next().value?.segment ?? '';
  };
  const letters = words.length > 1 ? first(words[0]) + first(words[words.length - 1]) : first(words[0]);
  return letters.toLocaleUpperCase() || '?';
}

/** The colour of a person's default avatar: chosen by their name, so it stays the same wherever it shows. */
export function avatarColorOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_COLORS[hash % AVATAR_COLORS.length]!;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The default avatar of `name` as SVG markup, 128 units square (a data URL on the web, drawn by sharp on the server). */
export function defaultAvatarSvg(name: string): string {
  const initials = initialsOf(name);
  const size = [...initials].length > 1 ? 52 : 60;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" role="img" aria-label="${escapeXml(initials)}"><rect width="128" height="128" fill="${avatarColorOf(name)}"/><text x="64" y="64" dy="0.35em" text-anchor="middle" fill="#ffffff" font-family="DejaVu Sans, system-ui, -apple-system, Segoe UI, Roboto, sans-serif" font-size="${size}" font-weight="700">${escapeXml(initials)}</text></svg>`;
}

/** The same as a `data:` URL for an `<img>`. */
export const defaultAvatarUrl = (name: string) =>
  `data:image/svg+xml,${encodeURIComponent(defaultAvatarSvg(name))}`;
