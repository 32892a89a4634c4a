/** C0/C1 control characters and the Unicode line/paragraph separators: never valid in a name or handle. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters
export const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to remove control characters
const CONTROL_CHARS_ALL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

export const stripControlChars = (value: string) => value.replace(CONTROL_CHARS_ALL, '');

/** Bidirectional overrides and isolates: they make text read differently from what it is. */
export const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const BIDI_CONTROLS_ALL = new RegExp(BIDI_CONTROLS.source, 'g');

/** Text safe to print on a terminal: no control characters (escape sequences) and no direction overrides. */
export const terminalSafe = (value: string) => stripControlChars(value).replace(BIDI_CONTROLS_ALL, '');
