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
 * fillers, tag characters), the symbols that draw as blank glyphs (U+2800 braille blank, U+1D159) and the
 * Khitan filler U+16FE4, a mark with no glyph that Unicode does not list as default-ignorable.
 */
const INVISIBLE_SOURCE =
  '\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}\\p{Default_Ignorable_Code_Point}\\u2800\\u{1D159}\\u{16FE4}';
const INVISIBLE_ALL = new RegExp(`[${INVISIBLE_SOURCE}]`, 'gu');
/** The same without line feed, carriage return and tab, which text of several lines may hold. */
const INVISIBLE_IN_LINES_ALL = new RegExp(`(?![\\n\\r\\t])[${INVISIBLE_SOURCE}]`, 'gu');

/**
 * The one rule for text people enter (names, usernames, handles, product fields, feedback, notes): true
 * when it holds an invisible or direction-changing character; `lines` allows line breaks and tabs.
 *
 * Each invisible character found is let through only when it is part of how text is written
 * ({@link writingJoinerLength}). The search is one pass of a single character class, and each character
 * found looks at a bounded number of neighbours (a joiner after letters looks back over the marks right
 * before it, which no other joiner looks at), so the time is linear in the text whatever it holds.
 */
export function hasInvisibleChars(value: string, options: { lines?: boolean } = {}): boolean {
  let allowedUntil = 0;
  for (const match of value.matchAll(options.lines ? INVISIBLE_IN_LINES_ALL : INVISIBLE_ALL)) {
    if (match.index < allowedUntil) continue;
    const allowed = writingJoinerLength(value, match.index);
    if (allowed === 0) return true;
    allowedUntil = match.index + allowed;
  }
  return false;
}

/** Scripts whose words never need a joiner: a joiner between their letters only hides a seam. */
const PLAIN_LETTER = /^(?![\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{L}$/u;
const PICTOGRAPH = /^\p{Extended_Pictographic}$/u;
const MARK = /^\p{M}$/u;
const KEYCAP_BASE = /^[0-9#*]$/;
const isPlainLetter = (cp: number | undefined) =>
  cp !== undefined && PLAIN_LETTER.test(String.fromCodePoint(cp));
const isPictograph = (cp: number | undefined) =>
  cp !== undefined && PICTOGRAPH.test(String.fromCodePoint(cp));
const isMark = (cp: number | undefined) => cp !== undefined && MARK.test(String.fromCodePoint(cp));

/** The index where the code point that ends just before `at` starts (a surrogate pair is one). */
function previousStart(value: string, at: number): number {
  const low = value.charCodeAt(at - 1);
  const high = value.charCodeAt(at - 2);
  return low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff ? at - 2 : at - 1;
}
/** The code point that ends just before `at`, undefined at the start. */
const codePointBefore = (value: string, at: number) =>
  at > 0 ? value.codePointAt(previousStart(value, at)) : undefined;

/** The tag texts of the three subdivision flags Unicode recommends (England, Scotland, Wales), then the end tag. */
const FLAG_TAGS = ['gbeng', 'gbsct', 'gbwls'].map(
  (name) => `${[...name].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join('')}\u{E007F}`,
);
const WAVING_BLACK_FLAG = 0x1f3f4;

/**
 * How many UTF-16 units from `at` (an invisible character) are part of how text is written, not a way to
 * hide; 0 when none. Those are: a zero-width joiner inside an emoji sequence (👨‍💻, 🏳️‍🌈: a pictograph, maybe
 * its emoji selector or skin tone, before it, a pictograph after), the emoji variation selectors after a
 * pictograph or a keycap's base (❤️, 1️⃣, ☀︎), the tag characters of the three subdivision flags Unicode
 * recommends after 🏴 (and no other tag text), and the zero-width non-joiner and joiner between letters of
 * the scripts that need them (Persian, Arabic, Indic: 'می‌خواهم', 'क्‌ष'), the letter before maybe carrying
 * marks.
 */
function writingJoinerLength(value: string, at: number): number {
  const char = value.charCodeAt(at);
  if (char === 0xfe0e || char === 0xfe0f) {
    const before = codePointBefore(value, at);
    return isPictograph(before) || (before !== undefined && KEYCAP_BASE.test(String.fromCodePoint(before)))
      ? 1
      : 0;
  }
  if (char === 0x200d && isPictograph(value.codePointAt(at + 1))) {
    const start = at > 0 ? previousStart(value, at) : -1;
    const before = start >= 0 ? value.codePointAt(start) : undefined;
    if (isPictograph(before)) return 1;
    const modifier = before === 0xfe0f || (before !== undefined && before >= 0x1f3fb && before <= 0x1f3ff);
    if (modifier && isPictograph(codePointBefore(value, start))) return 1;
  }
  if (char === 0x200c || char === 0x200d) {
    if (!isPlainLetter(value.codePointAt(at + 1))) return 0;
    let start = at;
    while (start > 0 && isMark(codePointBefore(value, start))) start = previousStart(value, start);
    return isPlainLetter(codePointBefore(value, start)) ? 1 : 0;
  }
  if (value.codePointAt(at) === 0xe0067 && codePointBefore(value, at) === WAVING_BLACK_FLAG) {
    const tags = FLAG_TAGS.find((flag) => value.startsWith(flag, at));
    return tags ? tags.length : 0;
  }
  return 0;
}

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
