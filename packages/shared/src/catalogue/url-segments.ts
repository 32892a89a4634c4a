/**
 * How a pasted profile address is read (a platform's `fromUrl`): which of its path segments is the
 * value. Shared by the spec's platforms (handles.ts) and the catalogue's other networks.
 */

/** A list written as one string of words (`'about login search'`): page names read best that way. */
const wordsOf = (words: string) => words.trim().split(/\s+/);

/** The first path segment, unless it is one of the platform's own pages (`notProfiles`), not a profile. */
export const firstSegment = (notProfiles: string) => {
  const pages = wordsOf(notProfiles);
  return (segments: string[]): string | null =>
    segments[0] && !pages.includes(segments[0].toLowerCase()) ? segments[0] : null;
};

/** The segment after a fixed first one (`/user/{name}`), or null. */
export const afterSegment =
  (...firsts: readonly string[]) =>
  (segments: string[]): string | null =>
    segments[0] && firsts.includes(segments[0].toLowerCase()) ? (segments[1] ?? null) : null;

/**
 * `/{first}/{name}`, for one of `firsts` (words), gives the name; any other address, its first segment
 * as {@link firstSegment} reads it.
 */
export const afterOrFirstSegment = (firsts: string, notProfiles: string) => {
  const before = wordsOf(firsts);
  const other = firstSegment(notProfiles);
  return (segments: string[]): string | null =>
    segments[0] && before.includes(segments[0].toLowerCase()) ? (segments[1] ?? null) : other(segments);
};

/** `/@name` (TikTok, Threads, Medium, Substack): the name without its `@`. */
export const atSegment = (segments: string[]): string | null =>
  segments[0]?.startsWith('@') && segments[0].length > 1 ? segments[0].slice(1) : null;
