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
