/** C0/C1 control characters and the Unicode line/paragraph separators: never valid in a name or handle. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters
export const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to remove control characters
const CONTROL_CHARS_ALL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

export const stripControlChars = (value: string) => value.replace(CONTROL_CHARS_ALL, '');

/** Bidirectional overrides and isolates: they make text read differently from what it is. */
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const BIDI_CONTROLS_ALL = new RegExp(BIDI_CONTROLS.source, 'g');

/** Text safe to print on a terminal: no control characters (escape sequences) and no direction overrides. */
export const terminalSafe = (value: string) => stripControlChars(value).replace(BIDI_CONTROLS_ALL, '');

/**
 * Characters a reader cannot see, or that change how the text around them reads (probe L3: 'Admin
 * \u202etroppus' shows as 'Admin support'): every control (Cc) and format character (Cf: direction
 * overrides, embeddings and isolates, zero-width spaces, joiners and marks, the word joiner, the byte-order
 * mark, the soft hyphen…), the line and paragraph separators, every default-ignorable code point (the
 * combining grapheme joiner U+034F, variation selectors, the Khmer and Mongolian invisible marks, the Hangul
 * fillers, tag characters) and the symbols that draw as blank glyphs (U+2800 braille blank, U+1D159).
 */
const INVISIBLE_SOURCE = '\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}\\p{Default_Ignorable_Code_Point}\\u2800\\u{1D159}';
const INVISIBLE = new RegExp(`[${INVISIBLE_SOURCE}]`, 'u');
const INVISIBLE_ALL = new RegExp(`[${INVISIBLE_SOURCE}]`, 'gu');
/** The same without line feed, carriage return and tab, which text of several lines may hold. */
const INVISIBLE_IN_LINES = new RegExp(`(?![\\n\\r\\t])[${INVISIBLE_SOURCE}]`, 'u');

/**
 * The one rule for text people enter (names, usernames, handles, product fields, feedback, notes): true
 * when it holds an invisible or direction-changing character; `lines` allows line breaks and tabs.
 */
export function hasInvisibleChars(value: string, options: { lines?: boolean } = {}): boolean {
  return (options.lines ? INVISIBLE_IN_LINES : INVISIBLE).test(withoutWritingJoiners(value));
}

/** Scripts whose words never need a joiner: a joiner between their letters only hides a seam. */
const PLAIN_LETTER = String.raw`(?![\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{L}`;
/**
 * The invisible characters that are part of how text is written, not a way to hide: a zero-width joiner
 * inside an emoji sequence (👨‍💻, 🏳️‍🌈), the emoji variation selector after a pictograph or a keycap's
 * base (❤️, 1️⃣), the tag characters of the three subdivision flags Unicode recommends (🏴 England, Scotland,
 * Wales, and no other tag text), and the zero-width non-joiner and joiner between letters of the scripts
 * that need them (Persian, Arabic, Indic: 'می‌خواهم').
 */
const WRITING_JOINERS = new RegExp(
  [
    String.raw`(?<=\p{Extended_Pictographic}[\u{FE0F}\u{1F3FB}-\u{1F3FF}]?)\u200d(?=\p{Extended_Pictographic})`,
    String.raw`(?<=[\p{Extended_Pictographic}0-9#*])[\u{FE0E}\u{FE0F}]`,
    String.raw`(?<=\u{1F3F4})(?:\u{E0067}\u{E0062}(?:\u{E0065}\u{E006E}\u{E0067}|\u{E0073}\u{E0063}\u{E0074}|\u{E0077}\u{E006C}\u{E0073}))\u{E007F}`,
    String.raw`(?<=${PLAIN_LETTER}\p{M}*)[\u200c\u200d](?=${PLAIN_LETTER})`,
  ].join('|'),
  'gu',
);
const withoutWritingJoiners = (value: string) => value.replace(WRITING_JOINERS, '');

/** Removes them, for text that arrives from elsewhere and cannot be refused (a Google account's name). */
export const stripInvisibleChars = (value: string) => value.replace(INVISIBLE_ALL, '');

/**
 * The one rule for a line of text a person types and others read (a name, a bio): 'control' when it holds
 * a control character or a line break, 'invisible' when it holds an invisible or direction-changing one.
 */
export function singleLineTextProblem(value: string): 'control' | 'invisible' | null {
  if (CONTROL_CHARS.test(value)) return 'control';
  return hasInvisibleChars(value) ? 'invisible' : null;
}
