/**
 * A person's handles and links written out: as CSV (the columns Bring your links reads back, so an export
 * imports again unchanged) and as a JSON Resume.
 */
import { platformOf } from './catalogue/index.js';
import { csvRecord } from './handle-import/csv.js';
import type { ImportedItem } from './handle-import/index.js';

export type ExportItem = Pick<ImportedItem, 'platform' | 'value' | 'label' | 'title' | 'visible'>;

const CSV_COLUMNS = ['platform', 'handle', 'label', 'title', 'visible'] as const;

/**
 * The items as a CSV file: a byte-order mark (so that spreadsheets read it as UTF-8), the header, then one
 * row per item in the given order, the platform by its key and `visible` as yes/no. Cells are quoted as RFC
 * 4180 asks, and a cell a spreadsheet would run as a formula (= + - @ tab CR) starts with an apostrophe,
 * which the importer drops again.
 */
export function itemsToCsv(items: readonly ExportItem[]): string {
  const rows = items.map((item) => [
    item.platform,
    item.value,
    item.label,
    item.title,
    item.visible ? 'yes' : 'no',
  ]);
  return `\uFEFF${[CSV_COLUMNS, ...rows].map(csvRecord).join('')}`;
}

/**
 * The JSON Resume schema the export follows (v1.0.0). Checked against jsonresume/resume-schema
 * schema.json and https://docs.jsonresume.org/schema: the top level allows only its own properties
 * (`$schema`, `basics`, …; additionalProperties false); `basics` has `name` and `url` (format uri) and
 * `profiles`, an array of `{ network, username, url }` ("e.g. Facebook or Twitter", "e.g. neutralthoughts",
 * a uri), every property optional.
 */
export const JSON_RESUME_SCHEMA =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

interface JsonResumeProfile {
  network: string;
  username: string;
  url?: string;
}

interface JsonResume {
  $schema: typeof JSON_RESUME_SCHEMA;
  basics: { name: string; url: string; profiles: JsonResumeProfile[] };
}

/** A custom link's address as a person reads it: host and path, no scheme, no `www.`, no trailing slash. */
function shortAddress(url: URL): string {
  const host = url.hostname.replace(/^www\./, '');
  const path = `${url.pathname}${url.search}`.replace(/\/$/, '');
  return `${host}${path}`;
}

function profileOf(item: ExportItem): JsonResumeProfile {
  const platform = platformOf(item.platform);
  if (platform?.kind !== 'link') {
    const username = platform?.format?.display?.(item.value) ?? item.value;
    const url = platform?.link?.(item.value);
    return { network: platform?.name ?? item.platform, username, ...(url ? { url } : {}) };
  }
  let url: URL;
  try {
    url = new URL(item.value);
  } catch {
    return { network: item.title || item.value, username: item.value };
  }
  return {
    network: item.title || url.hostname.replace(/^www\./, ''),
    username: shortAddress(url),
    url: url.href,
  };
}

/**
 * The items as a JSON Resume: the person's name and HandleHub page in `basics`, the page itself as the
 * first profile (network HandleHub, the username), then one profile per visible item, in order (hidden
 * items stay out: a resume is for others to read). A platform's `network` is its catalogue name, its `url`
 * the link the catalogue builds, absent for a value that is only copied (a game ID); a custom link's
 * `network` is its title, or its host when it has none, and its `url` the address.
 */
export function itemsToJsonResume(
  items: readonly ExportItem[],
  profile: { name: string; username: string; url: string },
): JsonResume {
  return {
    $schema: JSON_RESUME_SCHEMA,
    basics: {
      name: profile.name,
      url: profile.url,
      profiles: [
        { network: 'HandleHub', username: profile.username, url: profile.url },
        ...items.filter((item) => item.visible).map(profileOf),
      ],
    },
  };
}
