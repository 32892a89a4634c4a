/**
 * CSV for Bring your links, both ways: an RFC 4180 reader (quoted fields, doubled quotes, CRLF or LF) that
 * turns rows into import entries, and the cell writer handle-export.ts uses. The columns are
 * `platform,handle,label,title,visible` (`url` is taken too, other columns are ignored); the header names
 * them, in any order and any case.
 */
import { MESSAGES } from '../messages.js';
import { headOf, type ImportEntry, SOURCE_CUT } from './entry.js';

/** Texts of the CSV reader (candidates for MESSAGES; see index.ts IMPORT_TEXTS). */
export const CSV_TEXTS = {
  csvHeaderMissing:
    'This CSV file needs a first line naming its columns, such as: platform,handle,label,visible',
  csvQuoteOpen: 'This CSV file has a quoted value that is never closed',
  visibleInvalid: 'Visible must be yes or no (true/false, 1/0 and shown/hidden work too)',
  platformMissing: 'The platform is missing',
} as const;

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/**
 * One cell as a spreadsheet may open it safely: a value starting with = + - @ tab or CR gets a leading
 * apostrophe (so do values that already start with apostrophes before one of those, so that the reader's
 * {@link unguardCell} gives back exactly the value written), then RFC 4180 quoting where needed.
 */
export function csvCell(value: string): string {
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** One record: cells joined by commas, ended by CRLF as RFC 4180 asks. */
export const csvRecord = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The reverse of {@link csvCell}'s guard: one leading apostrophe before a formula character is dropped. */
export const unguardCell = (value: string) => (/^'+[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

const isBlank = (record: readonly string[]) => record.every((cell) => cell.trim() === '');

interface CsvRecords {
  records: string[][];
  /** A quote opened a field and the file ended before it was closed. */
  unclosedQuote: boolean;
}

/**
 * RFC 4180 records: fields separated by `delimiter`, records by CRLF, LF or a lone CR; a field starting
 * with `"` runs to the next lone `"` (a doubled `""` is one quote, line breaks are kept). Tolerant where
 * the RFC is strict: a quote inside an unquoted field is a character, text after a closing quote is kept.
 * Reading stops once `maxRecords` records that are not blank have been read (the rest is left unread).
 */
export function parseCsv(text: string, delimiter = ',', maxRecords = Number.POSITIVE_INFINITY): CsvRecords {
  // Runs of plain characters are found by their codes and copied in one slice each, not a character at a
  // time: a 256 KB cell is one slice.
  const separator = delimiter.charCodeAt(0);
  const records: string[][] = [];
  let filled = 0;
  let record: string[] = [];
  let field = '';
  let atFieldStart = true;
  let i = 0;
  while (i < text.length) {
    if (atFieldStart && text.charCodeAt(i) === QUOTE) {
      let from = i + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote < 0) return { records, unclosedQuote: true };
        field += text.slice(from, quote);
        if (text.charCodeAt(quote + 1) !== QUOTE) {
          i = quote + 1;
          break;
        }
        field += '"';
        from = quote + 2;
      }
      atFieldStart = false;
      continue;
    }
    let end = i;
    while (end < text.length) {
      const code = text.charCodeAt(end);
      if (code === separator || code === CR || code === LF) break;
      end++;
    }
    if (end > i) {
      field += text.slice(i, end);
      atFieldStart = false;
    }
    if (end >= text.length) break;
    const code = text.charCodeAt(end);
    record.push(field);
    field = '';
    atFieldStart = true;
    i = end + 1;
    if (code === separator) continue;
    records.push(record);
    if (!isBlank(record) && ++filled >= maxRecords) return { records, unclosedQuote: false };
    record = [];
    if (code === CR && text.charCodeAt(i) === LF) i++;
  }
  if (!atFieldStart || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return { records, unclosedQuote: false };
}

/** The delimiter of the header line: a comma, or the semicolon or tab some spreadsheets write instead. */
function delimiterOf(text: string): string {
  const header = text.trimStart().split(/\r\n|\r|\n/, 1)[0] ?? '';
  const count = (c: string) => header.split(c).length - 1;
  const [best] = [',', ';', '\t'].sort((a, b) => count(b) - count(a));
  return best && count(best) > 0 ? best : ',';
}

const VISIBLE: Readonly<Record<string, boolean>> = {
  '': true,
  true: true,
  yes: true,
  '1': true,
  shown: true,
  false: false,
  no: false,
  '0': false,
  hidden: false,
};

/** `visible` as written: true/false, yes/no, 1/0, shown/hidden (any case), blank for shown; null otherwise. */
export function parseVisible(raw: string): boolean | null {
  const key = raw.trim().toLowerCase();
  return Object.hasOwn(VISIBLE, key) ? VISIBLE[key]! : null;
}

/** Words in the platform column that mean a custom link rather than a platform of the catalogue. */
const LINK_WORDS = new Set(['link', 'website', 'url']);

const looksLikeAddress = (value: string) => /^https?:\/\//i.test(value.trim());

/** The row's cells that are not blank, joined, for its `source`: only as far as a source can show. */
function sourceOfRecord(record: readonly string[]): string {
  let source = '';
  for (const cell of record) {
    if (source.length > SOURCE_CUT) break;
    if (cell.trim() !== '')
      source = source ? `${source}, ${headOf(cell, SOURCE_CUT)}` : headOf(cell, SOURCE_CUT);
  }
  return source;
}

/**
 * The entries of a CSV file, one per non-blank row after the header; `row` is the record's number as a
 * spreadsheet shows it (the header's is 1 when it is the first line). An error when the file has no header
 * naming a `platform` column, a quote is never closed, or it has more than `maxEntries` rows (the file is
 * read no further than the row after them).
 */
export function csvEntries(
  text: string,
  maxEntries = Number.POSITIVE_INFINITY,
): ImportEntry[] | { error: string } {
  const body = text.replace(/^\uFEFF/, '');
  // The header and one row more than allowed.
  const { records, unclosedQuote } = parseCsv(body, delimiterOf(body), maxEntries + 2);
  if (unclosedQuote) return { error: CSV_TEXTS.csvQuoteOpen };
  const headerAt = records.findIndex((record) => !isBlank(record));
  const header = (records[headerAt] ?? []).map((name) => name.trim().toLowerCase());
  if (!header.includes('platform')) return { error: CSV_TEXTS.csvHeaderMissing };
  const hasTitle = header.includes('title');
  const entries: ImportEntry[] = [];
  for (let at = headerAt + 1; at < records.length; at++) {
    const record = records[at]!;
    if (isBlank(record)) continue;
    if (entries.length >= maxEntries) return { error: MESSAGES.importTooManyRows };
    const cell = (name: string) => {
      const column = header.indexOf(name);
      return column < 0 ? '' : unguardCell(record[column] ?? '');
    };
    const platform = cell('platform').trim();
    const value = cell('handle').trim() === '' ? cell('url') : cell('handle');
    // Without a title column, a link's label is its title (a file made by hand: "link,https://…,My shop").
    const isLink = LINK_WORDS.has(platform.toLowerCase());
    const title = hasTitle ? cell('title') : isLink ? cell('label') : '';
    const label = hasTitle || !isLink ? cell('label') : '';
    const visible = parseVisible(cell('visible'));
    const refusal = visible === null ? CSV_TEXTS.visibleInvalid : undefined;
    const source = sourceOfRecord(record);
    const common = { row: at + 1, label, visible: visible ?? true, source, ...(refusal ? { refusal } : {}) };
    if (isLink) entries.push({ kind: 'link', value, title, ...common });
    else if (platform === '' && looksLikeAddress(value))
      entries.push({ kind: 'address', value, title, ...common });
    else
      entries.push({
        kind: 'handle',
        platform,
        value,
        // A handle has no title; kept for a row whose address turns out not to be a profile (a link then).
        title,
        ...common,
        ...(platform === '' && !refusal ? { refusal: CSV_TEXTS.platformMissing } : {}),
      });
  }
  return entries;
}
