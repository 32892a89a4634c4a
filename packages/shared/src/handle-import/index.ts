/**
 * Bring your links: a LinkStack export, a LittleLink page or a CSV file read into rows a person checks
 * before anything is saved. Each format's reader (linkstack.ts, littlelink.ts, csv.ts) turns the file into
 * entries as written; here every entry becomes a catalogue item or a custom link through the catalogue's
 * own normalisers, or is refused with a reason in plain words. Nothing is stored or fetched.
 */
import {
  CATALOGUE,
  type CataloguePlatform,
  foldPlatformName,
  LINK_KEY,
  platformOfHost,
} from '../catalogue/index.js';
import { normaliseLabel, normaliseLink, normaliseTitle, normaliseValue } from '../catalogue/normalise.js';
import {
  IMPORT_MAX_BYTES,
  IMPORT_ROWS_MAX,
  ITEM_LABEL_MAX,
  ITEMS_MAX,
  LINK_TITLE_MAX,
  LINK_URL_MAX,
  sentTextMax,
} from '../limits.js';
import { MESSAGES } from '../messages.js';
import { stripInvisibleChars } from '../text.js';
import { CSV_TEXTS, csvEntries } from './csv.js';
import { headOf, type ImportEntry, SOURCE_CUT, SOURCE_MAX } from './entry.js';
import { LINKSTACK_TEXTS, linkStackEntries } from './linkstack.js';
import { isLittleLinkPage, littleLinkEntries } from './littlelink.js';

type ImportFormat = 'linkstack' | 'littlelink' | 'csv';

export interface ImportedItem {
  platform: string;
  value: string;
  label: string;
  title: string;
  visible: boolean;
}

export interface ImportRow {
  /** A CSV row's number as a spreadsheet shows it; for the other formats the row's place in the list. */
  row: number;
  /** What was read, short (at most {@link SOURCE_MAX} characters), for the person. */
  source: string;
  result: { ok: true; item: ImportedItem } | { ok: false; reason: string };
}

export type ImportPreview =
  | { ok: true; format: ImportFormat; rows: ImportRow[] }
  | { ok: false; error: string };

/** The HTML reader's pieces, for the server's rel="me" reader (a linear tokeniser, not a DOM). */
export { decodeEntities, parseAttributes, type Tag, tagAt } from './littlelink.js';
export { SOURCE_MAX };

/**
 * A cell as its field's rule may read it: at most two units more than the field takes as sent (the item
 * API's bound, {@link sentTextMax}), so that a longer cell, however large (a file may be one 256 KB cell),
 * is still longer than that bound and its rule refuses it for its length, with its own message, before
 * any other rule reads it. Two, because the cut keeps a character outside the first plane whole or not at
 * all. A cell within the bound is read whole: the cut never shortens what is stored.
 */
const cut = (text: string, max: number) => headOf(text, sentTextMax(max) + 2);

/** Longer than any name or alias of the catalogue (the longest has 25 characters): no platform's name. */
const PLATFORM_NAME_CUT = 64;
/** How much of a platform name longer than that a row's reason shows. */
const NAME_SHOWN = 40;

/**
 * Every text of Bring your links not already in MESSAGES, letter for letter; candidates to move there.
 * `unknownPlatform` names what was written, so it is a function.
 */
export const IMPORT_TEXTS = {
  ...CSV_TEXTS,
  ...LINKSTACK_TEXTS,
  duplicate: 'Already in this file',
  overLimit: `Over the limit of ${ITEMS_MAX} handles and links`,
  emailNotLink: 'An e-mail address cannot be imported, only web addresses (https://…)',
  phoneNotLink: 'A phone number cannot be imported, only web addresses (https://…)',
  addressMissing: 'There is no web address here',
  unknownPlatform: (name: string) => `"${name}" is not a platform we know`,
} as const;

/** UTF-8 length of a text, counted only as far as `max + 1`. */
function utf8BytesOver(text: string, max: number): boolean {
  let bytes = 0;
  for (let i = 0; i < text.length && bytes <= max; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes > max;
}

const extensionOf = (fileName: string) => /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';

const firstLine = (text: string) => text.trimStart().split(/\r\n|\r|\n/, 1)[0] ?? '';

/**
 * The format of a file from its name, then its content when the name says nothing (`.txt`, no
 * extension): `.json` is a LinkStack export, `.html`/`.htm` a LittleLink page when it has LittleLink's
 * buttons, `.csv` a CSV file; otherwise JSON text, a LittleLink page, or text whose first line names a
 * `platform` column. Null when none fits.
 */
export function detectFormat(fileName: string, text: string): ImportFormat | null {
  const extension = extensionOf(fileName);
  if (extension === 'json') return 'linkstack';
  if (extension === 'html' || extension === 'htm') return isLittleLinkPage(text) ? 'littlelink' : null;
  if (extension === 'csv') return 'csv';
  const start = text.trimStart();
  if (start.startsWith('{')) return 'linkstack';
  if (start.startsWith('<')) return isLittleLinkPage(text) ? 'littlelink' : null;
  return /\bplatform\b/i.test(firstLine(text)) ? 'csv' : null;
}

let byName: Map<string, CataloguePlatform> | undefined;

/** The catalogue platform a CSV names by key, name or alias (the first in catalogue order wins). */
export function platformNamed(name: string): CataloguePlatform | undefined {
  if (!byName) {
    byName = new Map();
    for (const platform of CATALOGUE)
      for (const known of [platform.key, platform.name, ...(platform.aliases ?? [])]) {
        const folded = foldPlatformName(known);
        if (folded && !byName.has(folded)) byName.set(folded, platform);
      }
  }
  return byName.get(foldPlatformName(name));
}

type Result = ImportRow['result'];
const refuse = (reason: string): Result => ({ ok: false, reason });

/** The reason an address is refused before the link normaliser sees it, if it is. */
function addressRefusal(raw: string, fullAddress: boolean): string | undefined {
  const address = raw.trim();
  if (address === '' || address === '#') return IMPORT_TEXTS.addressMissing;
  if (/^mailto:/i.test(address)) return IMPORT_TEXTS.emailNotLink;
  if (/^(?:tel|sms):/i.test(address)) return IMPORT_TEXTS.phoneNotLink;
  // In a page, `example.com`, `#top` or `//example.com` are not addresses of another site.
  if (fullAddress && !/^[a-z][a-z0-9+.-]*:/i.test(address)) return MESSAGES.linkInvalid;
  return undefined;
}

/** Label (and visibility) checked and added to an item. */
function withLabel(entry: ImportEntry, item: Omit<ImportedItem, 'label' | 'visible'>): Result {
  const label = normaliseLabel(cut(entry.label, ITEM_LABEL_MAX));
  if (!label.ok) return refuse(label.error);
  return { ok: true, item: { ...item, label: label.value, visible: entry.visible } };
}

function customLink(entry: ImportEntry, href: string): Result {
  const title = normaliseTitle(cut(entry.title, LINK_TITLE_MAX));
  if (!title.ok) return refuse(title.error);
  return withLabel(entry, { platform: LINK_KEY, value: href, title: title.value });
}

/** The platform a handle's row names, and that name as the row may show it. */
function namedPlatform(entry: ImportEntry): { platform?: CataloguePlatform; name: string } {
  if (entry.kind !== 'handle') return { name: '' };
  const name = entry.platform ?? '';
  // A longer name is none of the catalogue's, though its head might be one; the reason shows its head.
  if (name.length > PLATFORM_NAME_CUT) return { name: `${headOf(name.trim(), NAME_SHOWN)}…` };
  const platform = platformNamed(name);
  return platform ? { platform, name } : { name };
}

function resolve(entry: ImportEntry, platform: CataloguePlatform | undefined, name: string): Result {
  if (entry.refusal) return refuse(entry.refusal);
  if (entry.kind === 'other') return refuse(LINKSTACK_TEXTS.notALink);
  // A value is at most an address, pasted for a platform or not.
  const written = cut(entry.value, LINK_URL_MAX);
  if (entry.kind === 'handle') {
    if (!platform) return refuse(IMPORT_TEXTS.unknownPlatform(name));
    const value = normaliseValue(platform, written);
    // A page of the platform that is not a profile (a repository, a post) is kept as the link it is.
    if (!value.ok) return value.asLink ? customLink(entry, value.asLink) : refuse(value.error);
    if (platform.kind === 'link') return customLink(entry, value.value);
    return withLabel(entry, { platform: platform.key, value: value.value, title: '' });
  }
  // A cut value is refused by the link rule for its length, whatever its start looks like.
  const refusal =
    written.length === entry.value.length ? addressRefusal(written, entry.fullAddress ?? false) : undefined;
  if (refusal) return refuse(refusal);
  const link = normaliseLink(written);
  if (!link.ok) return refuse(link.error);
  if (entry.kind === 'address') {
    // A profile address of a platform of the catalogue is that platform's handle; any other address of
    // its host (a repository, a post, a search) stays a link, whole.
    const host = platformOfHost(new URL(link.value).hostname);
    const value = host && host.kind !== 'link' ? normaliseValue(host, link.value) : undefined;
    if (host && value?.ok) return withLabel(entry, { platform: host.key, value: value.value, title: '' });
  }
  return customLink(entry, link.value);
}

/**
 * What was read, on one line, without invisible characters, at most {@link SOURCE_MAX} characters; only
 * the text's first {@link SOURCE_CUT} units are looked at.
 */
function shortSource(text: string): string {
  const head = headOf(text, SOURCE_CUT);
  const line = stripInvisibleChars(head.replace(/\s+/g, ' ')).trim();
  const characters = [...line];
  return characters.length <= SOURCE_MAX && head === text
    ? line
    : `${characters.slice(0, SOURCE_MAX - 1).join('')}…`;
}

/** `Instagram: john_doe`, `https://example.com "My site"`; what the reader saw when that says nothing. */
function sourceOf(entry: ImportEntry, platform: CataloguePlatform | undefined, written: string): string {
  const value = entry.value.trim();
  const title = entry.title.trim();
  const name = platform?.name ?? written.trim();
  if (entry.kind === 'other' || (value === '' && title === '')) return entry.source ?? '';
  if (entry.kind === 'handle') return name ? `${name}: ${value}` : value;
  return title ? `${value} "${title}"` : value;
}

/** Key of "the same item": handles compare without case (every platform's are), addresses exactly. */
const sameItemKey = (item: ImportedItem) =>
  `${item.platform}\u0000${item.platform === LINK_KEY ? item.value : item.value.toLowerCase()}`;

/**
 * The rows of a file's entries, in the file's order: at most {@link ITEMS_MAX} items are taken, a second
 * row for the same platform and value is refused, and so is every item after the limit.
 */
function entriesToRows(entries: readonly ImportEntry[]): ImportRow[] {
  const seen = new Set<string>();
  return entries.map((entry, at) => {
    const { platform, name } = namedPlatform(entry);
    const row = entry.row ?? at + 1;
    const source = shortSource(sourceOf(entry, platform, name));
    let result = resolve(entry, platform, name);
    if (result.ok) {
      const key = sameItemKey(result.item);
      if (seen.has(key)) result = refuse(IMPORT_TEXTS.duplicate);
      else if (seen.size >= ITEMS_MAX) result = refuse(IMPORT_TEXTS.overLimit);
      else seen.add(key);
    }
    return { row, source, result };
  });
}

/**
 * Reads one file for Bring your links: its format (from `fileName` and the text), then one row per
 * entry. A file over {@link IMPORT_MAX_BYTES} (in UTF-8), of no known format, with no rows or with more
 * than {@link IMPORT_ROWS_MAX} is refused whole (each reader stops at the row after the limit); a leading
 * byte-order mark is ignored.
 */
export function readImport(fileName: string, text: string): ImportPreview {
  if (utf8BytesOver(text, IMPORT_MAX_BYTES)) return { ok: false, error: MESSAGES.importTooLarge };
  const body = text.replace(/^\uFEFF/, '');
  const format = detectFormat(fileName, body);
  if (!format) return { ok: false, error: MESSAGES.importFormatInvalid };
  const entries =
    format === 'linkstack'
      ? linkStackEntries(body, IMPORT_ROWS_MAX)
      : format === 'littlelink'
        ? littleLinkEntries(body, IMPORT_ROWS_MAX)
        : csvEntries(body, IMPORT_ROWS_MAX);
  if (!Array.isArray(entries)) return { ok: false, error: entries.error };
  if (entries.length === 0) return { ok: false, error: MESSAGES.importEmpty };
  return { ok: true, format, rows: entriesToRows(entries) };
}
