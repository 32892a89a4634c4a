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

/**
 * What a pasted address of a platform's host is when it is not a profile (a repository, a post, a
 * video): a few words that finish "That is a GitHub …", or null for a profile or an address it does not
 * know. It reads the host (a subdomain such as gist.github.com) and the path's segments, decoded.
 */
export type NotProfileRule = (segments: string[], host: string) => string | null;

/**
 * The kind of page a segment at `at` names (`{ status: 'post' }` at 1 for x.com/{name}/status/{id}),
 * compared without case; one lookup, so its cost is the segment's length.
 */
export const kindAt =
  (at: number, kinds: Readonly<Record<string, string>>): NotProfileRule =>
  (segments) => {
    const segment = segments[at]?.toLowerCase();
    return segment !== undefined && Object.hasOwn(kinds, segment) ? (kinds[segment] ?? null) : null;
  };

/** Every address of a subdomain (`gist.`, `clips.`) is one kind of page. */
export const onSubdomain =
  (subdomain: string, kind: string): NotProfileRule =>
  (_segments, host) =>
    host.startsWith(`${subdomain}.`) ? kind : null;

/**
 * An address with more than the name's own segment (`/{name}/{something}`), where that something is
 * not one of the profile's tabs (words): `kind`. Used where everything below a profile is one kind of
 * thing (a GitHub repository, a SoundCloud track).
 */
export const belowName = (tabs: string, kind: string, notProfiles = ''): NotProfileRule => {
  const own = wordsOf(tabs);
  const name = firstSegment(notProfiles);
  return (segments) =>
    segments.length > 1 && name(segments) !== null && !own.includes(segments[1]!.toLowerCase()) ? kind : null;
};

/** The first rule that names what an address is. */
export const firstKind =
  (...rules: readonly NotProfileRule[]): NotProfileRule =>
  (segments, host) => {
    for (const rule of rules) {
      const kind = rule(segments, host);
      if (kind) return kind;
    }
    return null;
  };
