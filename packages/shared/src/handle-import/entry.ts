/** The readers' common output (csv.ts, linkstack.ts, littlelink.ts), which index.ts checks and resolves. */
/**
 * One entry of a file as its reader found it, before the catalogue's rules: a handle for a named platform
 * (CSV), a custom link (CSV), an address whose platform is found from its host (LinkStack, LittleLink,
 * a CSV row without a platform), or something else that is no link (`source` says what).
 */
export interface ImportEntry {
  kind: 'handle' | 'link' | 'address' | 'other';
  row?: number;
  /** The platform as written (handles only): a key, a name or an alias. */
  platform?: string;
  /** The handle, or the address. */
  value: string;
  title: string;
  label: string;
  visible: boolean;
  /** The address is a page's `href`: it must be absolute (`example.com` there is a relative path). */
  fullAddress?: boolean;
  /** What was read, for entries that are not a handle or an address (and rows with neither). */
  source?: string;
  /** Why the file's own format already refuses the entry. */
  refusal?: string;
}

/** The longest `source` of a row, in characters. */
export const SOURCE_MAX = 120;
/**
 * The most of a text read to make a row's `source` from, in UTF-16 code units: room for
 * {@link SOURCE_MAX} characters of two units each and the spaces a line folds away.
 */
export const SOURCE_CUT = SOURCE_MAX * 8;

/**
 * The first `units` UTF-16 code units of a text, one fewer when the cut would split a surrogate pair; the
 * text itself when it is no longer. Readers cut what they keep for show with it, so that nothing after them
 * works on more of a cell than a row can use.
 */
export function headOf(text: string, units: number): string {
  if (text.length <= units) return text;
  const code = text.charCodeAt(units - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? units - 1 : units);
}
