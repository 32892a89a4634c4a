/** C0/C1 control characters and the Unicode line/paragraph separators: never valid in a name or handle. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters
export const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to remove control characters
const CONTROL_CHARS_ALL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

export const stripControlChars = (value: string) => value.replace(CONTROL_CHARS_ALL, '');
