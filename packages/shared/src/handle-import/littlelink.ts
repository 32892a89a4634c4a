/**
 * A LittleLink page: one static HTML file whose buttons are anchors, as sethcottle/littlelink index.html
 * writes them: `<a class="button button-{brand}" href="…" target="_blank" rel="noopener" role="button">`,
 * an `<img class="icon" …>` then the button's text, inside `<div class="button-stack" role="navigation">`
 * (older pages have no button-stack and end each anchor with `<br>`; the template keeps unused buttons in
 * HTML comments with `href="#"`). Anchors without the `button` class (the bio's links, the footer's) are
 * not buttons.
 *
 * A small single-pass tokeniser, not a DOM (this runs in the browser and in Node): comments, `<script>`
 * and `<style>` are skipped, attributes are read in any order with double, single or no quotes, and
 * character references are decoded in `href` and in the text. Each character is looked at a bounded number
 * of times, so a hostile page cannot make it slow.
 */
import { MESSAGES } from '../messages.js';
import type { ImportEntry } from './entry.js';

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  middot: '\u00b7',
  bull: '\u2022',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  euro: '\u20ac',
};

/**
 * HTML character references: decimal and hexadecimal ones (the `;` may be left out, as browsers allow;
 * a code point that is not a character becomes U+FFFD), and the common named ones with their `;`. Others
 * stay as written.
 */
export function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#(\d{1,8});?|#[xX]([0-9a-fA-F]{1,7});?|([a-zA-Z][a-zA-Z0-9]{1,31});)/g,
    (whole, decimal?: string, hex?: string, name?: string) => {
      if (name !== undefined) return Object.hasOwn(NAMED, name) ? NAMED[name]! : whole;
      const code = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex!, 16);
      const isCharacter = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
      return isCharacter ? String.fromCodePoint(code) : '\ufffd';
    },
  );
}

/**
 * Attributes of one start tag; the first of a repeated name wins, as in HTML. An unquoted value runs to the
 * next space, as browsers read it (`href=https://x.com/a?b=1`).
 */
export function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (!attributes.has(name)) attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

export interface Tag {
  name: string;
  closing: boolean;
  attributes: string;
  /** Index just after the tag's `>`. */
  end: number;
}

/**
 * The tag starting at `at` (a `<`), or 'text' when the `<` starts no tag, or 'eof' when the tag is never
 * closed (HTML drops such a tag and the rest of the file). The verifier's rel="me" reader uses it too.
 */
export function tagAt(html: string, at: number): Tag | 'text' | 'eof' {
  let i = at + 1;
  const closing = html[i] === '/';
  if (closing) i++;
  const start = i;
  while (i < html.length && /[A-Za-z0-9:-]/.test(html[i]!)) i++;
  if (i === start || !/[A-Za-z]/.test(html[start]!)) return 'text';
  const name = html.slice(start, i).toLowerCase();
  const attributesStart = i;
  // Quotes count only around a value (after `=`): `<a title=it's>` ends at its `>`.
  let quote = '';
  let afterEquals = false;
  for (; i < html.length; i++) {
    const c = html[i]!;
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '>') break;
    else if (afterEquals && (c === '"' || c === "'")) quote = c;
    if (c === '=') afterEquals = true;
    else if (!/\s/.test(c)) afterEquals = false;
  }
  if (i >= html.length) return 'eof';
  return { name, closing, attributes: html.slice(attributesStart, i), end: i + 1 };
}

interface Button {
  href: string;
  text: string;
}

/**
 * The buttons of a LittleLink page, in document order: each anchor whose classes include `button`. The
 * page is read no further than the end of button `maxButtons`.
 */
export function littleLinkButtons(html: string, maxButtons = Number.POSITIVE_INFINITY): Button[] {
  const buttons: Button[] = [];
  let open: Button | null = null;
  const close = () => {
    if (open) buttons.push({ href: open.href, text: decodeEntities(open.text).replace(/\s+/g, ' ').trim() });
    open = null;
  };
  let i = 0;
  while (i < html.length && buttons.length < maxButtons) {
    const lt = html.indexOf('<', i);
    const textEnd = lt < 0 ? html.length : lt;
    if (open) (open as Button).text += html.slice(i, textEnd);
    if (lt < 0) break;
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      if (end < 0) break;
      i = end + 3;
      continue;
    }
    const tag = tagAt(html, lt);
    if (tag === 'eof') break;
    if (tag === 'text') {
      if (open) (open as Button).text += '<';
      i = lt + 1;
      continue;
    }
    i = tag.end;
    if (!tag.closing && (tag.name === 'script' || tag.name === 'style')) {
      const end = new RegExp(`</${tag.name}`, 'gi');
      end.lastIndex = i;
      if (!end.exec(html)) break;
      i = end.lastIndex - tag.name.length - 2;
    } else if (tag.name === 'a') {
      close();
      if (tag.closing) continue;
      const attributes = parseAttributes(tag.attributes);
      const classes = (attributes.get('class') ?? '').split(/\s+/);
      if (classes.includes('button')) open = { href: (attributes.get('href') ?? '').trim(), text: '' };
    } else if (tag.name === 'br' && open) (open as Button).text += ' ';
  }
  if (buttons.length < maxButtons) close();
  return buttons;
}

/**
 * Whether an HTML text looks like a LittleLink page: its button stack, or a `button button-…` anchor. The
 * space before the optional quote is only read with it, so a run of spaces is read one way and the test is
 * linear in the text.
 */
export const isLittleLinkPage = (html: string) =>
  /\bbutton-stack\b/.test(html) || /class\s*=\s*(?:["']\s*)?button\s+button-/i.test(html);

/**
 * The entries of a LittleLink page: one per button, its text as the title; an error when it has more than
 * `maxEntries` buttons (the page is read no further than the button after them).
 */
export function littleLinkEntries(
  html: string,
  maxEntries = Number.POSITIVE_INFINITY,
): ImportEntry[] | { error: string } {
  const buttons = littleLinkButtons(html, maxEntries + 1);
  if (buttons.length > maxEntries) return { error: MESSAGES.importTooManyRows };
  return buttons.map(({ href, text }, at) => ({
    kind: 'address',
    row: at + 1,
    value: href,
    title: text,
    label: '',
    visible: true,
    fullAddress: true,
  }));
}
