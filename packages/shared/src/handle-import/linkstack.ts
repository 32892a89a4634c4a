/**
 * A LinkStack export (Studio → Profile → Export all data, `user_data-<host>-<date>.json`; or Export links,
 * `links-<host>-<date>.json`), read as LinkStack writes it. What LinkStack's code says, from
 * LinkStackOrg/LinkStack:
 *
 * - app/Http/Controllers/UserController.php `exportAll`: the user row's columns (`$user->toArray()`), then
 *   `links` = every row of the `links` table of that user as stored, then `image_data` (the avatar in
 *   Base64) and `image_extension`. `exportLinks` writes only `{ links }`. `importData` requires `links` to be
 *   an array and reads `button_id, link, title, order, up_link, custom_css, custom_icon, type, type_params`.
 * - database/migrations/2021_03_18_082008_create_links_table.php: `up_link` is `enum('yes','no')`, default
 *   'no'. UserController `upLink` ("Raise link on the littlelink page") toggles it, and the public page
 *   (`littlelink`) and the Studio list read the links `orderBy('up_link')->orderBy('order')` and show all
 *   of them: nothing filters on it. So `up_link` is "pinned to the top", not "shown": every LinkStack link
 *   is visible, and a raised link ('yes', first of the enum on MySQL) comes before the others.
 * - blocks/heading, blocks/spacer, blocks/text handler.php: those blocks have no `link` and button_id 42,
 *   43, 93 (database/seeders/ButtonSeeder.php order; 47 is a second "space"). blocks/vcard stores a contact
 *   card as JSON in `link`; blocks/email and blocks/telephone store `mailto:` and `tel:` addresses.
 * - `button_id` 94 is an icon of the page's icon row (`editIcons`): `title` is the network, `link` its URL;
 *   it is read like any link.
 *
 * `custom_css`, `custom_icon`, `click_number`, `image_data` and the user columns are ignored.
 */
import { MESSAGES } from '../messages.js';
import type { ImportEntry } from './entry.js';

/** Texts of the LinkStack reader (candidates for MESSAGES; see index.ts IMPORT_TEXTS). */
export const LINKSTACK_TEXTS = {
  notALink: 'Not a link (a heading, spacer or text block)',
  contactCard: 'A contact card (vCard) cannot be imported, only web addresses',
  entryUnreadable: 'This entry could not be read',
} as const;

const BLOCK_NAMES: Readonly<Record<string, string>> = { heading: 'Heading', spacer: 'Spacer', text: 'Text' };
/** Heading, spacer (two rows of the seeder), text. */
const BLOCK_BY_BUTTON: Readonly<Record<number, string>> = {
  42: 'heading',
  43: 'spacer',
  47: 'spacer',
  93: 'text',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/**
 * How much of a title is read for its words: a row shows its first 120 characters (index.ts SOURCE_MAX), and
 * the title's tags, which are dropped, take some room before them.
 */
const PLAIN_READ_MAX = 1000;

/**
 * A text block's title is HTML (LinkStack keeps a few tags): its words, for the row's source. Only the
 * start of a title is ever shown, so only that much is read; a tag ends at the next `<` too, so each
 * character is looked at once however many `<` the title holds.
 */
const plain = (html: string) =>
  html
    .slice(0, PLAIN_READ_MAX)
    .replace(/<[^<>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const raised = (link: unknown) => (isRecord(link) && text(link.up_link).toLowerCase() === 'yes' ? 0 : 1);

function orderOf(link: unknown): number {
  const order = isRecord(link) ? Number(link.order) : Number.NaN;
  return Number.isFinite(order) ? order : 0;
}

function entryOf(link: unknown, position: number): ImportEntry {
  const common = { row: position, title: '', label: '', visible: true };
  if (!isRecord(link))
    return {
      kind: 'other',
      value: '',
      source: `Entry ${position}`,
      refusal: LINKSTACK_TEXTS.entryUnreadable,
      ...common,
    };
  const type = text(link.type).toLowerCase();
  const block = Object.hasOwn(BLOCK_NAMES, type) ? type : BLOCK_BY_BUTTON[Number(link.button_id)];
  const address = text(link.link);
  const title = text(link.title);
  if (block || address.trim() === '') {
    const name = BLOCK_NAMES[block ?? ''] ?? 'Block';
    // A spacer's title is its height, not words.
    const words = block === 'spacer' ? '' : plain(title);
    return {
      kind: 'other',
      value: '',
      source: words ? `${name} "${words}"` : name,
      refusal: LINKSTACK_TEXTS.notALink,
      ...common,
    };
  }
  if (type === 'vcard')
    return {
      kind: 'other',
      value: '',
      source: title ? `Contact card "${title}"` : 'Contact card',
      refusal: LINKSTACK_TEXTS.contactCard,
      ...common,
    };
  return { ...common, kind: 'address', value: address, title, fullAddress: true };
}

/**
 * The entries of a LinkStack export, raised links first, then by `order`, then as listed; an error when
 * the text is not JSON, has no `links` array, or has more than `maxEntries` links (none of them is read).
 */
export function linkStackEntries(
  json: string,
  maxEntries = Number.POSITIVE_INFINITY,
): ImportEntry[] | { error: string } {
  let data: unknown;
  try {
    data = JSON.parse(json.replace(/^\uFEFF/, ''));
  } catch {
    return { error: MESSAGES.importFormatInvalid };
  }
  if (!isRecord(data) || !Array.isArray(data.links)) return { error: MESSAGES.importFormatInvalid };
  if (data.links.length > maxEntries) return { error: MESSAGES.importTooManyRows };
  return data.links
    .map((link: unknown, index) => ({ link, index }))
    .sort((a, b) => raised(a.link) - raised(b.link) || orderOf(a.link) - orderOf(b.link) || a.index - b.index)
    .map(({ link }, at) => entryOf(link, at + 1));
}
