import { describe, expect, it } from 'vitest';
import { PackedStrings } from './packed-strings.js';

describe('PackedStrings', () => {
  const strings = ['ana', '', 'bob.b', 'zoë', 'ana', 'a\nb'];
  const packed = new PackedStrings(strings);

  it('gives back each string, the empty one included', () => {
    expect(strings.map((_, i) => packed.at(i))).toEqual(strings);
  });

  it('tells whether a string starts with a text, never reading into the next string', () => {
    expect(packed.startsWith(0, 'an')).toBe(true);
    expect(packed.startsWith(0, 'ana')).toBe(true);
    // 'ana' is followed by 'bob.b' in the packed text (the empty string between): not a match.
    expect(packed.startsWith(0, 'anab')).toBe(false);
    expect(packed.startsWith(1, '')).toBe(true);
    expect(packed.startsWith(1, 'b')).toBe(false);
    expect(packed.startsWith(2, 'bob')).toBe(true);
    expect(packed.startsWith(2, 'ob')).toBe(false);
  });

  it('tells whether a string holds a text, only within that string', () => {
    expect(packed.includes(2, 'b.b')).toBe(true);
    expect(packed.includes(3, 'oë')).toBe(true);
    // 'zoë' then 'ana': 'ëa' exists only across the two.
    expect(packed.includes(3, 'ëa')).toBe(false);
    expect(packed.includes(5, '\n')).toBe(true);
  });

  it('counts two bytes per code unit and four per offset', () => {
    const units = strings.join('').length;
    expect(packed.bytes).toBe(2 * units + 4 * (strings.length + 1));
  });

  it('holds nothing for no strings', () => {
    expect(new PackedStrings([]).bytes).toBe(4);
  });
});
