/**
 * Handles and links as items (docs/decisions/027-handles-as-items.md): what one item is on the wire, how a
 * stored row is presented (name, icon, the form to copy, the form to read, the link), and what the
 * owner's screens send. The spec's 13-field API (handles.ts) reads and writes the first item of each key.
 */
import { CATALOGUE, LINK_KEY, platformOf, platformOfHost } from './catalogue/index.js';
import { normaliseLabel, normaliseLink, normaliseTitle, normaliseValue } from './catalogue/normalise.js';
import type { CataloguePlatform, PlatformKind } from './catalogue/types.js';
import { normaliseWithFormat } from './game-ids.js';
import type { HandleItem, StoredItem, UnsupportedItem } from './handle-item-schemas.js';
import { ACCOUNT_ICONS, isHandleField, type SocialAccount } from './handles.js';
import { MESSAGES } from './messages.js';
import { UNKNOWN_PLATFORM } from './ui-texts.js';

export * from './handle-item-schemas.js';

const hostOf = (address: string): string | null => {
  try {
    return new URL(address).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
};

/** A link as a row reads it: the host and path, without the scheme, `www.` or a trailing slash. */
const readableAddress = (address: string): string => {
  try {
    const url = new URL(address);
    return `${url.hostname.replace(/^www\./, '')}${url.pathname}`.replace(/\/$/, '');
  } catch {
    return address;
  }
};

/**
 * The value to copy, put in a QR code or build a link from: a value with a format in its normalised
 * form, or as stored when it is not well-formed (saved before formats were checked: shown, never linked).
 */
function usable(platform: CataloguePlatform, stored: string): { value: string; wellFormed: boolean } {
  if (!platform.format) return { value: stored, wellFormed: true };
  const result = normaliseWithFormat(platform.format, stored);
  return result.ok && result.id
    ? { value: result.id, wellFormed: true }
    : { value: stored, wellFormed: false };
}

/**
 * Items as the pages show them, in the given (owner's) order; rows of a key the catalogue does not have
 * are left out (their owner sees them through {@link unsupportedItems}, nobody else ever does). The first
 * shown item of each platform answers at `/user/{u}/{key}`, the others at `key-id`.
 */
export function presentItems(rows: readonly StoredItem[]): HandleItem[] {
  const firstShown = new Set<string>();
  return rows.flatMap((row) => {
    const platform = platformOf(row.platform);
    if (!platform) return [];
    const slug =
      row.visible && !firstShown.has(platform.key) && platform.kind !== 'link'
        ? platform.key
        : `${platform.key}-${row.id}`;
    if (row.visible) firstShown.add(platform.key);
    return [{ ...presentOne(platform, row), slug, ...(row.verified && { verified: row.verified }) }];
  });
}

/** Whether a stored row's key is one the catalogue has: the rows that are items, shown, ordered and linked. */
export const isSupportedRow = (row: Pick<StoredItem, 'platform'>): boolean =>
  platformOf(row.platform) !== undefined;

/** The owner's rows that {@link presentItems} leaves out, as stored, in the given order. */
export const unsupportedItems = (rows: readonly StoredItem[]): UnsupportedItem[] =>
  rows.filter((row) => !isSupportedRow(row)).map(({ id, platform, value }) => ({ id, platform, value }));

/**
 * The name of an item by its slug (an insight's click key, a game in the address), for every screen that
 * names one: the person's item of that slug with its label; else the catalogue's name of the slug's key
 * (an item deleted since); else a neutral name, never an error (a key the catalogue no longer has).
 */
export function nameOfItem(
  slug: string,
  items: readonly Pick<HandleItem, 'slug' | 'name' | 'label'>[] = [],
): string {
  const item = items.find((candidate) => candidate.slug === slug);
  if (item) return item.label ? `${item.name} · ${item.label}` : item.name;
  const dash = slug.indexOf('-');
  return platformOf(dash === -1 ? slug : slug.slice(0, dash))?.name ?? UNKNOWN_PLATFORM;
}

function presentOne(platform: CataloguePlatform, row: StoredItem): Omit<HandleItem, 'slug'> {
  const common = {
    id: row.id,
    platform: platform.key,
    kind: platform.kind,
    label: row.label,
    title: row.title,
  };
  if (platform.kind === 'link') {
    const checked = normaliseLink(row.value);
    const host = hostOf(row.value) ?? row.value;
    return {
      ...common,
      name: row.title || host,
      value: row.value,
      shown: readableAddress(row.value),
      ...(checked.ok ? { link: checked.value } : {}),
      icon: platformOfHost(host)?.icon ?? platform.icon,
      visible: row.visible,
    };
  }
  const { value, wellFormed } = usable(platform, row.value);
  const link = wellFormed ? platform.link?.(value) : undefined;
  return {
    ...common,
    name: platform.name,
    value,
    shown: wellFormed ? (platform.format?.display?.(value) ?? value) : value,
    ...(link ? { link } : {}),
    icon: platform.icon,
    visible: row.visible,
  };
}

type ItemCheck =
  | { ok: true; item: { platform: string; value: string; label: string; title: string } }
  | { ok: false; error: string };

/**
 * One item as a person entered it, normalised by its platform's rule, or the first refusal: the change
 * of an empty row of that platform, so a new item and a changed one are checked alike.
 */
export function checkItem(input: {
  platform: string;
  value: string;
  label?: string;
  title?: string;
}): ItemCheck {
  const empty = { platform: input.platform, value: '', label: '', title: '' };
  return checkItemChange(empty, { value: input.value, label: input.label, title: input.title });
}

/** The catalogue as the pickers list it: what a person can add. */
export const pickablePlatforms = (kind?: PlatformKind) =>
  CATALOGUE.filter((platform) => platform.key !== LINK_KEY && (!kind || platform.kind === kind));

const SPEC_ICONS = new Set<string>(ACCOUNT_ICONS);

/** The spec's entries (`accounts`) from items: those of the 13 spec keys, in the items' order. */
export function socialAccountsOf(items: readonly HandleItem[]): SocialAccount[] {
  return items.flatMap((item) =>
    isHandleField(item.platform) && SPEC_ICONS.has(item.icon)
      ? [
          {
            accountName: item.name,
            accountUsername: item.value,
            accountIcon: item.icon as SocialAccount['accountIcon'],
            ...(item.link ? { accountLink: item.link } : {}),
            fieldname: item.platform,
          },
        ]
      : [],
  );
}

/**
 * A change to a stored item, checked as the item would then be: the value only when it is given (an old
 * value saved before formats were checked can still be labelled or hidden), the label and title always.
 */
export function checkItemChange(
  stored: Pick<StoredItem, 'platform' | 'value' | 'label' | 'title'>,
  change: { value?: string | undefined; label?: string | undefined; title?: string | undefined },
): ItemCheck {
  const platform = platformOf(stored.platform);
  if (!platform) return { ok: false, error: MESSAGES.platformUnknown };
  let value = stored.value;
  if (change.value !== undefined) {
    const checked = normaliseValue(platform, change.value);
    if (!checked.ok) return checked;
    value = checked.value;
  }
  const label = normaliseLabel(change.label ?? stored.label);
  if (!label.ok) return label;
  const title =
    platform.kind === 'link'
      ? normaliseTitle(change.title ?? stored.title)
      : { ok: true as const, value: '' };
  if (!title.ok) return title;
  return { ok: true, item: { platform: platform.key, value, label: label.value, title: title.value } };
}
