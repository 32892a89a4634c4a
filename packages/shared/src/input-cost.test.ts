/**
 * What a stranger sends costs time in proportion to its size: every rule that reads text people send (the
 * text rules, the fields' schemas, the value, link, title and label normalisers, the import readers) is fed
 * adversarial text, the repetitions a backtracking pattern chokes on, at each size up to the largest text
 * it can be handed (an import file's cell), and must stay within a small budget per character.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue/index.js';
import { normaliseLabel, normaliseLink, normaliseTitle, normaliseValue } from './catalogue/normalise.js';
import { feedbackInput } from './feedback.js';
import { csvEntries, parseCsv } from './handle-import/csv.js';
import { linkStackEntries } from './handle-import/linkstack.js';
import {
  decodeEntities,
  isLittleLinkPage,
  littleLinkEntries,
  parseAttributes,
} from './handle-import/littlelink.js';
import { addItemInput } from './handle-item-schemas.js';
import { HANDLE_FIELDS, normaliseHandle, updateSocialAccountsInput } from './handles.js';
import { IMPORT_MAX_BYTES } from './limits.js';
import { moderationNote } from './moderation.js';
import { isAppRoute } from './routes.js';
import { addProductFields } from './shop.js';
import { hasInvisibleChars, singleLineTextProblem, stripInvisibleChars, terminalSafe } from './text.js';
import { personName, profileBio, signupUsername } from './users.js';

/** The largest text any of these rules is handed: an import file (and so any one of its cells). */
const MAX = IMPORT_MAX_BYTES;
/** Each size is twice the one before, up to MAX: a rule that is not linear is caught at a small size. */
const SIZES = [1, 2, 4, 8, 16, 32, 64, 128, 256].map((k) => (k * MAX) / 256);
/**
 * The budget at `size` characters: a fixed allowance for timers and a busy machine, and a cost per
 * character a few times what the heaviest of these rules (the CSV and LittleLink readers, which make an
 * object for each line or tag) take on a busy machine: about 160 ms at MAX. A rule that reads the text
 * again from each character takes seconds there, and exceeds its budget at one of the first sizes.
 */
const budgetMs = (size: number) => 30 + size * 0.0005;

/**
 * The least time of three runs, or of up to five near `budget`: a pause of the garbage collector or of a
 * busy machine is not the rule's. A run ten times over it is not repeated (a
 * rule that is not linear may take minutes).
 */
function timeOf(rule: (text: string) => unknown, text: string, budget: number): number {
  let least = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    rule(text);
    least = Math.min(least, performance.now() - started);
    if ((run >= 2 && least < budget / 2) || least >= 10 * budget) break;
  }
  return least;
}

/** `unit` repeated after `prefix` and before `suffix`, to about `size` UTF-16 units in all. */
const fill = (size: number, unit: string, prefix = '', suffix = '') =>
  prefix + unit.repeat(Math.ceil(Math.max(0, size - prefix.length - suffix.length) / unit.length)) + suffix;

/**
 * The rule's time at each size is within its budget, and four times the size takes about four times as
 * long, at most ten with a busy machine's noise (a rule that reads the text again from each character
 * takes sixteen times as long).
 */
function expectLinear(
  name: string,
  rule: (text: string) => unknown,
  weight: number,
  make: (size: number) => string,
) {
  rule(make(64)); // the first call compiles and builds what the rule keeps
  const times: number[] = [];
  for (const size of SIZES) {
    const took = timeOf(rule, make(size), weight * budgetMs(size));
    const context = `${name}: ${took.toFixed(1)} ms on ${size} characters of ${JSON.stringify(make(24))}…`;
    expect(took, context).toBeLessThan(weight * budgetMs(size));
    const quarter = times[times.length - 2];
    // Below a few milliseconds the ratio is the timer's noise, not the rule's.
    if (quarter !== undefined && quarter >= 10) expect(took / quarter, context).toBeLessThan(10);
    times.push(took);
  }
}

/** Characters and pairs that make a backtracking pattern read text again and again. */
const UNITS = [
  '\u0301', // a combining mark
  '\u0301\u200c',
  '\u0301\u200d',
  '\u200c',
  '\u200d',
  '\ufe0f',
  '\u{e0067}',
  '👨\u200d',
  'ی\u0301',
  'a\u0301',
  '<',
  '>',
  '<a',
  '<!--',
  '"',
  "'",
  ' ',
  '\t',
  '\n',
  '\r\n',
  '=',
  '="',
  ' =',
  '&',
  '&#',
  '&#x',
  '&a',
  '#',
  ' #',
  '# ',
  ',',
  ',"',
  '/',
  '/ ',
  '@',
  ':',
  '%',
  '.',
  '._',
  '_',
  '-',
  'a-',
  'a ',
  '0',
  '1 ',
  'id ',
  'us',
  'class=',
  'button ',
];
/** What may come before the repetition: a letter of each kind, an address, a handle's or a tag's start. */
const PREFIXES = [
  '',
  'a',
  'ی',
  'क',
  '🏴',
  'https://',
  'https://example.com/',
  'www.instagram.com/',
  '@',
  '#',
  'id',
];

const unit = fc.oneof(
  fc.constantFrom(...UNITS),
  // Two units in turn ('<"', ' ,'): a pattern may choke on an alternation where it does not on either.
  fc.tuple(fc.constantFrom(...UNITS), fc.constantFrom(...UNITS)).map(([a, b]) => a + b),
);
const prefix = fc.constantFrom(...PREFIXES);
/** What may end the repetition: nothing, or a character that makes a pattern give up at the very end. */
const suffix = fc.constantFrom('', 'x', '\u0000', '>', '"', '\n');
/** The known worst cases come first, then fast-check's picks. */
const WORST: Array<[string, string, string]> = [
  ['a', '\u0301', ''],
  ['ی', '\u0301\u200c', ''],
  ['', '\u200d', ''],
  ['', '<', ''],
  ['', ' ', 'x'],
  ['', '/', 'x'],
];

/**
 * Every rule, fed `prefix` + `unit` repeated + `suffix` (in the reader's own frame, for the readers), and how many
 * times it reads that text (fields, platforms), by which its budget is multiplied.
 */
const RULES: Array<[string, (text: string) => unknown, number?]> = [
  ['the invisible-character rule', (text) => hasInvisibleChars(text)],
  ['the invisible-character rule, lines', (text) => hasInvisibleChars(text, { lines: true })],
  ['the one-line text rule', singleLineTextProblem],
  ['stripping invisible characters', stripInvisibleChars],
  ['text for a terminal', terminalSafe],
  ['a name', (text) => personName.safeParse(text)],
  ['a bio', (text) => profileBio.safeParse(text)],
  ['a username', (text) => signupUsername.safeParse(text)],
  ['feedback', (text) => feedbackInput.safeParse({ feedback: text })],
  ['a report note', (text) => moderationNote.safeParse(text)],
  [
    'a product',
    (text) => addProductFields.safeParse({ productname: text, productdesc: text, productlink: text }),
    3,
  ],
  [
    'the spec form',
    (text) =>
      updateSocialAccountsInput.safeParse(Object.fromEntries(HANDLE_FIELDS.map((field) => [field, text]))),
    HANDLE_FIELDS.length,
  ],
  [
    'each handle of the spec form',
    (text) => HANDLE_FIELDS.map((field) => normaliseHandle(field, text)),
    HANDLE_FIELDS.length,
  ],
  [
    'the item API',
    (text) => addItemInput.safeParse({ platform: 'link', value: text, label: text, title: text }),
    3,
  ],
  [
    'a value of each platform',
    (text) => CATALOGUE.map((platform) => normaliseValue(platform, text)),
    CATALOGUE.length,
  ],
  ['a link', normaliseLink],
  ["a link's title", normaliseTitle],
  ["an item's label", normaliseLabel],
  ['an app route', isAppRoute],
  ['a CSV file', csvEntries],
  ['a CSV cell in quotes', (text) => parseCsv(`platform,handle\nlink,"${text}`)],
  ['a CSV file with semicolons', (text) => parseCsv(text, ';')],
  ['a LinkStack title', (text) => linkStackEntries(JSON.stringify({ links: [{ title: text }] }))],
  [
    'a LinkStack text block',
    (text) => linkStackEntries(JSON.stringify({ links: [{ type: 'text', title: text }] })),
  ],
  [
    'a LinkStack link',
    (text) => linkStackEntries(JSON.stringify({ links: [{ link: text, title: text }] })),
    2,
  ],
  ['LittleLink detection', isLittleLinkPage],
  ['LittleLink detection after a class', (text) => isLittleLinkPage(`<a class=${text}`)],
  ['a LittleLink page', littleLinkEntries],
  [
    'a LittleLink button',
    (text) => littleLinkEntries(`<a class="button button-x" href="${text}">${text}</a>`),
    2,
  ],
  ['character references', decodeEntities],
  ["a tag's attributes", parseAttributes],
];

describe('every rule that reads what people send is linear in its size', () => {
  for (const [name, rule, weight = 1] of RULES) {
    it(name, () => {
      fc.assert(
        fc.property(prefix, unit, suffix, (start, repeated, end) => {
          expectLinear(name, rule, weight, (size) => fill(size, repeated, start, end));
        }),
        // A failure is reported as found: each smaller example would cost the same seconds again.
        { numRuns: 12, examples: WORST, endOnFailure: true },
      );
      // The budgets above are the test; the whole property may take long on a busy machine (CI measured 7 s
      // for one rule under load), which is not the rule's doing.
    }, 120_000);
  }
});
