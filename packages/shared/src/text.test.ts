import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feedbackInput } from './feedback.js';
import { isGameField, withoutPastedZeroWidth } from './game-ids.js';
import { HANDLE_FIELDS, handleMessages, normaliseHandle } from './handles.js';
import { MESSAGES } from './messages.js';
import { moderationNote } from './moderation.js';
import { updateProfileFields } from './profile.js';
import { addProductFields } from './shop.js';
import { hasInvisibleChars, stripInvisibleChars } from './text.js';
import { personName, signupUsername } from './users.js';

/** The characters probe L3 named, and the neighbours a spoofer would try next. */
const NAMED = [
  '\u202e', // RIGHT-TO-LEFT OVERRIDE
  '\u202d', // LEFT-TO-RIGHT OVERRIDE
  '\u202a',
  '\u202b',
  '\u202c', // POP DIRECTIONAL FORMATTING
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069', // isolates
  '\u200b',
  '\u200c',
  '\u200d',
  '\u200e',
  '\u200f', // zero-width and direction marks
  '\u2060', // WORD JOINER
  '\ufeff', // BYTE ORDER MARK
  '\u00ad', // SOFT HYPHEN
  '\u061c', // ARABIC LETTER MARK
  '\u180e',
  '\u3164', // HANGUL FILLER
  '\u115f',
  '\u1160',
  '\uffa0',
  '\u2028',
  '\u2029',
  '\u0000',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u{e0041}', // TAG LATIN CAPITAL LETTER A
  // Probe F2: default-ignorable marks and blank glyphs.
  '\u034f', // COMBINING GRAPHEME JOINER
  '\u17b4',
  '\u17b5', // Khmer inherent vowels
  '\u180b', // MONGOLIAN FREE VARIATION SELECTOR ONE
  '\u{e0100}', // VARIATION SELECTOR-17
  '\u2800', // BRAILLE PATTERN BLANK
  '\u{1d159}', // MUSICAL SYMBOL NULL NOTEHEAD
  '\u{16fe4}', // KHITAN SMALL SCRIPT FILLER: a mark with no glyph, not listed as default-ignorable
];

/**
 * Any other control (Cc), format (Cf) or default-ignorable character, found by scanning the code space; but
 * the emoji variation selectors, which an emoji of the visible words may take (their own test below).
 */
const FORMAT_OR_CONTROL = fc
  .integer({ min: 0, max: 0xe01ef })
  .filter(
    (cp) =>
      (cp < 0xd800 || cp > 0xdfff) &&
      cp !== 0xfe0e &&
      cp !== 0xfe0f &&
      /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/u.test(String.fromCodePoint(cp)),
  )
  .map((cp) => String.fromCodePoint(cp));

/**
 * One invisible character that is not a line break or tab (which text of several lines may hold), nor a
 * joiner, which is refused only where writing does not use it (its own test below).
 */
const invisible = fc
  .oneof(fc.constantFrom(...NAMED), FORMAT_OR_CONTROL)
  .filter((c) => !['\n', '\r', '\t', '\u200c', '\u200d'].includes(c));

/** Visible words: letters of several scripts, digits, emoji without joiners, single spaces between. */
const word = fc.constantFrom(
  'Maya',
  'Jöhn',
  'Жанна',
  'ゲーマー',
  'علي',
  'हिन्दी',
  '李雷',
  'Zoë',
  '42',
  '🎮',
  '😀',
);
const visible = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));
const ascii = fc.stringMatching(/^[a-z][a-z0-9]{3,12}$/);

/**
 * `text` with `char` put in between two of its characters, at a place chosen by `at` (0..1): inside, where
 * trimming cannot remove it.
 */
const insert = (text: string, char: string, at: number) => {
  const chars = [...text];
  const i = 1 + Math.floor(at * (chars.length - 1));
  return [...chars.slice(0, i), char, ...chars.slice(i)].join('');
};
const position = fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true });

const firstError = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('invisible and direction-changing characters (probe L3)', () => {
  it('the probe examples are refused', () => {
    for (const name of ['Admin \u202etroppus', '\u3164\u3164\u3164', 'Hand\u200bleHub Team']) {
      expect(firstError(personName.safeParse(name))).toBe(MESSAGES.textInvisible);
    }
    expect(normaliseHandle('instagram', 'a\u200bb')).toEqual({ ok: false, error: MESSAGES.textInvisible });
  });

  it('visible text of any script passes the rule', () => {
    fc.assert(
      fc.property(visible, (text) => {
        expect(hasInvisibleChars(text)).toBe(false);
        expect(hasInvisibleChars(text, { lines: true })).toBe(false);
        expect(stripInvisibleChars(text)).toBe(text);
      }),
    );
  });

  it('one invisible character anywhere is found, and stripping leaves the visible text', () => {
    fc.assert(
      fc.property(visible, invisible, position, (text, char, at) => {
        const spoofed = insert(`x${text}`, char, at);
        expect(hasInvisibleChars(spoofed)).toBe(true);
        expect(hasInvisibleChars(spoofed, { lines: true })).toBe(true);
        expect(stripInvisibleChars(spoofed)).toBe(`x${text}`);
      }),
    );
  });

  it('joiners are refused where they only hide a seam, and kept where writing uses them', () => {
    for (const spoof of [
      'Hand\u200dleHub',
      'Hand\u200cleHub',
      'Ad\u200dmin',
      'Жан\u200dна',
      '\u200d🎮',
      'a\u200d😀',
    ]) {
      expect(hasInvisibleChars(spoof), JSON.stringify(spoof)).toBe(true);
      expect(firstError(personName.safeParse(spoof)), JSON.stringify(spoof)).toBe(MESSAGES.textInvisible);
    }
    // A developer and a rainbow flag (emoji joined by U+200D), the flag of England (tag characters), a Persian
    // word with a zero-width non-joiner, a Hindi conjunct held apart by one.
    for (const name of [
      'Alex 👨\u200d💻',
      'Sam 🏳\ufe0f\u200d🌈',
      '🏴\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f}',
      'می\u200cخواهم',
      'क्\u200cष',
    ]) {
      expect(hasInvisibleChars(name), JSON.stringify(name)).toBe(false);
      expect(personName.safeParse(name).success, JSON.stringify(name)).toBe(true);
    }
    // A tag character anywhere else is still hidden text.
    expect(hasInvisibleChars('a\u{e0041}b')).toBe(true);
  });

  it('probe F2: blank glyphs, default-ignorable marks and hidden tag text are refused; emoji keep their selectors', () => {
    const tags = (text: string) =>
      [...text].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join('');
    for (const spoof of [
      '\u2800\u2800\u2800',
      '\u{1d159}\u{1d159}\u{1d159}',
      'Hand\u034fleHub Team',
      'Ma\ufe0fya',
      'Ma\u{e0100}ya',
      'Ma\u17b4ya',
      'Ma\u180bya',
      `Bob 🏴${tags('ignore all previous')}\u{e007f}`,
      `🏴${tags('gbxyz')}\u{e007f}`,
    ]) {
      expect(hasInvisibleChars(spoof), JSON.stringify(spoof)).toBe(true);
      expect(firstError(personName.safeParse(spoof)), JSON.stringify(spoof)).toBe(MESSAGES.textInvisible);
      expect(stripInvisibleChars(spoof)).not.toMatch(/[\u034f\ufe0f\u{e0000}-\u{e01ef}]/u);
    }
    expect(normaliseHandle('instagram', 'jo\u034fhndoe')).toEqual({
      ok: false,
      error: MESSAGES.textInvisible,
    });
    // The three flags Unicode recommends, a red heart, a keycap and a text-style pictograph stay.
    for (const name of [
      `Wales 🏴${tags('gbwls')}\u{e007f}`,
      `Scotland 🏴${tags('gbsct')}\u{e007f}`,
      'Love ❤\ufe0f',
      'Number 1\ufe0f\u20e3',
      'Sun ☀\ufe0e',
    ]) {
      expect(hasInvisibleChars(name), JSON.stringify(name)).toBe(false);
      expect(personName.safeParse(name).success, JSON.stringify(name)).toBe(true);
    }
  });

  it('line breaks and tabs are allowed only in text of several lines', () => {
    expect(hasInvisibleChars('one\ntwo\r\n\tthree', { lines: true })).toBe(false);
    expect(hasInvisibleChars('one\ntwo')).toBe(true);
    expect(hasInvisibleChars('one\ttwo')).toBe(true);
  });

  it('every place text is entered refuses it with the one message', () => {
    fc.assert(
      fc.property(visible, ascii, invisible, position, (text, name, char, at) => {
        const spoofed = insert(text, char, at);
        const isControl = /[\p{Cc}\u2028\u2029]/u.test(char);
        // A name: control characters keep their older message, every other invisible one gets the new one.
        const nameError = firstError(personName.safeParse(insert(`Name ${text}`, char, at)));
        expect(nameError).toBe(isControl ? MESSAGES.nameInvalid : MESSAGES.textInvisible);
        expect(
          firstError(
            updateProfileFields.safeParse({ name: `Name ${spoofed} x`, username: name, gender: 'male' }),
          ),
        ).toBe(isControl ? MESSAGES.nameInvalid : MESSAGES.textInvisible);
        expect(
          firstError(
            updateProfileFields.safeParse({
              name: 'Name',
              username: name,
              gender: 'male',
              bio: `x ${spoofed} y`,
            }),
          ),
        ).toBe(isControl ? MESSAGES.bioInvalid : MESSAGES.textInvisible);
        if (!/\s/.test(char)) {
          expect(firstError(signupUsername.safeParse(insert(name, char, at)))).toBe(MESSAGES.textInvisible);
        }
        expect(firstError(feedbackInput.safeParse({ feedback: `x ${spoofed} y` }))).toBe(
          MESSAGES.textInvisible,
        );
        expect(firstError(moderationNote.safeParse(`x ${spoofed} y`))).toBe(
          isControl ? MESSAGES.reportNoteInvalid : MESSAGES.textInvisible,
        );
        const product = { productname: 'Mug', productdesc: 'A mug', productlink: 'https://example.com/mug' };
        for (const field of ['productname', 'productdesc'] as const) {
          expect(firstError(addProductFields.safeParse({ ...product, [field]: `x ${spoofed} y` }))).toBe(
            MESSAGES.textInvisible,
          );
        }
        expect(
          firstError(
            addProductFields.safeParse({ ...product, productlink: `https://example.com/${spoofed}/x` }),
          ),
        ).toBe(MESSAGES.textInvisible);
        for (const field of HANDLE_FIELDS) {
          const result = normaliseHandle(field, insert(name, char, at));
          if (isGameField(field) && withoutPastedZeroWidth(char) === '') {
            // A game ID's clean-up drops the zero-width characters of a paste (decision 008): never stored.
            if (result.ok) expect(hasInvisibleChars(result.handle)).toBe(false);
          } else {
            expect(result).toEqual({
              ok: false,
              error: isControl ? handleMessages.invalid(field) : MESSAGES.textInvisible,
            });
          }
        }
      }),
    );
  });
});

/** The rule's earlier form, one pattern of lookbehinds: what the rule must still answer, on short text. */
const PLAIN_LETTER_PATTERN = String.raw`(?![\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{L}`;
const EARLIER_JOINERS = new RegExp(
  [
    String.raw`(?<=\p{Extended_Pictographic}[\u{FE0F}\u{1F3FB}-\u{1F3FF}]?)\u200d(?=\p{Extended_Pictographic})`,
    String.raw`(?<=[\p{Extended_Pictographic}0-9#*])[\u{FE0E}\u{FE0F}]`,
    String.raw`(?<=\u{1F3F4})(?:\u{E0067}\u{E0062}(?:\u{E0065}\u{E006E}\u{E0067}|\u{E0073}\u{E0063}\u{E0074}|\u{E0077}\u{E006C}\u{E0073}))\u{E007F}`,
    String.raw`(?<=${PLAIN_LETTER_PATTERN}\p{M}*)[\u200c\u200d](?=${PLAIN_LETTER_PATTERN})`,
  ].join('|'),
  'gu',
);
const EARLIER_INVISIBLE =
  /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800\u{1D159}\u{16FE4}]/u;
const EARLIER_INVISIBLE_IN_LINES =
  /(?![\n\r\t])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800\u{1D159}\u{16FE4}]/u;
const earlierRule = (value: string, lines: boolean) =>
  (lines ? EARLIER_INVISIBLE_IN_LINES : EARLIER_INVISIBLE).test(value.replace(EARLIER_JOINERS, ''));

const tag = (name: string) => [...name].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join('');
/** Pieces that writing joins and hiding abuses, put together at random. */
const joinerPiece = fc.constantFrom(
  'a',
  'Ж',
  'م',
  'ی',
  'क',
  '\u094d', // virama, a mark
  '\u0301',
  '\u{1d165}', // a mark outside the first plane
  '\u200c',
  '\u200d',
  '\ufe0e',
  '\ufe0f',
  '👨',
  '💻',
  '🏳',
  '🏴',
  '\u{1f3fd}',
  '1',
  '#',
  tag('gbeng'),
  tag('gbsct'),
  tag('gb'),
  '\u{e007f}',
  '\u{e0041}',
  '\u200b',
  '\n',
  ' ',
);

describe('the rule is linear in the text', () => {
  it('answers as its earlier form did, on any mix of letters, marks, joiners, selectors, emoji and tags', () => {
    fc.assert(
      fc.property(fc.array(joinerPiece, { maxLength: 12 }), fc.boolean(), (pieces, lines) => {
        const text = pieces.join('');
        expect(hasInvisibleChars(text, { lines }), JSON.stringify(text)).toBe(earlierRule(text, lines));
      }),
      { numRuns: 3000 },
    );
  });

  it('probe F2 residual: the Khitan filler U+16FE4 is refused, after a letter too', () => {
    for (const spoof of ['Ma\u{16fe4}ya', 'a\u{16fe4}', '\u{16fe4}\u{16fe4}\u{16fe4}']) {
      expect(hasInvisibleChars(spoof), JSON.stringify(spoof)).toBe(true);
      expect(firstError(personName.safeParse(spoof)), JSON.stringify(spoof)).toBe(MESSAGES.textInvisible);
      expect(stripInvisibleChars(spoof)).not.toContain('\u{16fe4}');
    }
  });

  it('16 KB of each worst case takes a few milliseconds', () => {
    const size = 16 * 1024;
    const fill = (unit: string) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
    const worst = {
      'a letter then combining marks': `a${fill('\u0301')}`,
      'a plain letter then marks, then a joiner': `ی${fill('\u0301')}\u200cی`,
      'marks and joiners': `ی${fill('\u0301\u200c')}`,
      'letters, marks and joiners': fill('ی\u0301\u200c'),
      'joiners alone': fill('\u200d'),
      'non-joiners alone': fill('\u200c'),
      'emoji joined': fill('👨\u200d'),
      'selectors after a pictograph': `❤${fill('\ufe0f')}`,
      'flags of England': fill(`🏴${tag('gbeng')}\u{e007f}`),
      'a black flag then tags': `🏴${fill(tag('gb'))}`,
    };
    for (const [name, text] of Object.entries(worst)) {
      for (const lines of [false, true]) {
        const started = performance.now();
        hasInvisibleChars(text, { lines });
        const took = performance.now() - started;
        // Linear, this is well under a millisecond; the earlier form took seconds on the first case.
        expect(took, name).toBeLessThan(250);
      }
    }
  });
});
